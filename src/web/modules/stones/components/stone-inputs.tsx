import { Autocomplete, Select, type AutocompleteProps, type SelectProps } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { stoneShapeValues, type StoneShape } from '../../../../shared/contracts/stones/stone';

/** What a shop usually stocks; any other name is kept as written. */
export const commonStoneTypes = ['Diamond', 'CZ', 'Ruby', 'Sapphire', 'Emerald', 'Pearl', 'Zircon', 'Topaz'];

/** The types known (charted, in lots) first, then the usual ones, each once whatever its case. */
export function stoneTypeChoices(known: readonly string[] = []): string[] {
  const seen = new Set<string>();
  return [...known, ...commonStoneTypes].filter((type) => {
    const key = type.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A stone type: one of those known or a new name. */
export function StoneTypeInput({ known, ...props }: Omit<AutocompleteProps, 'data'> & { known?: readonly string[] }) {
  return <Autocomplete maxLength={60} {...props} data={stoneTypeChoices(known)} />;
}

/** The shape's name in the reader's language. */
export function useShapeLabel() {
  const { t } = useTranslation();
  return (shape: StoneShape) => t(`stones.shapes.${shape}`);
}

export interface StoneShapeSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  value: StoneShape | null;
  onChange: (shape: StoneShape | null) => void;
}

export function StoneShapeSelect({ value, onChange, ...props }: StoneShapeSelectProps) {
  const shapeLabel = useShapeLabel();
  return (
    <Select
      {...props}
      data={stoneShapeValues.map((shape) => ({ value: shape, label: shapeLabel(shape) }))}
      value={value}
      onChange={(next) => onChange((next as StoneShape | null) ?? null)}
    />
  );
}
