import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './a4-sheet.module.css';

/** One of a sheet's fields: its label, small and grey, over its value. */
export function sheetField(label: string, value: ReactNode) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </div>
  );
}

/** The shop as a sheet names it, already in the sheet's language. */
export interface SheetShop {
  name: string;
  address?: string;
  phone?: string;
}

/** The head of a sheet: the shop's name, address and phone on the left, the sheet's title and number on the right. */
export function SheetHead({ shop, title, number }: { shop: SheetShop; title: string; number: string }) {
  return (
    <div className={classes.head}>
      <div>
        <Text fw={700} fz="lg">
          {shop.name}
        </Text>
        {shop.address && <Text size="xs">{shop.address}</Text>}
        {shop.phone && <Text size="xs">{shop.phone}</Text>}
      </div>
      <div style={{ textAlign: 'right' }}>
        <Title order={2} fz={20}>
          {title}
        </Title>
        <Text fw={700} className={classes.number}>
          {number}
        </Text>
      </div>
    </div>
  );
}

/** The foot of a sheet: a space to sign over each signer's name (already in the sheet's language). */
export function SheetSignatures({ signers }: { signers: readonly string[] }) {
  return (
    <div className={classes.signatures} style={signers.length === 2 ? undefined : { gridTemplateColumns: `repeat(${signers.length}, 1fr)` }}>
      {signers.map((signer) => (
        <div key={signer} className={classes.signature}>
          <div className={classes.signatureSpace} />
          <Text size="xs">{signer}</Text>
        </div>
      ))}
    </div>
  );
}

/**
 * A sheet table's head: the columns that name things (a number, a jeweller, a
 * shape), then the figures, set to the right like the figures below them.
 */
export function SheetTableHead({ names, figures }: { names: readonly string[]; figures: readonly string[] }) {
  return (
    <thead>
      <tr>
        {names.map((name, column) => (
          <th key={column}>{name}</th>
        ))}
        {figures.map((figure, column) => (
          <th key={names.length + column} className={classes.figure}>
            {figure}
          </th>
        ))}
      </tr>
    </thead>
  );
}
