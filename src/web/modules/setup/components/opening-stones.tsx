import { ActionIcon, Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Branch } from '../../../../shared/contracts/platform/branch';
import { stoneShapeValues, type StoneShape } from '../../../../shared/contracts/stones/stone';
import { formatCarats, parseCarats } from '../../../../shared/units';
import { parseScaledDecimal, useUiLocale } from '../../../ui';
import { useLocalName } from '../../../ui/local-name';

/** A stone lot as typed: the size in mm and the weight in carats as text, read exactly. */
export interface OpeningStoneDraft {
  key: number;
  stoneType: string;
  shape: StoneShape;
  sizeMm: string;
  count: string;
  carats: string;
  branchId: number | null;
}

let lastKey = 0;
export const newOpeningStone = (branchId: number | null): OpeningStoneDraft => ({
  key: ++lastKey,
  stoneType: '',
  shape: 'round',
  sizeMm: '',
  count: '',
  carats: '',
  branchId,
});

/** The lot as the contract reads it; a figure that does not read stays NaN for the contract to name. */
export function openingStoneBody(stone: OpeningStoneDraft) {
  const carats = parseCarats(stone.carats);
  return {
    stoneType: stone.stoneType,
    shape: stone.shape,
    // Hundredths of a mm: 1.50 mm = 150.
    sizeCmm: parseScaledDecimal(stone.sizeMm, 2) ?? Number.NaN,
    count: /^\d+$/.test(stone.count.trim()) ? Number(stone.count.trim()) : Number.NaN,
    weightMct: carats.ok ? carats.value : Number.NaN,
    branchId: stone.branchId ?? Number.NaN,
  };
}

export interface OpeningStonesProps {
  stones: readonly OpeningStoneDraft[];
  onChange: (stones: OpeningStoneDraft[]) => void;
  branches: readonly Branch[];
  errorOf: (field: string) => string | undefined;
  disabled: boolean;
}

/** The stones in stock on the go-live day, lot by lot: each is received as a lot against the opening document. */
export function OpeningStones({ stones, onChange, branches, errorOf, disabled }: OpeningStonesProps) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const localName = useLocalName();
  const set = (key: number, patch: Partial<OpeningStoneDraft>) => onChange(stones.map((s) => (s.key === key ? { ...s, ...patch } : s)));
  return (
    <Stack gap="sm">
      {stones.map((stone, i) => {
        const carats = parseCarats(stone.carats);
        return (
          <Card key={stone.key} withBorder radius="md" p="sm" data-testid={`opening-stone-${i}`}>
            <Group justify="space-between" wrap="nowrap" mb={4}>
              <Text size="sm" fw={600}>
                {t('setup.opening.stoneLot', { n: i + 1 })}
              </Text>
              <ActionIcon variant="subtle" color="red" aria-label={t('setup.opening.removeStone')} disabled={disabled} onClick={() => onChange(stones.filter((s) => s.key !== stone.key))}>
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
            <SimpleGrid cols={{ base: 2, sm: 3 }}>
              <TextInput size="xs" label={t('setup.opening.stoneType')} placeholder={t('setup.opening.stoneTypePlaceholder')} required disabled={disabled} value={stone.stoneType} onChange={(e) => set(stone.key, { stoneType: e.currentTarget.value })} error={errorOf(`stones.${i}.stoneType`)} data-testid={`opening-stone-${i}-type`} />
              <Select
                size="xs"
                label={t('setup.opening.shape')}
                disabled={disabled}
                allowDeselect={false}
                data={stoneShapeValues.map((shape) => ({ value: shape, label: t(`stones.shapes.${shape}`) }))}
                value={stone.shape}
                onChange={(shape) => shape && set(stone.key, { shape: shape as StoneShape })}
                error={errorOf(`stones.${i}.shape`)}
              />
              <TextInput size="xs" label={t('setup.opening.sizeMm')} inputMode="decimal" required disabled={disabled} value={stone.sizeMm} onChange={(e) => set(stone.key, { sizeMm: e.currentTarget.value })} error={errorOf(`stones.${i}.sizeCmm`)} data-testid={`opening-stone-${i}-size`} />
              <TextInput size="xs" label={t('setup.opening.count')} inputMode="numeric" required disabled={disabled} value={stone.count} onChange={(e) => set(stone.key, { count: e.currentTarget.value })} error={errorOf(`stones.${i}.count`)} data-testid={`opening-stone-${i}-count`} />
              <TextInput
                size="xs"
                label={t('setup.opening.carats')}
                inputMode="decimal"
                required
                disabled={disabled}
                value={stone.carats}
                description={carats.ok ? formatCarats(carats.value, locale) : undefined}
                onChange={(e) => set(stone.key, { carats: e.currentTarget.value })}
                error={errorOf(`stones.${i}.weightMct`)}
                data-testid={`opening-stone-${i}-carats`}
              />
              <Select
                size="xs"
                label={t('setup.opening.branch')}
                disabled={disabled}
                allowDeselect={false}
                data={branches.map((b) => ({ value: String(b.id), label: `${b.code} · ${localName(b)}` }))}
                value={stone.branchId === null ? null : String(stone.branchId)}
                onChange={(value) => value && set(stone.key, { branchId: Number(value) })}
                error={errorOf(`stones.${i}.branchId`)}
              />
            </SimpleGrid>
          </Card>
        );
      })}
      <Group>
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} disabled={disabled} onClick={() => onChange([...stones, newOpeningStone(branches[0]?.id ?? null)])} data-testid="opening-add-stone">
          {t('setup.opening.addStone')}
        </Button>
      </Group>
    </Stack>
  );
}
