import type { EntrySummary } from '../../../../shared/contracts/entries/entry';

/** What was typed or scanned, as the server compares it (trimmed, capitals). */
export const entryNumberText = (typed: string): string => typed.trim().toUpperCase();

/**
 * The entry Enter opens: the one whose number is exactly what was typed, or
 * the only one starting with it; none when several start with it (the list
 * shows them to pick from).
 */
export function entryToOpen<E extends Pick<EntrySummary, 'id' | 'number'>>(typed: string, matches: readonly E[]): E | undefined {
  const number = entryNumberText(typed);
  if (number === '') return undefined;
  const startingWith = matches.filter((entry) => entry.number.toUpperCase().startsWith(number));
  return startingWith.find((entry) => entry.number.toUpperCase() === number) ?? (startingWith.length === 1 ? startingWith[0] : undefined);
}

export type EnterOutcome<E> = { kind: 'open'; entry: E } | { kind: 'pick'; matches: readonly E[] } | { kind: 'none' } | { kind: 'empty' };

/**
 * Enter in the number field: asks the server for what was typed now (a
 * scanner types faster than the list follows), then opens the entry or
 * leaves the matches to pick from.
 */
export async function enterTypedNumber<E extends Pick<EntrySummary, 'id' | 'number'>>(
  typed: string,
  fetchMatches: (number: string) => Promise<readonly E[]>,
  open: (entry: E) => void,
): Promise<EnterOutcome<E>> {
  const number = entryNumberText(typed);
  if (number === '') return { kind: 'empty' };
  const matches = await fetchMatches(number);
  const entry = entryToOpen(number, matches);
  if (entry) {
    open(entry);
    return { kind: 'open', entry };
  }
  return matches.length === 0 ? { kind: 'none' } : { kind: 'pick', matches };
}
