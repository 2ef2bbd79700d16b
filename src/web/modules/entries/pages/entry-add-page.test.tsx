import { describe, expect, it } from 'vitest';
import { createEntryBodySchema } from '../../../../shared/contracts/entries/create-entry';
import type { EntryDetail } from '../../../../shared/contracts/entries/entry';
import en from '../../../i18n/en.json';
import kh from '../../../i18n/kh.json';
import { createTranslator } from '../../../i18n/translator';
import { ruleErrorText } from '../../../ui';
import { shownEntryFields } from '../components/entry-form';
import { renderEntryPage, testCategories } from '../components/entry-form-render-for-test';
import {
  defaultMaterialId,
  entryFormBody,
  entryFormProblems,
  entryFormValuesOf,
  newEntryValues,
  newPieceDraft,
  pieceDrafts,
  piecePath,
  typeOfCategory,
  type EntryFormValues,
} from '../components/entry-form-values';
import { EntryAddPage } from './entry-add-page';
import { EntryEditPage, editRefusal } from './entry-edit-page';
import { EntryPickCategoryPage } from './entry-pick-category-page';

const ring = testCategories[0]!;
const filled = (patch: Partial<EntryFormValues> = {}): EntryFormValues => ({
  ...newEntryValues(ring),
  jewellerHolderId: 9,
  sourceHolderId: 4,
  materialId: 3,
  pieces: [newPieceDraft({ description: 'Lotus ring', issuedMg: 5_000 })],
  ...patch,
});

const translator = (locale: 'en' | 'kh') => {
  return createTranslator({ language: locale, catalogues: { en, kh } }).t;
};

describe('the issue form: what is missing, in the spec’s words', () => {
  it('asks to pick the jeweller, the source and the material, to fill the description and to input the weight', () => {
    const problems = entryFormProblems({ ...newEntryValues(ring) }, 'en');
    expect(Object.fromEntries(Object.entries(problems).map(([path, error]) => [path, error.key]))).toEqual({
      jewellerHolderId: 'form.needPick',
      sourceHolderId: 'form.needPick',
      materialId: 'form.needPick',
      'pieces.0.description': 'form.needFill',
      'pieces.0.issuedMg': 'form.needInput',
    });
  });

  it('words them in the reader’s language', () => {
    const problems = entryFormProblems({ ...newEntryValues(ring) }, 'kh');
    expect(ruleErrorText(translator('kh'), problems.jewellerHolderId)).toBe('សូមជ្រើសរើសមួយ');
    expect(ruleErrorText(translator('kh'), problems['pieces.0.description'])).toBe('សូមបំពេញ');
    expect(ruleErrorText(translator('en'), problems['pieces.0.issuedMg'])).toBe('Need input');
  });

  it('refuses a piece of no weight and a spare over 1 kg, naming the limit in grams', () => {
    const problems = entryFormProblems(filled({ spareMg: 1_000_001, pieces: [newPieceDraft({ description: 'Ring', issuedMg: 0 })] }), 'en');
    expect(ruleErrorText(translator('en'), problems['pieces.0.issuedMg'])).toBe('Has to be bigger than 0.000 g');
    expect(ruleErrorText(translator('en'), problems.spareMg)).toBe('Cannot be bigger than 1,000.000 g');
  });

  it('needs the customer of a repair, and sends no intake for other work', () => {
    const repair = filled({ type: 'repair' });
    expect(entryFormProblems(repair, 'en')['repair.customerName']?.key).toBe('form.needFill');
    expect(entryFormProblems(filled({ type: 'repair', repair: { customerName: 'Chan Sophea', customerPhone: '012 345 678', request: '', promisedOn: '2026-03-09' } }), 'en')).toEqual({});
    expect(entryFormProblems(filled({ type: 'repair', repair: { customerName: 'Chan Sophea', customerPhone: 'call me', request: '', promisedOn: null } }), 'en')['repair.customerPhone']?.key).toBe('form.invalidFormat');
    expect(entryFormBody(filled({ repair: { customerName: 'Chan Sophea', customerPhone: '', request: '', promisedOn: null } })).repair).toBeNull();
  });

  it('leaves blank rows out, so the body and the server’s errors count only the pieces typed', () => {
    const [ring, blank, second] = pieceDrafts([{ description: 'Ring', issuedMg: 5_000 }, {}, { description: 'Chain', issuedMg: 2_500 }]);
    const values = filled({ pieces: [ring!, blank!, second!] });
    const body = entryFormBody(values);
    expect(body.pieces.map((p) => p.description)).toEqual(['Ring', 'Chain']);
    expect(piecePath(values.pieces, second!.key, 'issuedMg')).toBe('pieces.1.issuedMg');
    expect(piecePath(values.pieces, blank!.key, 'issuedMg')).toBeUndefined();
    expect(entryFormProblems(values, 'en')).toEqual({});
    expect(createEntryBodySchema.safeParse(body).success).toBe(true);
  });

  it('shows the server’s field errors beside their inputs and the rest in the refusal box', () => {
    for (const path of ['jewellerHolderId', 'pieces.3.issuedMg', 'pieces.0.materialId', 'repair.customerName', 'pieces']) expect(shownEntryFields.test(path)).toBe(true);
    for (const path of ['repair', 'pieces.0', 'overAllowanceReason']) expect(shownEntryFields.test(path)).toBe(false);
  });
});

