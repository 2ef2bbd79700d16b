import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { postingReasonKey, postingReasons } from '../../../shared/materials/posting-reasons';
import { auditActionKey, auditActions } from '../../../shared/platform/audit-actions';
import { auditActionPhrases, auditActionText, postingReasonPhrases, postingReasonText } from './code-phrases';

/** The web catalogues, read as files: the server never imports the web. */
const webCatalogue = (locale: 'en' | 'kh') =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../../web/i18n/${locale}.json`), 'utf8')) as {
    materials: { holder: { reasons: Record<string, string> } };
    admin: { audit: { actions: Record<string, string> } };
  };

describe('the exports speak the screens’ words', () => {
  it.each(['en', 'kh'] as const)('writes each posting reason and audit action as the %s screens show it', (locale) => {
    const web = webCatalogue(locale);
    const reasonsDiffering = postingReasons.filter((r) => postingReasonPhrases[r][locale] !== web.materials.holder.reasons[postingReasonKey(r)]);
    const actionsDiffering = auditActions.filter((a) => auditActionPhrases[a][locale] !== web.admin.audit.actions[auditActionKey(a)]);
    expect(reasonsDiffering).toEqual([]);
    expect(actionsDiffering).toEqual([]);
  });

  it('writes a reason from before the closed set as it was typed, and a known one in words', () => {
    expect(postingReasonText('cast.over', 'en')).toBe('Cast: metal left unpoured');
    expect(postingReasonText('Opening purchase', 'kh')).toBe('Opening purchase');
    expect(auditActionText('auth.login', 'en')).toBe('Signed in');
    expect(auditActionText('old.action', 'kh')).toBe('old.action');
  });
});
