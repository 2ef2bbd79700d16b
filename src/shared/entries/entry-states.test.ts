import { describe, expect, it } from 'vitest';
import { entryActions, entryActionsByState, entryStates, entryStep, isFinalEntryState, type EntryAction, type EntryState } from './entry-states';

const none = { pieces: 3, piecesReturned: 0 };
const some = { pieces: 3, piecesReturned: 1 };
const all = { pieces: 3, piecesReturned: 3 };

describe('entry states', () => {
  it('walks in progress → closable → waiting to accept → accepted', () => {
    expect(entryStep('in_progress', 'record_return', some)).toEqual({ ok: true, state: 'in_progress' });
    expect(entryStep('in_progress', 'record_return', all)).toEqual({ ok: true, state: 'closable' });
    expect(entryStep('closable', 'close', all)).toEqual({ ok: true, state: 'waiting_accept' });
    expect(entryStep('waiting_accept', 'accept', all)).toEqual({ ok: true, state: 'accepted' });
    expect(isFinalEntryState('accepted')).toBe(true);
  });

  it('sends an entry back to the jeweller, who returns again before it closes again', () => {
    expect(entryStep('waiting_accept', 'send_back', all)).toEqual({ ok: true, state: 'returned' });
    expect(entryStep('returned', 'record_return', some)).toEqual({ ok: true, state: 'returned' });
    expect(entryStep('returned', 'record_return', all)).toEqual({ ok: true, state: 'closable' });
    expect(entryStep('returned', 'close', all)).toEqual({ ok: true, state: 'waiting_accept' });
  });

  it('refuses an edit once a piece has return information (the closable note)', () => {
    expect(entryStep('in_progress', 'edit', none)).toEqual({ ok: true, state: 'in_progress' });
    expect(entryStep('in_progress', 'edit', some)).toEqual({ ok: false, reason: 'hasReturnInformation' });
  });

  it('refuses to close while a piece has no return information', () => {
    expect(entryStep('returned', 'close', some)).toEqual({ ok: false, reason: 'notAllReturned' });
    expect(entryStep('in_progress', 'close', all)).toEqual({ ok: false, reason: 'notAllowedInState' });
  });

  it('refuses every action the table does not list, in every state', () => {
    for (const state of entryStates) {
      for (const action of entryActions) {
        if (entryActionsByState[state].includes(action)) continue;
        expect(entryStep(state as EntryState, action as EntryAction, all), `${action} in ${state}`).toEqual({ ok: false, reason: 'notAllowedInState' });
      }
    }
    expect(entryActionsByState.accepted).toEqual([]);
  });
});
