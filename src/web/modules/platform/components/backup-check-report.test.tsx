import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { BackupCheckResult } from '../../../../shared/contracts/platform/backups';
import mainEn from '../../../i18n/en.json';
import mainKh from '../../../i18n/kh.json';
import { createTranslator } from '../../../i18n/translator';
import { TranslatorProvider } from '../../../i18n/use-translation';
import { BackupCheckReport } from './backup-check-report';

const good: BackupCheckResult = {
  backupId: 4,
  file: '/media/usb/atelier-auto-20261127-020000-daily.jsonl.gz',
  ok: true,
  unreadable: null,
  unreadableDetail: null,
  tablesCompared: 60,
  rowsRestored: 4808,
  ledgerTotalsCompared: 36,
  totalsNotRecorded: false,
  differences: [],
  seconds: 12.1,
};

/** What the server answers for a file whose postings were changed (backups.routes.test.ts tampers one). */
const tampered: BackupCheckResult = {
  ...good,
  ok: false,
  differences: [
    { kind: 'ledgerTotal', holderId: 1, holder: 'Safe', materialId: 2, material: 'Gold 99.99', recordedMg: 1_485_000, restoredMg: 1_484_000 },
    { kind: 'tableRows', table: 'postings', recorded: 812, restored: 811 },
  ],
};

function render(result: BackupCheckResult, locale: 'kh' | 'en'): string {
  const i18n = createTranslator({ language: locale, catalogues: { kh: mainKh, en: mainEn } });
  return renderToStaticMarkup(
    <MantineProvider>
      <TranslatorProvider translator={i18n}>
        <BackupCheckReport result={result} />
      </TranslatorProvider>
    </MantineProvider>,
  );
}

describe('the answer of "check a backup", in words', () => {
  it('says a good backup is good, with what was compared', () => {
    const html = render(good, 'en');
    expect(html).toContain('This backup is good');
    expect(html).toContain('Restored 4,808 rows: the 60 tables and the 36 gold balances are exactly as recorded');
    expect(render(good, 'kh')).toContain('ការបម្រុងទុកនេះល្អ');
  });

  it('says a tampered backup is not good, naming the holder, the material and the grams, and the table', () => {
    const html = render(tampered, 'en');
    expect(html).toContain('This backup is not good');
    expect(html).toContain('2 figures differ from what it recorded');
    expect(html).toContain('Safe, Gold 99.99: 1,485.000 g recorded, 1,484.000 g restored');
    expect(html).toContain('Table postings: 812 rows recorded, 811 restored');
    expect(html).toContain('Do not rely on this file');
    const kh = render(tampered, 'kh');
    expect(kh).toContain('ការបម្រុងទុកនេះមិនល្អទេ');
    expect(kh).toContain('ក្រាម');
  });

  it('says why a file could not be restored at all', () => {
    const html = render({ ...good, ok: false, unreadable: 'damaged', unreadableDetail: 'is truncated: it stops before table users' }, 'en');
    expect(html).toContain('The file is damaged or cut short: it cannot be restored.');
    expect(render({ ...good, ok: false, unreadable: 'missing', unreadableDetail: null }, 'en')).toContain('The file is no longer in the backup folder.');
  });
});
