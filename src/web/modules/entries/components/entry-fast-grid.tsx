import { ActionIcon, Loader, Table, Text, TextInput } from '@mantine/core';
import { IconBarcode, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { formatCambodian } from '../../../../shared/units';
import { isApiError } from '../../../shell/http';
import { useUiLocale, WeightInput } from '../../../ui';
import { getItemByCode } from '../../production/api/get-item-by-code';
import {
  fastKeyAction,
  foundRow,
  removeRow,
  typedRow,
  weighedRow,
  withTrailingBlank,
  type FastAction,
  type FastField,
  type FastRow,
} from './entry-fast-rows';
import { piecePath } from './entry-form-values';

/** The first row's code field: where the keyboard goes after the ticket's fields. */
export function focusFirstFastRow(): void {
  document.querySelector<HTMLInputElement>('input[data-fast-row][data-field="code"]')?.focus();
}

export interface EntryFastGridProps {
  rows: readonly FastRow[];
  onRowsChange: (rows: FastRow[]) => void;
  /** Errors by body path (`pieces.3.issuedMg`). */
  errorOf: (path: string) => string | undefined;
  onSubmit: () => void;
  /** Enter on the empty last row: the list is done. */
  onFinish: () => void;
}

type RowNote = { kind: 'missing'; field: FastField } | { kind: 'notFound'; code: string } | { kind: 'failed'; message: string };

/** The keyboard-first grid of `/entry-add-fast`: code or description, Enter, weight, Enter, the next row. */
export function EntryFastGrid({ rows, onRowsChange, errorOf, onSubmit, onFinish }: EntryFastGridProps) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const grid = useRef<HTMLDivElement>(null);
  // The look-up answers after more typing: it changes the rows as they are then.
  const latest = useRef(rows);
  latest.current = rows;
  const [notes, setNotes] = useState<Record<string, RowNote>>({});
  const [focusNext, setFocusNext] = useState<{ key: string; field: FastField } | null>(null);

  const focusCell = (key: string, field: FastField) =>
    grid.current?.querySelector<HTMLInputElement>(`input[data-fast-row="${key}"][data-field="${field}"]`)?.focus();
  useEffect(() => {
    if (!focusNext) return;
    grid.current?.querySelector<HTMLInputElement>(`input[data-fast-row="${focusNext.key}"][data-field="${focusNext.field}"]`)?.focus();
    setFocusNext(null);
  }, [focusNext]);

  const note = (key: string, next: RowNote | null) =>
    setNotes(({ [key]: _dropped, ...rest }) => (next ? { ...rest, [key]: next } : rest));
  const changeRow = (key: string, change: (row: FastRow) => FastRow) => {
    note(key, null);
    onRowsChange(withTrailingBlank(latest.current.map((row) => (row.key === key ? change(row) : row))));
  };

  const lookUp = async (row: FastRow) => {
    changeRow(row.key, (r) => ({ ...r, lookup: 'pending' }));
    try {
      const item = await getItemByCode(row.text);
      changeRow(row.key, (r) => foundRow(r, item));
      setFocusNext({ key: row.key, field: 'weight' });
    } catch (error) {
      const notFound = isApiError(error) && (error.status === 404 || error.status === 400);
      changeRow(row.key, (r) => ({ ...r, lookup: notFound ? 'notFound' : 'none' }));
      note(row.key, notFound ? { kind: 'notFound', code: row.text.trim() } : { kind: 'failed', message: isApiError(error) ? error.message : String(error) });
    }
  };

  const apply = (action: FastAction, index: number) => {
    const row = rows[index]!;
    switch (action.kind) {
      case 'focus':
        return focusCell(rows[action.to.row]?.key ?? row.key, action.to.field);
      case 'lookup':
        return void lookUp(row);
      case 'remove': {
        const next = removeRow(rows, action.row);
        onRowsChange(next);
        const target = next[Math.min(action.to.row, next.length - 1)];
        if (target) setFocusNext({ key: target.key, field: action.to.field });
        return;
      }
      case 'missing':
        return note(row.key, { kind: 'missing', field: action.at.field });
      case 'finish':
        return onFinish();
      case 'submit':
        return onSubmit();
      case 'none':
        return;
    }
  };

  const onKeyDown = (index: number, field: FastField) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const action = fastKeyAction(rows, { row: index, field }, {
      key: event.key,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      shiftKey: event.shiftKey,
      altKey: event.altKey,
      fieldEmpty: event.currentTarget.value === '',
    });
    if (action.kind === 'none') return;
    event.preventDefault();
    apply(action, index);
  };

  const errorAt = (key: string, field: string) => {
    const path = piecePath(rows, key, field);
    return path ? errorOf(path) : undefined;
  };
  const codeNote = (row: FastRow): string | undefined => {
    const rowNote = notes[row.key];
    if (rowNote?.kind === 'missing' && rowNote.field === 'code') return t('form.needFill');
    if (rowNote?.kind === 'notFound') return t('entries.fast.notFound', { code: rowNote.code });
    if (rowNote?.kind === 'failed') return rowNote.message;
    return errorAt(row.key, 'description') ?? errorAt(row.key, 'itemId') ?? errorAt(row.key, 'materialId');
  };
  const weightNote = (row: FastRow): string | undefined =>
    notes[row.key]?.kind === 'missing' && (notes[row.key] as { field: FastField }).field === 'weight'
      ? t('form.needInput')
      : errorAt(row.key, 'issuedMg');

  return (
    <div ref={grid}>
      <Table.ScrollContainer minWidth={680}>
        <Table verticalSpacing={4} striped withRowBorders={false} aria-label={t('entries.fast.gridLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>#</Table.Th>
              <Table.Th>{t('entries.fast.code')}</Table.Th>
              <Table.Th w={210}>{t('entries.fast.weight')}</Table.Th>
              <Table.Th w={150}>{t('entries.fast.inChi')}</Table.Th>
              <Table.Th w={44} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => {
              const number = index + 1;
              const codeError = codeNote(row);
              return (
                <Table.Tr key={row.key} data-testid="fast-row" style={{ verticalAlign: 'top' }}>
                  <Table.Td pt={12}>
                    <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {number}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={t('entries.fast.codeOf', { index: number })}
                      placeholder={index === 0 ? t('entries.fast.codePlaceholder') : undefined}
                      autoComplete="off"
                      spellCheck={false}
                      maxLength={200}
                      data-fast-row={row.key}
                      data-field="code"
                      value={row.text}
                      leftSection={row.lookup === 'found' ? <IconBarcode size={16} color="var(--mantine-color-teal-7)" /> : undefined}
                      rightSection={row.lookup === 'pending' ? <Loader size={14} /> : undefined}
                      onChange={(event) => {
                        const text = event.currentTarget.value;
                        changeRow(row.key, (r) => typedRow(r, text));
                      }}
                      onKeyDown={onKeyDown(index, 'code')}
                      error={codeError}
                      description={row.lookup === 'found' ? row.description : undefined}
                      inputWrapperOrder={['input', 'description', 'error']}
                    />
                  </Table.Td>
                  <Table.Td>
                    <WeightInput
                      aria-label={t('entries.fast.weightOf', { index: number })}
                      data-fast-row={row.key}
                      data-field="weight"
                      placeholder=""
                      value={row.issuedMg}
                      onChange={(issuedMg) => changeRow(row.key, (r) => weighedRow(r, issuedMg))}
                      onKeyDown={onKeyDown(index, 'weight')}
                      error={weightNote(row)}
                      styles={{ description: { display: 'none' } }}
                    />
                  </Table.Td>
                  <Table.Td pt={12}>
                    <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {row.issuedMg === null ? '' : formatCambodian(row.issuedMg, locale)}
                    </Text>
                  </Table.Td>
                  <Table.Td pt={6}>
                    {index < rows.length - 1 && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        tabIndex={-1}
                        aria-label={t('entries.fast.removeRow', { index: number })}
                        title={t('entries.fast.removeRow', { index: number })}
                        onClick={() => onRowsChange(removeRow(rows, index))}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}
