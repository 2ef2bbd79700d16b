import { Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconQuestionMark, IconRepeat } from '@tabler/icons-react';
import type { TFunction } from '../../../i18n/translator';
import { useTranslation } from '../../../i18n/use-translation';
import type { ScanResult } from '../../../../shared/contracts/stock/stock-counts';
import { localName } from '../../../ui/local-name';

/** The last code scanned into a count and what the server said of it. */
export interface LastCountScan {
  code: string;
  result: ScanResult;
}

export interface CountOutcomeView {
  color: 'green' | 'gray' | 'orange' | 'red';
  title: string;
  detail: string;
}

/**
 * How the last scan reads across the room: found (green), counted already
 * (grey), a piece that is not this branch's stock (orange, with where it
 * really is), no piece at all (red).
 */
export function countOutcomeView(t: TFunction, scan: LastCountScan, language: string): CountOutcomeView {
  const { outcome, piece } = scan.result;
  const code = piece?.code ?? scan.code;
  const described = piece ? `${code} · ${piece.description || piece.materialCode}` : code;
  switch (outcome) {
    case 'found':
      return { color: 'green', title: t('stock.counts.outcome.found'), detail: described };
    case 'again':
      return { color: 'gray', title: t('stock.counts.outcome.again'), detail: described };
    case 'unexpected': {
      const where = !piece
        ? ''
        : piece.state === 'in_stock'
          ? t('stock.counts.outcome.isAt', { branch: `${piece.branch.code} · ${localName(piece.branch, language)}` })
          : t('stock.counts.outcome.isState', { state: t(`stock.scan.states.${piece.state}`) });
      return { color: 'orange', title: t('stock.counts.outcome.unexpected'), detail: where ? `${described} — ${where}` : described };
    }
    case 'unknown':
      return { color: 'red', title: t('stock.counts.outcome.unknown'), detail: code };
  }
}

const icons = { green: IconCircleCheck, gray: IconRepeat, orange: IconAlertTriangle, red: IconQuestionMark } as const;

/** The last scan's outcome, big and coloured; before any scan, what to do. */
export function CountScanOutcome({ scan }: { scan: LastCountScan | null }) {
  const { t, i18n } = useTranslation();
  if (!scan)
    return (
      <Paper radius="lg" p="lg" withBorder bg="gray.0" data-outcome="none">
        <Text c="dimmed" ta="center">
          {t('stock.counts.outcome.waiting')}
        </Text>
      </Paper>
    );
  const view = countOutcomeView(t, scan, i18n.language);
  const Icon = icons[view.color];
  const shade = view.color === 'gray' ? 6 : 7;
  return (
    <Paper
      radius="lg"
      p="lg"
      bg={`${view.color}.${shade}`}
      c="white"
      role="status"
      aria-live="polite"
      data-outcome={scan.result.outcome}
      data-testid="count-outcome"
    >
      <Stack gap={4} align="center">
        <Icon size={40} />
        <Text fz={28} fw={800} ta="center">
          {view.title}
        </Text>
        <Text fz="lg" ta="center" ff="monospace">
          {view.detail}
        </Text>
      </Stack>
    </Paper>
  );
}
