import { ActionIcon, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import type { TFunction } from '../../../i18n/translator';
import { useTranslation } from '../../../i18n/use-translation';
import type { JewelryPiece } from '../../../../shared/contracts/stock/jewelry-piece';
import { isApiError } from '../../../shell/http';
import { useLocalName } from '../../../ui/local-name';
import { getPieceByCode } from '../api/get-piece-by-code';
import {
  enterScannedCode,
  removeScanLine,
  scanLineProblems,
  scanTotals,
  type ScanEntryOutcome,
  type ScanLine,
  type ScanLineRules,
} from './scan-list-lines';
import { ScanPieceSummary } from './scan-piece-summary';
import { WeightText } from '../../../ui/weight-text';
import { ScanInput } from '../../../ui/scan-input';

export interface ScanListProps {
  lines: readonly ScanLine[];
  onChange: (lines: ScanLine[]) => void;
  rules: ScanLineRules;
  /** The server's refusal of the piece on line `index` (`codes.{index}`). */
  errorOfLine?: (index: number) => string | undefined;
  /** A piece was added (the transfer takes its branch as the from-branch when none is chosen yet). */
  onAdded?: (piece: JewelryPiece) => void;
  /** Tests and pages may look pieces up otherwise; by default the server is asked by code. */
  lookUp?: (code: string) => Promise<JewelryPiece | null>;
  disabled?: boolean;
  /** Shown under the input when the list is empty and the form was sent. */
  emptyError?: string | undefined;
}

/** What the input says after Enter: nothing when a line was added. */
export function scanEntryMessage(t: TFunction, outcome: ScanEntryOutcome): string | null {
  switch (outcome.kind) {
    case 'added':
    case 'empty':
      return null;
    case 'invalid':
      return t('stock.scan.invalid', { code: outcome.code });
    case 'duplicate':
      return t('stock.scan.duplicate', { code: outcome.code });
    case 'unknown':
      return t('stock.scan.unknown', { code: outcome.code });
  }
}

/**
 * Pieces by code, typed or scanned (a scanner types the code and Enter): each
 * looked up and shown on its line with what stands in its way, a piece once
 * only, a line removable; the count and gross weight below.
 */
export function ScanList({ lines, onChange, rules, errorOfLine, onAdded, lookUp, disabled = false, emptyError }: ScanListProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);
  // A scanner can send the next code before React re-renders: read the latest lines, not this render's.
  const latest = useRef(lines);
  latest.current = lines;
  const totals = scanTotals(lines);

  const onEnter = async () => {
    const raw = text;
    setText('');
    setLooking(true);
    try {
      const outcome = await enterScannedCode(() => latest.current, raw, lookUp ?? ((code) => getPieceByCode(code)), (line) => {
        const next = [line, ...latest.current];
        latest.current = next;
        onChange(next);
        onAdded?.(line.piece);
      });
      setMessage(scanEntryMessage(t, outcome));
    } catch (error) {
      setText(raw);
      setMessage(isApiError(error) ? error.message : t('errors.requestFailed'));
    } finally {
      setLooking(false);
    }
  };

  return (
    <Stack gap="sm">
      <ScanInput
        label={t('stock.scan.code')}
        description={t('stock.scan.hint')}
        placeholder={t('stock.scan.placeholder')}
        value={text}
        disabled={disabled}
        onText={(text) => {
          setText(text);
          setMessage(null);
        }}
        onEnter={() => void onEnter()}
        error={message ?? (lines.length === 0 ? emptyError : undefined)}
        rightSection={looking ? <Text size="xs">…</Text> : null}
        size="md"
        maw={460}
        data-autofocus
        data-testid="scan-code"
      />
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('stock.scan.empty')}
        </Text>
      ) : (
        <Stack gap={6} data-testid="scan-lines">
          {lines.map((line, index) => (
            <ScanListLine
              key={line.code}
              line={line}
              rules={rules}
              serverError={errorOfLine?.(index)}
              disabled={disabled}
              onRemove={() => onChange(removeScanLine(lines, line.code))}
            />
          ))}
        </Stack>
      )}
      <Group justify="space-between" px="xs">
        <Text size="sm" fw={600}>
          {t('stock.scan.totalPieces', { count: totals.count })}
        </Text>
        <WeightText mg={totals.grossMg} layout="inline" size="sm" />
      </Group>
    </Stack>
  );
}

function ScanListLine({
  line,
  rules,
  serverError,
  disabled,
  onRemove,
}: {
  line: ScanLine;
  rules: ScanLineRules;
  serverError: string | undefined;
  disabled: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const problems = scanLineProblems(line.piece, rules);
  const flagged = problems.length > 0 || serverError !== undefined;
  return (
    <Paper withBorder radius="md" p="xs" style={flagged ? { borderColor: 'var(--mantine-color-red-5)' } : undefined} data-code={line.piece.code}>
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <Stack gap={4} miw={0}>
          <ScanPieceSummary piece={line.piece} />
          {problems.length > 0 && (
            <Group gap={4}>
              {problems.map((problem) => (
                <Badge key={problem} color={problem === 'frozen' ? 'blue' : 'red'} variant="light" size="sm" radius="sm">
                  {t(`stock.scan.problems.${problem}`, { branch: nameOf(line.piece.branch), state: t(`stock.scan.states.${line.piece.state}`) })}
                </Badge>
              ))}
            </Group>
          )}
          {serverError && (
            <Text size="sm" c="red.7" role="alert">
              {serverError}
            </Text>
          )}
        </Stack>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <WeightText mg={line.piece.grossMg} align="right" />
          <ActionIcon variant="subtle" color="gray" onClick={onRemove} disabled={disabled} aria-label={t('stock.scan.remove', { code: line.piece.code })}>
            <IconX size={16} />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}
