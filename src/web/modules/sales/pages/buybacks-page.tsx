import { Anchor, Badge, Group, Image, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Buyback } from '../../../../shared/contracts/sales/old-gold';
import { formatCambodian, formatGrams, formatMoney } from '../../../../shared/units';
import { DataTable, type DataTableColumn } from '../../../ui';
import { imageUrl } from '../../../ui/image-url';
import { useUiLocale } from '../../../ui/use-ui-locale';
import { useAllBranches } from '../../platform/api/find-branches';
import { useLocalName } from '../../../ui/local-name';
import { buybacksPageSize as pageSize, useFindBuybacks } from '../api/find-buybacks';
import { InvoiceKindBadge } from '../components/invoice-badges';
import { useSalesFormat } from '../components/invoice-money';
import { invoicePath } from '../components/invoice-paths';
import { SalesTabs } from '../components/sales-tabs';
import { useScreenQuery } from '../../../ui/use-screen-query';


function Photos({ sources, label }: { sources: readonly string[]; label: string }) {
  if (sources.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap">
      {sources.map((src, index) => (
        <Anchor key={`${src}-${index}`} href={imageUrl(src)} target="_blank" rel="noreferrer" aria-label={`${label} ${index + 1}`}>
          <Image src={imageUrl(src, { width: 48, height: 48 })} w={48} h={48} radius="sm" fit="cover" alt={`${label} ${index + 1}`} />
        </Anchor>
      ))}
    </Group>
  );
}

/**
 * `/invoice/buybacks`: old gold bought above the owner's threshold (DESIGN
 * §3.8; Cambodia's AML/CFT law), for the owner and the managers: who sold it,
 * their identity document, what was paid for how many grams, the photos, and
 * the invoice or purchase voucher it was bought on.
 */
export function BuybacksPage() {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const nameOf = useLocalName();
  const format = useSalesFormat();
  const wide = useScreenQuery('(min-width: 62em)');
  const [page, setPage] = useState(1);
  const [branchId, setBranchId] = useState<number | undefined>(undefined);
  const { data, isFetching } = useFindBuybacks({ page, pageSize, ...(branchId === undefined ? {} : { branchId }) });
  const { data: branches } = useAllBranches();
  const weight = (mg: number) => `${formatGrams(mg, locale)} · ${formatCambodian(mg, locale)}`;

  const numberCell = (row: Buyback) => (
    <Stack gap={2} align="flex-start">
      <Anchor component={Link} to={invoicePath(row.invoiceId)} fw={600} size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
        {row.number}
      </Anchor>
      <InvoiceKindBadge kind={row.kind} />
      {row.voided && (
        <Badge color="gray" variant="light">
          {t('sales.buybacks.voided')}
        </Badge>
      )}
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {format.day(row.postingDate)} · {row.branch.code}
      </Text>
    </Stack>
  );
  const sellerCell = (row: Buyback) =>
    row.seller ? (
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          {row.seller.name}
        </Text>
        <Text size="xs">{row.seller.phone}</Text>
        <Text size="xs" c="dimmed">
          {t(`sales.pos.oldGold.seller.idTypes.${row.seller.idType}`)} · {row.seller.idNumber}
        </Text>
      </Stack>
    ) : (
      <Text size="sm" c="orange.8">
        {t('sales.buybacks.noIdentity')}
      </Text>
    );
  // On a phone the weights wrap under the amount rather than push the page sideways.
  const amountCell = (row: Buyback) => (
    <Stack gap={2} align={wide ? 'flex-end' : 'flex-start'}>
      <Text fw={700} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} data-testid="buyback-amount">
        {formatMoney(row.amountCents, 'USD', locale)}
      </Text>
      <Text size="xs" c="dimmed" style={wide ? { whiteSpace: 'nowrap' } : undefined}>
        {t('sales.buybacks.gross', { weight: weight(row.grossMg) })}
      </Text>
      <Text size="xs" c="dimmed" style={wide ? { whiteSpace: 'nowrap' } : undefined}>
        {t('sales.buybacks.fine', { weight: weight(row.fineMg) })}
      </Text>
    </Stack>
  );
  const photosCell = (row: Buyback) =>
    row.seller ? (
      <Stack gap={4}>
        <Photos sources={row.seller.idPhotos} label={t('sales.pos.oldGold.seller.idPhotos')} />
        <Photos sources={row.seller.itemPhotos} label={t('sales.pos.oldGold.seller.itemPhotos')} />
      </Stack>
    ) : null;
  const columns: DataTableColumn<Buyback>[] = wide
    ? [
        { key: 'number', header: t('sales.buybacks.columns.number'), cell: numberCell },
        { key: 'customer', header: t('sales.buybacks.columns.customer'), cell: (row) => <Text size="sm">{row.customer?.name ?? t('sales.buybacks.walkIn')}</Text> },
        { key: 'seller', header: t('sales.buybacks.columns.seller'), cell: sellerCell },
        { key: 'amount', header: t('sales.buybacks.columns.amount'), align: 'right', cell: amountCell },
        { key: 'photos', header: t('sales.buybacks.columns.photos'), cell: photosCell },
      ]
    : [
        {
          key: 'all',
          header: t('sales.buybacks.columns.number'),
          cell: (row) => (
            <Stack gap={6}>
              {numberCell(row)}
              {amountCell(row)}
              {sellerCell(row)}
              <Group gap={4}>{photosCell(row)}</Group>
            </Stack>
          ),
        },
      ];

  return (
    <Stack gap="md">
      <SalesTabs />
      <Stack gap={2}>
        <Title order={1} fz={26}>
          {t('sales.buybacks.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {data ? t('sales.buybacks.subtitle', { amount: formatMoney(data.thresholdCents, 'USD', locale) }) : ' '}
        </Text>
      </Stack>
      <Paper p="sm" radius="md" withBorder>
        <Select
          label={t('sales.buybacks.branch')}
          size="xs"
          w={{ base: '100%', sm: 240 }}
          clearable
          placeholder={t('sales.buybacks.allBranches')}
          data={(branches?.items ?? []).map((branch) => ({ value: String(branch.id), label: `${branch.code} · ${nameOf(branch)}` }))}
          value={branchId === undefined ? null : String(branchId)}
          onChange={(value) => {
            setBranchId(value === null ? undefined : Number(value));
            setPage(1);
          }}
        />
      </Paper>
      <DataTable
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(row) => row.invoiceId}
        page={page}
        pageSize={pageSize}
        total={data?.total ?? 0}
        onPageChange={setPage}
        loading={isFetching}
        emptyText={t('sales.buybacks.empty')}
      />
    </Stack>
  );
}
