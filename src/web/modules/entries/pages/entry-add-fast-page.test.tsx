import { describe, expect, it } from 'vitest';
import { createEntryBodySchema } from '../../../../shared/contracts/entries/create-entry';
import en from '../../../i18n/en.json';
import kh from '../../../i18n/kh.json';
import {
  fastKeyAction,
  filledRows,
  foundRow,
  looksLikeItemCode,
  newFastRow,
  removeRow,
  typedRow,
  weighedRow,
  withTrailingBlank,
  type FastAction,
  type FastCursor,
  type FastRow,
} from '../components/entry-fast-rows';
import { renderEntryPage } from '../components/entry-form-render-for-test';
import { entryFormBody, newEntryValues, piecesMg } from '../components/entry-form-values';
import { EntryAddFastPage } from './entry-add-fast-page';

/**
 * The grid as a clerk drives it: the caret in a field, keys pressed, the
 * action each key gives applied as the grid applies it. A look-up answers at
 * once from `catalogue` (a production item) or not at all (not found).
 */
class Grid {
  rows: FastRow[] = [newFastRow()];
  at: FastCursor = { row: 0, field: 'code' };
  finished = false;
  submitted = 0;
  missing: FastCursor | null = null;

  constructor(private readonly catalogue: Record<string, { id: number; code: string; description: string; materialId: number }> = {}) {}

  /** What the field under the caret holds, as the input shows it. */
  private fieldText(): string {
    const row = this.rows[this.at.row]!;
    return this.at.field === 'code' ? row.text : row.issuedMg === null ? '' : String(row.issuedMg);
  }

  type(text: string): this {
    const row = this.rows[this.at.row]!;
    const next = this.at.field === 'code' ? typedRow(row, row.text + text) : weighedRow(row, Number(text));
    this.rows = withTrailingBlank(this.rows.map((r, i) => (i === this.at.row ? next : r)));
    return this;
  }

  /** Backspace that empties the field: the grid sees it empty on the next Backspace. */
  clear(): this {
    const row = this.rows[this.at.row]!;
    const next = this.at.field === 'code' ? typedRow(row, '') : weighedRow(row, null);
    this.rows = this.rows.map((r, i) => (i === this.at.row ? next : r));
    return this;
  }

  press(key: string, modifiers: { ctrlKey?: boolean } = {}): FastAction {
    const action = fastKeyAction(this.rows, this.at, { key, ...modifiers, fieldEmpty: this.fieldText() === '' });
    this.missing = null;
    switch (action.kind) {
      case 'focus':
        this.at = action.to;
        break;
      case 'lookup': {
        const row = this.rows[action.row]!;
        const item = this.catalogue[row.text.trim().toUpperCase()];
        this.rows = this.rows.map((r, i) => (i === action.row ? (item ? foundRow(r, item) : { ...r, lookup: 'notFound' as const }) : r));
        if (item) this.at = { row: action.row, field: 'weight' };
        break;
      }
      case 'remove':
        this.rows = removeRow(this.rows, action.row);
        this.at = action.to;
        break;
      case 'missing':
        this.missing = action.at;
        break;
      case 'finish':
        this.finished = true;
        break;
      case 'submit':
        this.submitted += 1;
        break;
    }
    return action;
  }

  piece(text: string, mg: number): this {
    this.type(text).press('Enter');
    this.type(String(mg)).press('Enter');
    return this;
  }
}

describe('fast entry: the rows’ keys', () => {
  it('are the form’s own, the same on every drawing of the page: the server’s and the app’s find the same rows', () => {
    // However many forms were made before (the server draws page after page), a new form's rows are keyed alike.
    expect(newEntryValues(undefined, 3).pieces.map((p) => p.key)).toEqual(['piece-1', 'piece-2', 'piece-3']);
    expect(newEntryValues(undefined, 3).pieces.map((p) => p.key)).toEqual(['piece-1', 'piece-2', 'piece-3']);
    expect(newFastRow().key).toBe('piece-1');
    // A row added goes after the last, whatever was removed between; no two rows share a key.
    const typed = { ...newFastRow(), text: 'Ring' };
    const rows = withTrailingBlank([typed]);
    expect(rows.map((r) => r.key)).toEqual(['piece-1', 'piece-2']);
    const second = { ...rows[1]!, text: 'Chain' };
    const grown = withTrailingBlank([second]);
    expect(grown.map((r) => r.key)).toEqual(['piece-2', 'piece-3']);
  });
});

