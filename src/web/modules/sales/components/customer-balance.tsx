import { Text } from '@mantine/core';
import { moneyStyle, useSalesFormat } from './invoice-money';

/** What a customer owes, USD: red while they owe, teal when the shop owes them, dimmed at nothing. */
export function CustomerBalance({ cents, size = 'sm' }: { cents: number; size?: string }) {
  const { usd } = useSalesFormat();
  const color = cents > 0 ? 'red.7' : cents < 0 ? 'teal.7' : 'dimmed';
  return (
    <Text size={size} fw={cents > 0 ? 700 : 500} c={color} style={moneyStyle} data-owing={cents > 0 ? 'true' : 'false'}>
      {usd(cents)}
    </Text>
  );
}

/** A deposit not yet applied: teal when there is some. */
export function CustomerCredit({ cents, size = 'sm' }: { cents: number; size?: string }) {
  const { usd } = useSalesFormat();
  return (
    <Text size={size} c={cents > 0 ? 'teal.7' : 'dimmed'} style={moneyStyle}>
      {usd(cents)}
    </Text>
  );
}
