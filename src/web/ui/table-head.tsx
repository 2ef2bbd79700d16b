import { Table } from '@mantine/core';

/** A table's head row: its columns of text, then its figures, set right as the figures under them are. */
export function TableHead({ names, figures = [] }: { names: readonly string[]; figures?: readonly string[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {names.map((name, column) => (
          <Table.Th key={column}>{name}</Table.Th>
        ))}
        {figures.map((figure, column) => (
          <Table.Th key={names.length + column} ta="right">
            {figure}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
