/**
 * The states of a jeweller's entry (DESIGN §3.5, spec §4) and what may
 * happen in each: a table, so an illegal step is refused before anything is
 * written.
 *   in_progress → closable (every piece has return information)
 *     → waiting_accept (closed by the manager) → accepted (final)
 *                                              ↘ returned (sent back to the jeweller) → closable …
 */
export const entryStates = ['in_progress', 'closable', 'waiting_accept', 'accepted', 'returned'] as const;
export type EntryState = (typeof entryStates)[number];

export const entryActions = ['edit', 'record_return', 'close', 'accept', 'send_back'] as const;
export type EntryAction = (typeof entryActions)[number];

/** Which actions each state allows. */
export const entryActionsByState: Readonly<Record<EntryState, readonly EntryAction[]>> = {
  in_progress: ['edit', 'record_return'],
  closable: ['record_return', 'close'],
  waiting_accept: ['accept', 'send_back'],
  accepted: [],
  returned: ['record_return', 'close'],
};

export interface EntryProgress {
  /** Pieces handed over. */
  readonly pieces: number;
  /** Pieces with return information (a weight, a photo or a "returned" mark). */
  readonly piecesReturned: number;
}

export type EntryStep = { readonly ok: true; readonly state: EntryState } | { readonly ok: false; readonly reason: EntryRefusal };
export type EntryRefusal = 'notAllowedInState' | 'hasReturnInformation' | 'notAllReturned';

const refuse = (reason: EntryRefusal): EntryStep => ({ ok: false, reason });
const allReturned = (p: EntryProgress) => p.pieces > 0 && p.piecesReturned === p.pieces;

/**
 * The state an action leads to, or why it is refused. Editing the entry
 * (its pieces, weights issued, category) is refused once any piece has return
 * information (spec §5, the closable note). A return keeps the entry in
 * progress until every piece has one; then it is closable (a sent-back entry
 * stays `returned` until then).
 */
export function entryStep(state: EntryState, action: EntryAction, progress: EntryProgress): EntryStep {
  if (!entryActionsByState[state].includes(action)) return refuse('notAllowedInState');
  switch (action) {
    case 'edit':
      return progress.piecesReturned > 0 ? refuse('hasReturnInformation') : { ok: true, state };
    case 'record_return':
      return { ok: true, state: allReturned(progress) ? 'closable' : state === 'returned' ? 'returned' : 'in_progress' };
    case 'close':
      return allReturned(progress) ? { ok: true, state: 'waiting_accept' } : refuse('notAllReturned');
    case 'accept':
      return { ok: true, state: 'accepted' };
    case 'send_back':
      return { ok: true, state: 'returned' };
  }
}

export const isFinalEntryState = (state: EntryState): boolean => entryActionsByState[state].length === 0;
