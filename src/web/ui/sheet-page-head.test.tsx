import { describe, expect, it } from 'vitest';
import { renderForTest } from './render-for-test';
import { PeriodFields, PeriodSheetHead, SheetFilters, SheetPageHead } from './sheet-page-head';

const head = (ready: boolean) =>
  renderForTest(
    <SheetPageHead
      title="Cast summary"
      subtitle="Finished casts"
      languageLabel="Sheet in"
      language="kh"
      onLanguage={() => {}}
      printLabel="Print"
      ready={ready}
    />,
  );

describe('SheetPageHead', () => {
  it('shows the title, the sheet language and Print, which waits for the sheet', () => {
    const waiting = head(false);
    expect(waiting).toContain('Cast summary');
    expect(waiting).toContain('Sheet in');
    expect(waiting).toMatch(/<button[^>]*disabled=""[^>]*>(?:(?!<\/button>).)*Print/);
    expect(head(true)).not.toMatch(/<button[^>]*disabled=""[^>]*>(?:(?!<\/button>).)*Print/);
  });
});

describe('PeriodFields', () => {
  it('shows both days of the period under their labels, among the sheet filters', () => {
    const html = renderForTest(
      <SheetFilters>
        <PeriodFields from="2026-11-01" to="2026-11-27" onChange={() => {}} fromLabel="From" toLabel="To" />
      </SheetFilters>,
    );
    expect(html).toContain('From');
    expect(html).toContain('2026-11-01');
    expect(html).toContain('2026-11-27');
  });
});

describe('PeriodSheetHead', () => {
  const incentives = {
    title: 'sales.incentives.title',
    subtitle: 'sales.incentives.subtitle',
    language: 'sales.incentives.sheetLanguage',
    print: 'sales.incentives.print',
    from: 'sales.incentives.from',
    to: 'sales.incentives.to',
  } as const;
  const render = (locale: 'en' | 'kh') =>
    renderForTest(
      <PeriodSheetHead labels={incentives} language="kh" onLanguage={() => {}} ready from="2026-11-01" to="2026-11-27" onChange={() => {}}>
        <span data-own-filter="" />
      </PeriodSheetHead>,
      locale,
    );

  it("shows the page's own words, the period and its own filters after it", () => {
    const html = render('en');
    expect(html).toContain('Print');
    expect(html).toContain('2026-11-27');
    expect(html.indexOf('2026-11-27')).toBeLessThan(html.indexOf('data-own-filter'));
    // The incentives' Khmer keeps its own "from the day", not the other sheets' "from".
    expect(render('kh')).toContain('ពីថ្ងៃ');
  });
});
