/**
 * Khmer typed with a legacy font (Limon, ABC, Khmer OS Metal before Unicode)
 * is stored as Latin letters and symbols that only that font draws as Khmer:
 * "sYsþI" is សួស្តី, "PñMeBj" is ភ្នំពេញ, "km<úCa" is កម្ពុជា. Imported as it is,
 * it shows as gibberish everywhere else (a receipt, a search, the other
 * language). Unicode Khmer has code points U+1780–U+17FF (and the symbols
 * U+19E0–U+19FF); a Khmer column whose text has none of them but the marks of
 * those fonts is refused with an explanation.
 *
 * The marks: symbols of the Latin-1 range that the fonts map consonant
 * clusters and vowels onto (þ ß ½ ¦ …), ASCII symbols inside a word
 * ("dar:a", "km<úCa"), and capitals in the middle of a lower-case word where
 * the fonts put subscripts ("viciRt"). A name like "Sok Dara", "McDonald" or
 * "O'Neil" shows at most one weak mark and passes.
 */
const khmerCodePoint = /[\u1780-\u17ff\u19e0-\u19ff]/;
/** Latin-1 symbols and the letters the fonts use that no Cambodian name in Latin letters has. */
const latin1Symbols = /[\u00a1-\u00bf\u00d7\u00f7\u00de\u00fe\u00d0\u00f0\u00df]/;
/** Accented Latin-1 letters: a European name may have one; the fonts use them too. */
const latin1Letters = /[\u00c0-\u00ff]/;
/** An ASCII symbol between two non-space characters: "dar:a", "km<úCa", "sMu{". */
const symbolInsideWord = /\S[[\]{};:\\|^~<>=+@#$%&*_`]\S|^[[\]{};\\|^~<>=`][a-zA-Z]/;
/** lower, Upper, lower in one word: where a legacy font puts a subscript or a vowel sign. */
const hump = /[a-z\u00e0-\u00ff][A-Z\u00c0-\u00de][a-z\u00e0-\u00ff]?/g;

export function looksLikeLegacyKhmer(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed === '' || khmerCodePoint.test(trimmed)) return false;
  if (!/[a-zA-Z\u00c0-\u00ff]/.test(trimmed)) return false;
  // Accents count once for the whole text: "José Martín" is one European name, not two marks.
  let weak = latin1Letters.test(trimmed) ? 1 : 0;
  for (const word of trimmed.split(/\s+/)) {
    if (latin1Symbols.test(word) || symbolInsideWord.test(word)) return true;
    const humps = word.match(hump)?.length ?? 0;
    if (humps >= 2) return true;
    weak += humps;
    if (/[a-zA-Z]'[a-zA-Z]/.test(word) || /[a-zA-Z]"[a-zA-Z]/.test(word)) weak += 1;
  }
  return weak >= 2;
}