describe('the issue form: sensible defaults', () => {
  it('takes the type from the kind of work', () => {
    expect(typeOfCategory({ code: 'REPAIR' })).toBe('repair');
    expect(typeOfCategory({ code: 'SETTING' })).toBe('setting');
    expect(typeOfCategory({ code: 'POLISHING' })).toBe('polishing');
    expect(typeOfCategory({ code: 'RING-MAKING' })).toBe('making');
  });

  it('issues the material last issued, else the one the source holds most of', () => {
    const materials = [
      { id: 1, active: true },
      { id: 3, active: true },
      { id: 5, active: false },
    ];
    const safe = { balances: [{ materialId: 1, materialCode: 'AU9999', mg: 100 }, { materialId: 3, materialCode: 'AU750', mg: 900 }] };
    expect(defaultMaterialId(materials, safe, null)).toBe(3);
    expect(defaultMaterialId(materials, safe, 1)).toBe(1);
    expect(defaultMaterialId(materials, safe, 5)).toBe(3);
    expect(defaultMaterialId(materials, undefined, null)).toBe(1);
  });
});

const entry = (returned: boolean): EntryDetail => ({
  id: 42,
  number: 'EN-2026-000042',
  type: 'making',
  categoryId: 1,
  materialId: 3,
  jeweller: { id: 9, kind: 'staff', code: 'H-S004', nameKh: 'លោក ហេង វិចិត្រ', nameEn: 'Heng Vichet' },
  source: { id: 4, kind: 'safe', code: 'SAFE', nameKh: 'ទូដែកធំ', nameEn: 'Main safe' },
  state: 'in_progress',
  pieceCount: 2,
  initMg: 9_250,
  spareMg: 500,
  returnedMg: null,
  lossMg: null,
  allowedLossPermille: 8,
  running: { returnedMg: 0, piecesOut: 1, outMg: 3_750, lossMg: 0, lossCentiPermille: 0, overAllowance: false },
  overAllowanceReason: null,
  note: '',
  repair: null,
  closeBatch: null,
  createdAt: '2026-03-02T03:00:00.000Z',
  closedAt: null,
  acceptedAt: null,
  postingDate: '2026-03-02',
  pieces: [
    { id: 1, itemId: null, description: 'Lotus ring', issuedMg: 5_000, returned, returnedMg: returned ? 4_980 : null, hasStones: false, assembled: false, stonePhotos: [], assemblyPhotos: [], returnPhotos: [], lossMg: null, lossShareMg: null },
    { id: 2, itemId: null, description: 'Diamond ring', issuedMg: 4_250, returned: false, returnedMg: null, hasStones: false, assembled: false, stonePhotos: [], assemblyPhotos: [], returnPhotos: [], lossMg: null, lossShareMg: null },
  ],
});

describe('the issuing pages', () => {
  it('/entry_add shows each kind of work with its allowed loss and strict rules, and the way to fast entry', async () => {
    const html = await renderEntryPage(EntryPickCategoryPage, { pattern: '/entry_add', url: '/entry_add' });
    expect(html).toContain('New entry: pick the kind of work');
    expect(html).toContain('href="/entry-add?categoryId=1"');
    expect(html).toContain('8\u00a0‰ (0.8\u00a0%)');
    expect(html).toContain('Return weight');
    expect(html).toContain('href="/entry-add-fast"');
  });

  it('/entry-add?categoryId= shows the form of that kind of work, in Khmer', async () => {
    const html = await renderEntryPage(EntryAddPage, { pattern: '/entry-add', url: '/entry-add?categoryId=1', locale: 'kh' });
    expect(html).toContain('ធ្វើចិញ្ចៀន');
    expect(html).toContain(kh.entries.add.jeweller);
    expect(html).toContain(kh.entries.add.material);
    expect(html).toContain(kh.entries.add.submit);
    expect(html).not.toContain(kh.entries.add.repairTitle);
  });

  it('/entry-add of the repair kind asks for the customer', async () => {
    const html = await renderEntryPage(EntryAddPage, { pattern: '/entry-add', url: '/entry-add?categoryId=2' });
    // Server-rendered HTML escapes the apostrophe.
    expect(html).toContain(en.entries.add.repairTitle.replace("'", '&#x27;'));
    expect(html).toContain(en.entries.add.customerName.replace("'", '&#x27;'));
  });

  it('/entry-add of an unknown kind of work says so', async () => {
    const html = await renderEntryPage(EntryAddPage, { pattern: '/entry-add', url: '/entry-add?categoryId=99' });
    expect(html).toContain('No active kind of work 99');
  });

  it('a jeweller may not issue entries', async () => {
    const html = await renderEntryPage(EntryAddPage, { pattern: '/entry-add', url: '/entry-add?categoryId=1', role: 'jeweller' });
    expect(html).toContain(en.entries.add.noPermission);
    expect(html).not.toContain(en.entries.add.submit);
  });

  it('/entry-edit-{id} fills the form with the entry', async () => {
    const html = await renderEntryPage(EntryEditPage, { pattern: '/entry-edit-{id}', url: '/entry-edit-42', entry: entry(false) });
    expect(html).toContain('Edit entry EN-2026-000042');
    expect(html).toContain('value="Lotus ring"');
    expect(html).toContain('value="4.250"');
    expect(html).toContain(en.entries.edit.submit);
    expect(entryFormValuesOf(entry(false)).spareMg).toBe(500);
  });

  it('/entry-edit-{id} of an entry with return information says it cannot be edited and shows no form', async () => {
    expect(editRefusal(entry(true))).toBe('hasReturnInformation');
    expect(editRefusal(entry(false))).toBeNull();
    const html = await renderEntryPage(EntryEditPage, { pattern: '/entry-edit-{id}', url: '/entry-edit-42', entry: entry(true) });
    expect(html).toContain('Entry EN-2026-000042 cannot be edited');
    expect(html).toContain(en.entries.edit.hasReturnInformation);
    expect(html).not.toContain(en.entries.edit.submit);
  });
});
