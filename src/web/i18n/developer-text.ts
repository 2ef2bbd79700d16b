/**
 * Words a person should never read on a screen: notes developers leave for
 * each other ("will appear", "to be built", "TODO", and the Khmer "coming
 * soon" and "module"), filler ("lorem ipsum"),
 * and dotted codes that reached the screen instead of their translation
 * (`sales.pos.total`, a posting reason such as `stock.accept`). The catalogue
 * test checks every translation for the notes; the phone journey checks every
 * screen for both.
 */
const developerPhrases = /\b(will appear|to be built|placeholder|todo|fixme|lorem|ipsum|coming soon)\b|\bissue #|នឹងមកដល់ឆាប់ៗ|ម៉ូឌុល/gi;

/**
 * A dotted lowercase identifier: `entries.list.title`, `cast.over`. Endings of
 * file names and addresses (`photo.jpg`, `atelier.local`) are not codes, nor
 * abbreviations with a one-letter first part ("e.g.").
 */
const dottedCode = /(?<![\w@/.-])[a-z][a-zA-Z0-9_]+(?:\.[a-zA-Z_][a-zA-Z0-9_]*)+(?![\w@/-])/g;
const notCodeEndings = new Set(['com', 'org', 'net', 'kh', 'local', 'jpg', 'jpeg', 'png', 'webp', 'csv', 'xlsx', 'pdf', 'json', 'js', 'html']);

/** Notes and filler in `text`, as found. */
export function findDeveloperPhrases(text: string): string[] {
  return [...text.matchAll(developerPhrases)].map((m) => m[0]);
}

/** Dotted codes in `text` (an i18n key or a reason code shown as it is). */
export function findUntranslatedCodes(text: string): string[] {
  return [...text.matchAll(dottedCode)]
    .map((m) => m[0])
    .filter((code) => !notCodeEndings.has(code.slice(code.lastIndexOf('.') + 1).toLowerCase()));
}

/** Each piece of developer text on a screen (empty when it reads as the shop's words). */
export function findDeveloperText(text: string): string[] {
  return [...findDeveloperPhrases(text), ...findUntranslatedCodes(text)];
}
