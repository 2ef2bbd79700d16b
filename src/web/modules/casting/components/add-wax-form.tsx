import { Button, Group, Select, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { maxPageSize } from '../../../../shared/contracts/common';
import { createWaxPieceBodySchema } from '../../../../shared/contracts/casting/create-wax-piece';
import { formatGrams } from '../../../../shared/units';
import { showSnackbar } from '../../../shell/snackbar';
import { useUiLocale, WeightInput } from '../../../ui';
import { useCreateWaxPiece } from '../api/create-wax-piece';
import { useFindWaxPieces } from '../api/find-wax-pieces';
import { useFindWaxingItems } from '../api/find-waxing-items';
import { CastRefusal } from './cast-refusal';
import { useCastForm } from './use-cast-form';
import { FormCard } from '../../../ui/form-card';

interface WaxValues {
  itemId: number | null;
  waxMg: number | null;
}

/** Weighs a wax piece for an item at the waxing stage; the item then waits for a cast. */
export function AddWaxForm({ materialCode }: { materialCode: (materialId: number) => string }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const { data: items } = useFindWaxingItems();
  // An item has one waiting wax piece at most: those already weighed are not offered again.
  const { data: waiting } = useFindWaxPieces({ pageSize: maxPageSize });
  const weighed = new Set((waiting?.items ?? []).map((piece) => piece.itemId));
  const offered = (items?.items ?? []).filter((item) => !weighed.has(item.id));
  const createWax = useCreateWaxPiece();
  const form = useCastForm({ initial: (): WaxValues => ({ itemId: null, waxMg: null }), toBody: (v) => v, schema: createWaxPieceBodySchema });
  const options = offered.map((item) => ({
    value: String(item.id),
    label: `${item.code} · ${materialCode(item.materialId)} · ${item.description}`,
  }));

  const send = async () => {
    const piece = await form.submit((body) => createWax.mutateAsync(body));
    if (!piece) return;
    showSnackbar({ type: 'success', message: t('casting.wax.added', { code: piece.itemCode, weight: formatGrams(piece.waxMg, locale) }) });
    form.reset({ itemId: null, waxMg: null });
  };

  return (
    <FormCard onSubmit={() => void send()} title={t('casting.wax.addTitle')}>
      <Group align="flex-start" gap="md">
        <Select
          label={t('casting.wax.item')}
          placeholder={t('casting.wax.itemPlaceholder')}
          nothingFoundMessage={t('casting.wax.noWaxingItems')}
          required
          searchable
          data={options}
          value={form.values.itemId === null ? null : String(form.values.itemId)}
          onChange={(value) => form.set('itemId', value ? Number(value) : null)}
          error={form.errorOf('itemId')}
          w={{ base: '100%', sm: 420 }}
        />
        <WeightInput
          label={t('casting.wax.waxWeight')}
          required
          value={form.values.waxMg}
          onChange={(mg) => form.set('waxMg', mg)}
          error={form.errorOf('waxMg')}
          w={{ base: '100%', sm: 220 }}
        />
      </Group>
      {items && offered.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('casting.wax.noWaxingItems')}
        </Text>
      )}
      <CastRefusal error={form.refusal} otherFields={form.otherErrors(['itemId', 'waxMg'])} />
      <Group justify="flex-end">
        <Button type="submit" loading={form.pending} leftSection={<IconPlus size={18} />}>
          {t('casting.wax.addSubmit')}
        </Button>
      </Group>
    </FormCard>
  );
}
