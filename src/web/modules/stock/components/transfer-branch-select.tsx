import { Select, type SelectProps } from '@mantine/core';
import { useAllBranches } from '../../platform/api/find-branches';
import { useLocalName } from '../../../ui/local-name';

export interface TransferBranchSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  value: number | null;
  onChange: (branchId: number | null) => void;
  /** A branch not to offer (the other end of a transfer). */
  exceptId?: number | null;
}

/** The active branches: "PP-CM · Central Market", the name in the reader's language. */
export function TransferBranchSelect({ value, onChange, exceptId = null, ...rest }: TransferBranchSelectProps) {
  const nameOf = useLocalName();
  const { data } = useAllBranches();
  const branches = (data?.items ?? []).filter((branch) => (branch.active || branch.id === value) && branch.id !== exceptId);
  return (
    <Select
      searchable
      {...rest}
      data={branches.map((branch) => ({ value: String(branch.id), label: `${branch.code} · ${nameOf(branch)}` }))}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
    />
  );
}
