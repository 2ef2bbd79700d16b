import { Badge, Button, Checkbox, Group, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPackageImport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { PendingPiece, StockDocument } from '../../../../shared/contracts/stock/stock-documents';
import { acceptPiecesBodySchema } from '../../../../shared/contracts/stock/stock-documents';
import { WeightInput } from '../../../ui';
import { useFindHolders } from '../../materials/api/find-holders';
import { canAny, useMe } from '../../platform/api/get-me';
import { useAllBranches } from '../../platform/api/find-branches';
import { FormRefusal, useIdempotentForm } from '../../../ui/idempotent-form';
import { useLocalName } from '../../../ui/local-name';
import { useAcceptPieces } from '../api/accept-pieces';
import { useFindPending } from '../api/find-pending';
import { PiecePhoto } from '../components/piece-photo';
import { StockAcceptResult } from '../components/stock-accept-result';
import { acceptSourceKinds, defaultAcceptBranchId, defaultSourceHolderId } from '../components/stock-accept-defaults';
import { useStockNames } from '../components/stock-names';
import { StockTabs } from '../components/stock-tabs';
import { TagPrintView, type PieceTag } from '../components/tag-sheet';
import { WeightText } from '../../../ui/weight-text';
import { PostingDateField, postingDateBody, todayPosting } from '../../../ui/posting-date-field';
import { PageTitle } from '../../../ui/page-title';

interface AcceptLine {
  ticked: boolean;
  grossMg: number | null;
  stoneMg: number | null;
}

interface AcceptValues {
  /** null: the default (the user's branch, else the workshop's). */
  branchId: number | null;
  /** null: the casting room. */
  sourceHolderId: number | null;
  note: string;
  /** The acceptance's posting day ('' today) and why it is earlier (PostingDateField). */
  postingDate: string;
  postingDateReason: string;
  /** By item id; an item not here is unticked, weighed at its last weight, no stones. */
  lines: Readonly<Record<number, AcceptLine>>;
}

const emptyValues: AcceptValues = { branchId: null, sourceHolderId: null, note: '', ...todayPosting, lines: {} };

/** An item's line as the form holds it: untouched, its last recorded weight. */
export const acceptLineOf = (values: AcceptValues, item: PendingPiece): AcceptLine =>
  values.lines[item.itemId] ?? { ticked: false, grossMg: item.lastWeightMg, stoneMg: 0 };

/** `/jewelry/stock/pending`: finished items waiting to go into stock; tick, weigh, accept into a branch. */
export function StockPendingPage() {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const { data: me } = useMe();
  const canWrite = canAny(me, ['stock.write']);
  const { data: pending, isPending: loading } = useFindPending();
  const { data: branches } = useAllBranches();
  const { data: holders } = useFindHolders({ active: 'true' });
  const names = useStockNames();
  const accept = useAcceptPieces();
  const [result, setResult] = useState<{ document: StockDocument; tags: PieceTag[] } | null>(null);
  const [printing, setPrinting] = useState(false);

  const items = pending?.items ?? [];
  const sources = (holders?.items ?? []).filter((h) => acceptSourceKinds.includes(h.kind));
  const branchList = (branches?.items ?? []).filter((b) => b.active);
  const fallbackBranchId = defaultAcceptBranchId(me?.user.branchId, holders?.items ?? [], branchList.map((b) => b.id));
  const fallbackSourceId = defaultSourceHolderId(sources);

  const form = useIdempotentForm({
    initial: emptyValues,
    schema: acceptPiecesBodySchema,
    toBody: (values: AcceptValues) => ({
      branchId: values.branchId ?? fallbackBranchId,
      sourceHolderId: values.sourceHolderId ?? fallbackSourceId,
      note: values.note,
      lines: items
        .map((item) => ({ item, line: acceptLineOf(values, item) }))
        .filter(({ line }) => line.ticked)
        .map(({ item, line }) => ({ itemId: item.itemId, grossMg: line.grossMg, stoneMg: line.stoneMg ?? 0 })),
      ...postingDateBody(values),
    }),
  });
  const ticked = items.filter((item) => acceptLineOf(form.values, item).ticked);
  const setLine = (item: PendingPiece, change: Partial<AcceptLine>) =>
    form.set('lines', { ...form.values.lines, [item.itemId]: { ...acceptLineOf(form.values, item), ...change } });
  const tickAll = (on: boolean) =>
    form.set('lines', Object.fromEntries(items.map((item) => [item.itemId, { ...acceptLineOf(form.values, item), ticked: on }])));

  const submit = async () => {
    const byCode = new Map(items.map((item) => [item.code, item]));
    const document = await form.submit((body, idempotencyKey) => accept.mutateAsync({ body, idempotencyKey }));
    if (!document) return;
    const tags = document.lines.map((line): PieceTag => {
      const item = byCode.get(line.code);
      return {
        code: line.code,
        grossMg: line.grossMg,
        categoryCode: item ? (names.category(item.categoryId)?.code ?? null) : null,
        categoryNameKh: item ? (names.category(item.categoryId)?.nameKh ?? null) : null,
        materialCode: item ? (names.material(item.materialId)?.code ?? '') : '',
      };
    });
    setResult({ document, tags });
    form.reset({ ...emptyValues, branchId: form.values.branchId, sourceHolderId: form.values.sourceHolderId });
  };

  if (printing && result) return <TagPrintView tags={result.tags} onBack={() => setPrinting(false)} />;

  /** A line's error path is by its place among the ticked lines, as the body lists them. */
  const lineError = (item: PendingPiece, field: 'grossMg' | 'stoneMg') => {
    const index = ticked.indexOf(item);
    return index < 0 ? undefined : form.errorOf(`lines.${index}.${field}`);
  };
  const shownFields = (path: string) => /^(branchId|sourceHolderId|note|postingDate|postingDateReason|lines\.\d+\.(grossMg|stoneMg))$/.test(path);

  return (
    <Stack gap="lg">
      <StockTabs />
      <PageTitle title={t('stock.pending.title')} subtitle={t('stock.pending.subtitle')} />
      {result && <StockAcceptResult document={result.document} onPrintTags={() => setPrinting(true)} onDismiss={() => setResult(null)} />}
      <Paper p="md" radius="lg" withBorder>
        <Stack gap="md">
          {canWrite && (
            <Group gap="md" align="flex-start">
              <Select
                label={t('stock.pending.branch')}
                data={branchList.map((b) => ({ value: String(b.id), label: `${b.code} · ${nameOf(b)}` }))}
                value={String(form.values.branchId ?? fallbackBranchId ?? '') || null}
                onChange={(value) => form.set('branchId', value ? Number(value) : null)}
                error={form.errorOf('branchId')}
                allowDeselect={false}
                w={{ base: '100%', sm: 240 }}
              />
              <Select
                label={t('stock.pending.source')}
                data={sources.map((h) => ({ value: String(h.id), label: `${h.code} · ${nameOf(h)}` }))}
                value={String(form.values.sourceHolderId ?? fallbackSourceId ?? '') || null}
                onChange={(value) => form.set('sourceHolderId', value ? Number(value) : null)}
                error={form.errorOf('sourceHolderId')}
                searchable
                allowDeselect={false}
                w={{ base: '100%', sm: 280 }}
              />
              <TextInput
                label={t('stock.pending.note')}
                value={form.values.note}
                onChange={(event) => form.set('note', event.currentTarget.value)}
                error={form.errorOf('note')}
                maxLength={500}
                style={{ flex: 1 }}
                miw={200}
              />
            </Group>
          )}
          {canWrite && (
            <PostingDateField form={form} />
          )}
          <Table.ScrollContainer minWidth={820}>
            <Table verticalSpacing="xs" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={36}>
                    {canWrite && (
                      <Checkbox
                        aria-label={t('stock.pending.tickAll')}
                        checked={items.length > 0 && ticked.length === items.length}
                        indeterminate={ticked.length > 0 && ticked.length < items.length}
                        disabled={items.length === 0}
                        onChange={(event) => tickAll(event.currentTarget.checked)}
                      />
                    )}
                  </Table.Th>
                  <Table.Th w={64}>{t('stock.pieces.photo')}</Table.Th>
                  <Table.Th>{t('stock.pieces.code')}</Table.Th>
                  <Table.Th>{t('stock.pieces.description')}</Table.Th>
                  <Table.Th ta="right">{t('stock.pending.lastWeight')}</Table.Th>
                  {canWrite && <Table.Th w={200}>{t('stock.pending.gross')}</Table.Th>}
                  {canWrite && <Table.Th w={170}>{t('stock.pending.stones')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => {
                  const line = acceptLineOf(form.values, item);
                  const category = names.category(item.categoryId);
                  const material = names.material(item.materialId);
                  return (
                    <Table.Tr key={item.itemId} data-code={item.code}>
                      <Table.Td>
                        {canWrite && (
                          <Checkbox
                            aria-label={t('stock.pieces.tick', { code: item.code })}
                            checked={line.ticked}
                            onChange={(event) => setLine(item, { ticked: event.currentTarget.checked })}
                          />
                        )}
                      </Table.Td>
                      <Table.Td>
                        <PiecePhoto src={item.photoUrl} alt={item.code} />
                      </Table.Td>
                      <Table.Td>
                        <Stack gap={2} align="flex-start">
                          <Text size="sm" fw={600} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                            {item.code}
                          </Text>
                          {item.preOrderNumber && (
                            <Badge variant="light" color="grape" size="sm">
                              {t('stock.pending.preOrder', { number: item.preOrderNumber })}
                            </Badge>
                          )}
                        </Stack>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{item.description || '—'}</Text>
                        <Text size="xs" c="dimmed">
                          {[category ? nameOf(category) : null, material?.code].filter(Boolean).join(' · ')}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <WeightText mg={item.lastWeightMg} align="right" />
                      </Table.Td>
                      {canWrite && (
                        <Table.Td>
                          <WeightInput
                            aria-label={t('stock.pending.grossOf', { code: item.code })}
                            value={line.grossMg}
                            onChange={(grossMg) => setLine(item, { grossMg, ticked: true })}
                            error={lineError(item, 'grossMg')}
                            size="sm"
                          />
                        </Table.Td>
                      )}
                      {canWrite && (
                        <Table.Td>
                          <WeightInput
                            aria-label={t('stock.pending.stonesOf', { code: item.code })}
                            value={line.stoneMg}
                            onChange={(stoneMg) => setLine(item, { stoneMg, ticked: true })}
                            error={lineError(item, 'stoneMg')}
                            size="sm"
                          />
                        </Table.Td>
                      )}
                    </Table.Tr>
                  );
                })}
                {items.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={canWrite ? 7 : 5}>
                      <Text c="dimmed" ta="center" py="lg">
                        {loading ? t('stock.pending.loading') : t('stock.pending.empty')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <FormRefusal error={form.refusal} otherFields={form.otherErrors(shownFields)} title={t('stock.pending.refused')} />
          {canWrite && (
            <Group justify="flex-end">
              <Button leftSection={<IconPackageImport size={18} />} onClick={() => void submit()} loading={form.pending} disabled={ticked.length === 0}>
                {t('stock.pending.accept', { count: ticked.length })}
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
