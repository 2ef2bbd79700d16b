import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconScan } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { pieceCodeSchema } from '../../../../shared/contracts/stock/jewelry-piece';
import type { StockCountDetail } from '../../../../shared/contracts/stock/stock-counts';
import { formatDateTime } from '../../../i18n/format';
import type { IntlLocale } from '../../../i18n/locale';
import { intlLocale } from '../../../../shared/units';
import { isApiError } from '../../../shell/http';
import { showSnackbar } from '../../../shell/snackbar';
import { ButtonLink, useUiLocale } from '../../../ui';
import { canAny, useMe } from '../../platform/api/get-me';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useLocalName } from '../../../ui/local-name';
import { RecordLoader } from '../../../ui/record-loader';
import { useCloseStockCount } from '../api/close-stock-count';
import { useGetStockCount } from '../api/get-stock-count';
import { useScanCountCode } from '../api/scan-count-code';
import { CountCounters } from '../components/count-counters';
import { CountPieceLists } from '../components/count-piece-lists';
import { CountScanOutcome, type LastCountScan } from '../components/count-scan-outcome';
import { CountStateBadge } from '../components/count-state-badge';
import { scanCodeText } from '../components/scan-list-lines';
import { StockTabs } from '../components/stock-tabs';
import { ScanInput } from '../../../ui/scan-input';
import { BackLink } from '../../../ui/back-link';

/** `/inventory/info-{id}`: one count: scan code after code, watch the counters, close it when the branch is done. */
export function InventoryInfoPage() {
  const { t } = useTranslation();
  const params = getRouteApi('/inventory/info-{$id}').useParams();
  const back = (
    <BackLink to="/inventory" label={t('stock.counts.backToCounts')} />
  );
  return (
    <RecordLoader
      query={useGetStockCount(Number(params.id))}
      notFound={t('stock.counts.notFound', { id: params.id })}
      loadFailed={t('stock.counts.loadFailed')}
      back={<ButtonLink to="/inventory" variant="light">{t('stock.counts.backToCounts')}</ButtonLink>}
    >
      {(count) => (
        <Stack gap="lg">
          <StockTabs />
          {back}
          <CountView count={count} />
        </Stack>
      )}
    </RecordLoader>
  );
}

/** The count's head, the scanner (while open and allowed), the counters and the lists. */
export function CountView({ count, initialScan = null }: { count: StockCountDetail; initialScan?: LastCountScan | null }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const nameOf = useLocalName();
  const { data: me } = useMe();
  const mayScan = count.state === 'open' && canAny(me, ['stock.write']);
  const [closing, setClosing] = useState(false);
  const close = useCloseStockCount();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={2}>
          <Group gap="sm">
            <Title order={1} fz={26} ff="monospace">
              {count.number}
            </Title>
            <CountStateBadge state={count.state} />
          </Group>
          <Text c="dimmed">
            {`${count.branch.code} · ${nameOf(count.branch)} · ${t('stock.counts.startedOn', { at: formatDateTime(count.createdAt, intlLocale(locale) as IntlLocale) })}`}
            {count.closedAt ? ` · ${t('stock.counts.closedOn', { at: formatDateTime(count.closedAt, intlLocale(locale) as IntlLocale) })}` : ''}
          </Text>
          {count.note && <Text size="sm">{count.note}</Text>}
        </Stack>
        {mayScan && (
          <Button color="dark" variant="light" leftSection={<IconLock size={18} />} onClick={() => setClosing(true)}>
            {t('stock.counts.close')}
          </Button>
        )}
      </Group>
      {mayScan && <CountScanner countId={count.id} initialScan={initialScan} />}
      {count.state === 'closed' && (
        <Alert color="gray" variant="light" icon={<IconLock size={18} />}>
          {t('stock.counts.closedHint')}
        </Alert>
      )}
      <CountCounters count={count} />
      <Paper p="md" radius="lg" withBorder>
        <CountPieceLists count={count} />
      </Paper>
      <ConfirmDialog
        opened={closing}
        title={t('stock.counts.closeTitle')}
        body={t('stock.counts.closeBody', { missing: count.missing, unexpected: count.unexpected })}
        confirmLabel={t('stock.counts.close')}
        loading={close.isPending}
        onClose={() => setClosing(false)}
        onConfirm={() =>
          void close.mutateAsync(count.id).then(
            (closed) => {
              setClosing(false);
              showSnackbar({ type: 'success', message: t('stock.counts.closed', { number: closed.number }) });
            },
            () => setClosing(false),
          )
        }
      />
    </Stack>
  );
}

/** A big input a scanner types into (code + Enter); the last outcome under it. */
function CountScanner({ countId, initialScan }: { countId: number; initialScan: LastCountScan | null }) {
  const { t } = useTranslation();
  const scan = useScanCountCode();
  const [text, setText] = useState('');
  const [last, setLast] = useState<LastCountScan | null>(initialScan);
  const [refusal, setRefusal] = useState<string | null>(null);
  const onEnter = async () => {
    const code = scanCodeText(text);
    setText('');
    if (code === '') return;
    if (!pieceCodeSchema.safeParse(code).success) {
      setRefusal(t('stock.scan.invalid', { code }));
      return;
    }
    setRefusal(null);
    try {
      const result = await scan.mutateAsync({ countId, code });
      setLast({ code, result });
    } catch (failure) {
      setRefusal(isApiError(failure) ? failure.message : t('errors.requestFailed'));
    }
  };
  return (
    <Stack gap="sm">
      <ScanInput
        label={t('stock.counts.scanLabel')}
        description={t('stock.scan.hint')}
        placeholder={t('stock.scan.placeholder')}
        leftSection={<IconScan size={24} />}
        size="xl"
        value={text}
        onText={(text) => {
          setText(text);
          setRefusal(null);
        }}
        onEnter={() => void onEnter()}
        error={refusal}
        autoFocus
        data-testid="count-scan"
      />
      <CountScanOutcome scan={last} />
    </Stack>
  );
}
