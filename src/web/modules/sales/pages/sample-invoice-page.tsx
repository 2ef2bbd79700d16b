import { Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCashRegister, IconFileInvoice, IconFileUnknown, IconList, IconPrinter } from '@tabler/icons-react';
import { getRouteApi, Link, Navigate, useNavigate } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { shopDayOf } from '../../../i18n/format';
import { CenteredMessage } from '../../../shell/centered-message';
import { isApiError } from '../../../shell/http';
import { ButtonLink, SheetLanguagePicker, useSheetLanguage } from '../../../ui';
import { canAny, useMe } from '../../platform/api/get-me';
import { useSampleInvoice } from '../api/get-sample-invoice';
import { invoicePath } from '../components/invoice-paths';
import { SampleInvoiceForm } from '../components/sample-invoice-form';
import { sampleExpired, sampleInvoiceTarget, sellSampleTarget } from '../components/sample-invoice-paths';
import { SampleInvoiceSheet } from '../components/sample-invoice-sheet';
import { SalesTabs } from '../components/sales-tabs';
import { sheetClasses } from '../components/statement-sheet';
import { useShopHeader } from '../components/shop-header';
import { StonesTabs } from '../../stones/index';
import type { PosEntryKind } from '../api/sales-searches';

const listPath = '/sample_invoice_list';

/** `/sample_invoice`: a new quotation (`?kind=stone` adds stones first); `?id=` one saved, printable, to be sold at the counter. */
export function SampleInvoicePage() {
  const { id, kind } = getRouteApi('/sample_invoice').useSearch();
  return id ? <SampleInvoiceView id={Number(id)} onStones={false} /> : <SampleInvoiceNew kind={kind ?? 'piece'} onStones={false} />;
}

/** `/sample_invoice_stone`: the same quotation, opened on stones in the stones section (docs/design.md §3.7). */
export function SampleInvoiceStonePage() {
  const { id, kind } = getRouteApi('/sample_invoice_stone').useSearch();
  return id ? <SampleInvoiceView id={Number(id)} onStones /> : <SampleInvoiceNew kind={kind ?? 'stone'} onStones />;
}

/** The section the quotation is opened from: its tabs (hidden in print). */
const SectionTabs = ({ onStones }: { onStones: boolean }) => <div className={sheetClasses.noPrint}>{onStones ? <StonesTabs /> : <SalesTabs />}</div>;

function SampleInvoiceNew({ kind, onStones }: { kind: PosEntryKind; onStones: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: me } = useMe();
  if (me && !canAny(me, ['sales.write'])) return <Navigate to={onStones ? '/gem_stone' : listPath} replace />;
  return (
    <Stack gap="md">
      <SectionTabs onStones={onStones} />
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1} fz={26}>
            {onStones ? t('stones.quote.title') : t('sales.quotes.newTitle')}
          </Title>
          <Text c="dimmed" size="sm">
            {onStones ? t('stones.quote.subtitle') : t('sales.quotes.newSubtitle')}
          </Text>
        </Stack>
        <Button variant="subtle" size="xs" component={Link} to={listPath} leftSection={<IconList size={16} />}>
          {t('sales.quotes.backToList')}
        </Button>
      </Group>
      <SampleInvoiceForm kind={kind} onSaved={(sample) => void navigate(sampleInvoiceTarget(sample.id, onStones))} />
    </Stack>
  );
}

/** A saved quotation: the A4 sheet in Khmer or English; sell it at the POS, or its invoice once sold. */
export function SampleInvoiceView({ id, onStones }: { id: number; onStones: boolean }) {
  const { t } = useTranslation();
  const { language, setLanguage, sheetT } = useSheetLanguage();
  const shop = useShopHeader(language, sheetT('app.title'));
  const { data: me } = useMe();
  const { data: sample, error, isPending } = useSampleInvoice(id);

  if (isPending)
    return (
      <Group justify="center" p="xl">
        <Loader color="gold" type="dots" />
      </Group>
    );
  if (!sample) {
    const missing = isApiError(error) && (error.status === 404 || error.status === 400);
    return (
      <CenteredMessage
        icon={<IconFileUnknown size={36} />}
        title={missing ? t('sales.quotes.notFound', { id }) : t('sales.quotes.loadFailed')}
        actions={
          <Button component={Link} to={listPath} variant="light">
            {t('sales.quotes.backToList')}
          </Button>
        }
      />
    );
  }
  const expired = sample.convertedInvoice === null && sampleExpired(sample.validUntil, shopDayOf(new Date()));
  // A quotation of stones only is sold at the counter opened on stones.
  const stones = sample.lines.length > 0 && sample.lines.every((line) => line.kind === 'stone');
  const sell = sellSampleTarget(sample.id, stones);
  return (
    <Stack gap="md">
      <SectionTabs onStones={onStones} />
      <Group justify="space-between" className={sheetClasses.noPrint} wrap="wrap" gap="sm">
        <Group gap="sm">
          <Button component={Link} to={listPath} variant="subtle" px={0} leftSection={<IconList size={16} />}>
            {t('sales.quotes.backToList')}
          </Button>
          {expired && (
            <Badge color="gray" variant="light" data-testid="sample-expired">
              {t('sales.quotes.expired')}
            </Badge>
          )}
        </Group>
        <Group gap="md">
          <SheetLanguagePicker label={t('sales.quotes.sheetLanguage')} value={language} onChange={setLanguage} />
          <Button variant="default" leftSection={<IconPrinter size={18} />} onClick={() => window.print()}>
            {t('sales.quotes.print')}
          </Button>
          {sample.convertedInvoice ? (
            <Button component={Link} to={invoicePath(sample.convertedInvoice.id)} variant="light" leftSection={<IconFileInvoice size={18} />} data-testid="sample-invoice-link">
              {t('sales.quotes.soldAs', { number: sample.convertedInvoice.number })}
            </Button>
          ) : (
            canAny(me, ['sales.write']) && (
              <ButtonLink {...sell} leftSection={<IconCashRegister size={18} />} data-testid="sample-sell">
                {stones ? t('stones.quote.sell') : t('sales.quotes.sell')}
              </ButtonLink>
            )
          )}
        </Group>
      </Group>
      {/* On a phone the quotation's table is wider than the sheet: it scrolls here, not the page. */}
      <div className={sheetClasses.scroll}>
        <SampleInvoiceSheet sample={sample} language={language} t={sheetT} shop={shop} />
      </div>
    </Stack>
  );
}
