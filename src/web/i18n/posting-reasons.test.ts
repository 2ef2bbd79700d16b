import { describe, expect, it } from 'vitest';
import { postingReasonKey, postingReasons } from '../../shared/materials/posting-reasons';
import { auditActionKey, auditActions } from '../../shared/platform/audit-actions';
import en from './en.json';
import kh from './kh.json';

/**
 * The ledger and the audit log speak in words (issue 20 §3): every posting
 * reason the ledger accepts and every action `audit()` accepts (the closed
 * lists the code is typed by) has a phrase in both catalogues, and no phrase
 * is left for a code that is gone.
 */
const catalogues = { en, kh } as const;

describe.each(Object.entries(catalogues))('the %s catalogue', (_name, catalogue) => {
  const reasonPhrases: Record<string, string> = catalogue.materials.holder.reasons;
  const actionPhrases: Record<string, string> = catalogue.admin.audit.actions;

  it('has a phrase for every posting reason', () => {
    const missing = postingReasons.filter((reason) => !reasonPhrases[postingReasonKey(reason)]?.trim());
    expect(missing).toEqual([]);
  });

  it('has a phrase for every audit action', () => {
    const missing = auditActions.filter((action) => !actionPhrases[auditActionKey(action)]?.trim());
    expect(missing).toEqual([]);
  });

  it('has no phrase for a reason or an action the code no longer writes', () => {
    const reasonKeys = new Set<string>(postingReasons.map(postingReasonKey));
    const actionKeys = new Set<string>(auditActions.map(auditActionKey));
    expect(Object.keys(reasonPhrases).filter((key) => !reasonKeys.has(key))).toEqual([]);
    expect(Object.keys(actionPhrases).filter((key) => !actionKeys.has(key))).toEqual([]);
  });

  it('shows no code as its own phrase', () => {
    const codeLike = /^[a-z]+(?:[._][a-zA-Z]+)+$/;
    expect(Object.values(reasonPhrases).filter((phrase) => codeLike.test(phrase))).toEqual([]);
    expect(Object.values(actionPhrases).filter((phrase) => codeLike.test(phrase))).toEqual([]);
  });
});
