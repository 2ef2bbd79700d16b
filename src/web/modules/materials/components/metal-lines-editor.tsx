import { ActionIcon, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Holder } from '../../../../shared/contracts/materials/material';
import { maxMetalLines } from '../../../../shared/contracts/materials/material';
import type { ApiError } from '../../../shell/http';
import { WeightInput } from '../../../ui';
import { FormRefusal, useIdempotentForm, type IdempotentFormOptions } from '../../../ui/idempotent-form';
import { MaterialSelect } from './material-select';
import { WeightText } from '../../../ui/weight-text';

/** One line being typed: a material and a weight, either still missing. */
export interface MetalLineDraft {
  /** React key, stable while lines are added and removed. */
  key: string;
  materialId: number | null;
  mg: number | null;
}

let lastLineKey = 0;
export function newMetalLine(materialId: number | null = null, mg: number | null = null): MetalLineDraft {
  lastLineKey += 1;
  return { key: `line-${lastLineKey}`, materialId, mg };
}

/** Lines as the contract reads them; a missing value stays null so the contract names it. */
export const metalLinesBody = (lines: readonly MetalLineDraft[]) => lines.map(({ materialId, mg }) => ({ materialId, mg }));

/** The holder's balance of a material, 0 when it holds none. */
export function balanceOf(holder: Holder | undefined, materialId: number): number {
  return holder?.balances.find((balance) => balance.materialId === materialId)?.mg ?? 0;
}

export interface MetalLinesEditorProps {
  lines: readonly MetalLineDraft[];
  onChange: (lines: MetalLineDraft[]) => void;
  /** Where the lines sit in the request body and in the server's field errors: `lines`, `inputs`. */
  path: string;
  errorOf: (path: string) => string | undefined;
  /** The holder giving the metal: its balance shows beside each line and fills it on a click. */
  giver?: Holder;
  disabled?: boolean;
}

/** Material + weight lines of a transfer, return or melt: add, remove, the giver's balance beside each. */
export function MetalLinesEditor({ lines, onChange, path, errorOf, giver, disabled }: MetalLinesEditorProps) {
  const { t } = useTranslation();
  const change = (key: string, patch: Partial<MetalLineDraft>) =>
    onChange(lines.map((line) => (line.key === key ? { ...line, ...patch } : line)));
  const chosen = lines.flatMap((line) => (line.materialId === null ? [] : [line.materialId]));

  return (
    <Stack gap="sm">
      {lines.map((line, index) => {
        const held = giver && line.materialId !== null ? balanceOf(giver, line.materialId) : null;
        const overdrawn = held !== null && line.mg !== null && giver?.physical === true && line.mg > held;
        return (
          <Group key={line.key} align="flex-start" gap="sm" wrap="wrap" data-testid="metal-line">
            <MaterialSelect
              label={t('materials.transfer.material')}
              required
              w={{ base: '100%', xs: 240 }}
              value={line.materialId}
              excludeIds={chosen}
              disabled={disabled}
              onChange={(materialId) => change(line.key, { materialId })}
              error={errorOf(`${path}.${index}.materialId`)}
            />
            <WeightInput
              label={t('units.weight')}
              required
              w={{ base: '100%', xs: 240 }}
              value={line.mg}
              disabled={disabled}
              onChange={(mg) => change(line.key, { mg })}
              error={errorOf(`${path}.${index}.mg`)}
            />
            {held !== null && (
              <Stack gap={2} pt={{ base: 0, xs: 26 }} miw={150}>
                <Text size="xs" c="dimmed">
                  {t('materials.transfer.holds', { code: giver?.code ?? '' })}
                </Text>
                <Anchor
                  component="button"
                  type="button"
                  title={t('materials.transfer.useWholeBalance')}
                  disabled={disabled || held <= 0}
                  onClick={() => change(line.key, { mg: held })}
                >
                  <WeightText mg={held} layout="inline" />
                </Anchor>
                {overdrawn && (
                  <Text size="xs" c="orange.8">
                    {t('materials.transfer.moreThanHeld')}
                  </Text>
                )}
              </Stack>
            )}
            <ActionIcon
              variant="subtle"
              color="red"
              mt={{ base: 0, xs: 28 }}
              aria-label={t('materials.transfer.removeLine')}
              title={t('materials.transfer.removeLine')}
              disabled={disabled || lines.length <= 1}
              onClick={() => onChange(lines.filter((other) => other.key !== line.key))}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        );
      })}
      {errorOf(path) && (
        <Text size="sm" c="red">
          {errorOf(path)}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={16} />}
          disabled={disabled || lines.length >= maxMetalLines}
          onClick={() => onChange([...lines, newMetalLine()])}
        >
          {t('materials.transfer.addLine')}
        </Button>
      </Group>
    </Stack>
  );
}

/** A server refusal (overdraft, over cap…) or a field error no input shows. */
export function MetalRefusal({ error, otherFields }: { error: ApiError | null; otherFields: readonly string[] }) {
  const { t } = useTranslation();
  return <FormRefusal error={error} otherFields={otherFields} title={t('materials.transfer.refused')} />;
}

/** A materials document's form: each value clears only its own server errors. */
export function useMetalDocumentForm<V extends object, Body>(options: Omit<IdempotentFormOptions<V, Body>, 'clearOnChange'>) {
  return useIdempotentForm({ ...options, clearOnChange: 'field' });
}
