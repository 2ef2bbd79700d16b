import { ActionIcon, Box, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { maxEntryPieces } from '../../../../shared/contracts/entries/create-entry';
import { WeightInput } from '../../../ui';
import { newPieceDraft, piecePath, type EntryPieceDraft } from './entry-form-values';

export interface EntryFormPiecesProps {
  pieces: readonly EntryPieceDraft[];
  onChange: (pieces: EntryPieceDraft[]) => void;
  /** Errors by body path (`pieces.0.issuedMg`). */
  errorOf: (path: string) => string | undefined;
}

type PieceField = 'description' | 'weight';

/** Number, description, weight, remove: one line each, down to a phone's width. */
const rowGrid = {
  display: 'grid',
  gridTemplateColumns: '1.5rem minmax(0, 3fr) minmax(7rem, 2fr) 2rem',
  columnGap: 'var(--mantine-spacing-sm)',
  alignItems: 'start',
} as const;

/**
 * The pieces handed over: a description and the weight issued, one row each.
 * Enter goes from a description to its weight, and from a weight to the next
 * row (a new one after the last), so a list is typed without the mouse.
 */
export function EntryFormPieces({ pieces, onChange, errorOf }: EntryFormPiecesProps) {
  const { t } = useTranslation();
  const table = useRef<HTMLDivElement>(null);
  const [focusNext, setFocusNext] = useState<{ key: string; field: PieceField } | null>(null);
  const focus = (key: string, field: PieceField) =>
    table.current?.querySelector<HTMLInputElement>(`input[data-piece="${key}"][data-field="${field}"]`)?.focus();
  useEffect(() => {
    if (!focusNext) return;
    focus(focusNext.key, focusNext.field);
    setFocusNext(null);
  }, [focusNext]);

  const change = (key: string, patch: Partial<EntryPieceDraft>) =>
    onChange(pieces.map((piece) => (piece.key === key ? { ...piece, ...patch } : piece)));
  const add = () => {
    const piece = newPieceDraft({}, pieces);
    onChange([...pieces, piece]);
    setFocusNext({ key: piece.key, field: 'description' });
  };
  const remove = (key: string) => onChange(pieces.filter((piece) => piece.key !== key));
  const onEnter = (index: number, field: PieceField) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.ctrlKey || event.metaKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    const piece = pieces[index]!;
    if (field === 'description') focus(piece.key, 'weight');
    else if (index < pieces.length - 1) focus(pieces[index + 1]!.key, 'description');
    else if (pieces.length < maxEntryPieces) add();
  };
  const errorAt = (key: string, field: string) => {
    const path = piecePath(pieces, key, field);
    return path ? errorOf(path) : undefined;
  };

  return (
    <div ref={table}>
      <Box style={rowGrid} visibleFrom="xs" pb={6}>
        <Text size="sm" fw={600}>
          #
        </Text>
        <Text size="sm" fw={600}>
          {t('entries.add.description')}
        </Text>
        <Text size="sm" fw={600}>
          {t('entries.add.issuedWeight')}
        </Text>
      </Box>
      <Stack gap="xs" role="list" aria-label={t('entries.add.piecesTitle')}>
        {pieces.map((piece, index) => {
          const number = index + 1;
          const itemError = errorAt(piece.key, 'itemId') ?? errorAt(piece.key, 'materialId');
          return (
            <Box key={piece.key} style={rowGrid} role="listitem" data-testid="entry-piece-row">
              <Text size="sm" c="dimmed" pt={8}>
                {number}
              </Text>
              <TextInput
                aria-label={t('entries.add.pieceDescription', { index: number })}
                placeholder={t('entries.add.descriptionPlaceholder')}
                maxLength={200}
                data-piece={piece.key}
                data-field="description"
                value={piece.description}
                onChange={(event) => change(piece.key, { description: event.currentTarget.value })}
                onKeyDown={onEnter(index, 'description')}
                error={errorAt(piece.key, 'description') ?? itemError}
              />
              <WeightInput
                aria-label={t('entries.add.pieceWeight', { index: number })}
                data-piece={piece.key}
                data-field="weight"
                value={piece.issuedMg}
                onChange={(issuedMg) => change(piece.key, { issuedMg })}
                onKeyDown={onEnter(index, 'weight')}
                error={errorAt(piece.key, 'issuedMg')}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={4}
                aria-label={t('entries.add.removePiece', { index: number })}
                title={t('entries.add.removePiece', { index: number })}
                disabled={pieces.length <= 1}
                onClick={() => remove(piece.key)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Box>
          );
        })}
      </Stack>
      {errorOf('pieces') && (
        <Text size="sm" c="red" role="alert">
          {errorOf('pieces')}
        </Text>
      )}
      <Group mt="xs">
        <Button variant="light" size="xs" leftSection={<IconPlus size={16} />} disabled={pieces.length >= maxEntryPieces} onClick={add}>
          {t('entries.add.addPiece')}
        </Button>
      </Group>
    </div>
  );
}