describe('fast entry: the grid’s keyboard flow', () => {
  it('takes twenty pieces by Enter alone: code or description, Enter, weight, Enter, and a new row is always there', () => {
    const grid = new Grid();
    for (let i = 1; i <= 20; i += 1) {
      grid.piece(`Chain link ${i}`, 1_000 + i * 125);
      expect(grid.at).toEqual({ row: i, field: 'code' });
    }
    expect(grid.rows).toHaveLength(21);
    expect(filledRows(grid.rows)).toHaveLength(20);
    expect(piecesMg(grid.rows)).toBe(20_000 + 125 * 210);
    const body = entryFormBody({ ...newEntryValues({ id: 1, code: 'CHAIN-MAKING' }), jewellerHolderId: 9, sourceHolderId: 4, materialId: 3, pieces: grid.rows });
    expect(body.pieces).toHaveLength(20);
    expect(createEntryBodySchema.safeParse(body).success).toBe(true);
  });

  it('looks a scanned code up, names the piece after the item and carries its material; then the weight', () => {
    const grid = new Grid({ 'IT-2026-000042': { id: 42, code: 'IT-2026-000042', description: 'Lotus ring', materialId: 3 } });
    grid.type('it-2026-000042');
    expect(grid.press('Enter')).toEqual({ kind: 'lookup', row: 0 });
    expect(grid.at).toEqual({ row: 0, field: 'weight' });
    expect(grid.rows[0]).toMatchObject({ itemId: 42, materialId: 3, description: 'IT-2026-000042 · Lotus ring', lookup: 'found' });
    grid.type('4250').press('Enter');
    expect(grid.at).toEqual({ row: 1, field: 'code' });
  });

  it('stays on an unknown code; a second Enter keeps it as a description', () => {
    const grid = new Grid();
    grid.type('IT-2026-999999');
    expect(grid.press('Enter').kind).toBe('lookup');
    expect(grid.at).toEqual({ row: 0, field: 'code' });
    expect(grid.press('Enter')).toEqual({ kind: 'focus', to: { row: 0, field: 'weight' } });
    expect(grid.rows[0]).toMatchObject({ itemId: null, description: 'IT-2026-999999' });
    expect(looksLikeItemCode('Ring size 52')).toBe(false);
  });

  it('does not leave a field that needs a value', () => {
    const grid = new Grid();
    expect(grid.press('Enter')).toEqual({ kind: 'missing', at: { row: 0, field: 'code' } });
    grid.type('Ring').press('Enter');
    expect(grid.press('Enter')).toEqual({ kind: 'missing', at: { row: 0, field: 'weight' } });
    expect(grid.at).toEqual({ row: 0, field: 'weight' });
  });

  it('Enter on the empty last row ends the list (to the submit button); Ctrl+Enter submits from anywhere', () => {
    const grid = new Grid().piece('Ring', 5_000);
    expect(grid.press('Enter')).toEqual({ kind: 'finish' });
    expect(grid.finished).toBe(true);
    grid.press('ArrowUp');
    expect(grid.press('Enter', { ctrlKey: true })).toEqual({ kind: 'submit' });
    expect(grid.submitted).toBe(1);
  });

  it('Backspace in an empty field goes back, and removes an empty row that is not the last', () => {
    const grid = new Grid().piece('Ring', 5_000).piece('Chain', 2_500);
    // On the empty last row: back to the weight above, nothing removed.
    expect(grid.press('Backspace')).toEqual({ kind: 'focus', to: { row: 1, field: 'weight' } });
    expect(grid.rows).toHaveLength(3);
    // A filled field: Backspace is the input's own.
    expect(grid.press('Backspace').kind).toBe('none');
    grid.clear();
    expect(grid.press('Backspace')).toEqual({ kind: 'focus', to: { row: 1, field: 'code' } });
    grid.clear();
    expect(grid.press('Backspace')).toEqual({ kind: 'remove', row: 1, to: { row: 0, field: 'weight' } });
    expect(grid.rows.map((r) => r.text)).toEqual(['Ring', '']);
  });

  it('Ctrl+Delete removes the row under the caret; the arrows move between rows', () => {
    const grid = new Grid().piece('Ring', 5_000).piece('Wrong', 1).piece('Chain', 2_500);
    grid.press('ArrowUp');
    grid.press('ArrowUp');
    expect(grid.at).toEqual({ row: 1, field: 'code' });
    expect(grid.press('Delete', { ctrlKey: true })).toEqual({ kind: 'remove', row: 1, to: { row: 1, field: 'code' } });
    expect(filledRows(grid.rows).map((r) => r.text)).toEqual(['Ring', 'Chain']);
    grid.press('ArrowDown');
    expect(grid.at).toEqual({ row: 2, field: 'code' });
    expect(grid.press('Delete', { ctrlKey: true }).kind).toBe('none');
    expect(grid.rows).toHaveLength(3);
  });
});

describe('/entry-add-fast', () => {
  it('shows the ticket’s fields, one empty row to type into and the keys, in Khmer', async () => {
    const html = await renderEntryPage(EntryAddFastPage, { pattern: '/entry-add-fast', url: '/entry-add-fast', locale: 'kh' });
    expect(html).toContain(kh.entries.fast.title);
    expect(html).toContain('id="fast-jewellerHolderId"');
    expect(html).toContain('id="fast-materialId"');
    expect(html.match(/data-field="code"/g)).toHaveLength(1);
    expect(html).toContain(kh.entries.fast.keySubmit);
    expect(html).toContain(kh.entries.fast.count.replace('{{count}}', '0'));
  });

  it('is refused to a jeweller', async () => {
    const html = await renderEntryPage(EntryAddFastPage, { pattern: '/entry-add-fast', url: '/entry-add-fast', role: 'jeweller' });
    expect(html).toContain(en.entries.add.noPermission);
    expect(html).not.toContain('data-field="code"');
  });
});
