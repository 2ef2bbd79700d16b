import { Alert, Badge, Button, Group, Modal, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconCash, IconLock, IconLockOpen, IconSignature } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { StatementByDay } from '../../../../shared/contracts/sales/statement-by-day';
import type { Till } from '../../../../shared/contracts/sales/till';
import { formatMoney, type Currency } from '../../../../shared/units';
import { isApiError } from '../../../shell/http';
import { newIdempotencyKey } from '../../../shell/idempotency-key';
import { MoneyInput } from '../../../ui/money-input';
import { useUiLocale } from '../../../ui/use-ui-locale';
import { canAny, useMe } from '../../platform/api/get-me';
import { useCloseTill, useMoveTillCash, useOpenTill, useSignTill } from '../api/till';
import { ChoiceControl } from '../../../ui/choice-control';

/**
 * The day's till on `/statement_by_day` (DESIGN §3.8), on screen only: its
 * state and the actions the reader may take: open it with a float per
 * currency (today), move cash in or out with a reason, close it with what
 * was counted per method and currency, sign the close off (a manager).
 */
export function TillPanel({ statement, today }: { statement: StatementByDay; today: string }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const [dialog, setDialog] = useState<'open' | 'move' | 'close' | 'sign' | null>(null);
  const till = statement.till;
  const mayWork = canAny(me, ['sales.write']);
  const maySign = canAny(me, ['sales.tillSign']);
  const state = !till ? 'none' : till.signedAt ? 'signed' : till.closedAt ? 'closed' : 'open';
  const colors = { none: 'gray', open: 'green', closed: 'orange', signed: 'blue' } as const;

  return (
    <Paper p="md" radius="lg" withBorder data-testid="till-panel" data-till-state={state}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <Text fw={700}>{t('sales.till.title')}</Text>
            <Badge color={colors[state]} variant="light">
              {t(`sales.till.states.${state}`)}
            </Badge>
          </Group>
          <Group gap="xs" wrap="wrap">
            {state === 'none' && mayWork && statement.day === today && (
              <Button size="sm" leftSection={<IconLockOpen size={16} />} onClick={() => setDialog('open')} data-testid="till-open">
                {t('sales.till.open')}
              </Button>
            )}
            {state === 'open' && mayWork && (
              <>
                <Button size="sm" variant="default" leftSection={<IconCash size={16} />} onClick={() => setDialog('move')} data-testid="till-move">
                  {t('sales.till.move')}
                </Button>
                <Button size="sm" leftSection={<IconLock size={16} />} onClick={() => setDialog('close')} data-testid="till-close">
                  {t('sales.till.close')}
                </Button>
              </>
            )}
            {state === 'closed' && maySign && (
              <Button size="sm" leftSection={<IconSignature size={16} />} onClick={() => setDialog('sign')} data-testid="till-sign">
                {t('sales.till.sign')}
              </Button>
            )}
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {state === 'none' ? t('sales.till.noneHint') : state === 'open' ? t('sales.till.openHint') : t('sales.till.closedHint')}
        </Text>
      </Stack>
      {dialog === 'open' && <OpenDialog branchId={statement.branch.id} day={statement.day} onClose={() => setDialog(null)} />}
      {till && dialog === 'move' && <MoveDialog till={till} onClose={() => setDialog(null)} />}
      {till && dialog === 'close' && <CloseDialog till={till} onClose={() => setDialog(null)} />}
      {till && dialog === 'sign' && <SignDialog till={till} onClose={() => setDialog(null)} />}
    </Paper>
  );
}

/** The server's refusal: its message and each field's. */
function Refusal({ error }: { error: unknown }) {
  if (!error) return null;
  const message = error instanceof Error ? error.message : String(error);
  const fields = isApiError(error) && error.fields ? Object.values(error.fields) : [];
  return (
    <Alert color="red" data-testid="till-error">
      <Stack gap={2}>
        <Text size="sm">{message}</Text>
        {fields.map((f, i) => (
          <Text key={i} size="sm">
            {f}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}

function Dialog({ title, onClose, children }: { title: string; onClose(): void; children: ReactNode }) {
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{title}</Text>} centered size="md">
      {children}
    </Modal>
  );
}

function OpenDialog({ branchId, day, onClose }: { branchId: number; day: string; onClose(): void }) {
  const { t } = useTranslation();
  const open = useOpenTill();
  const [key] = useState(newIdempotencyKey);
  const [usd, setUsd] = useState<number | null>(0);
  const [khr, setKhr] = useState<number | null>(0);
  const ready = usd !== null && khr !== null;
  const submit = () =>
    ready &&
    open.mutate(
      { body: { branchId, day, floats: [{ currency: 'USD', amountMinor: usd }, { currency: 'KHR', amountMinor: khr }] }, idempotencyKey: key },
      { onSuccess: onClose },
    );
  return (
    <Dialog title={t('sales.till.openTitle')} onClose={onClose}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('sales.till.floatHint')}
        </Text>
        <MoneyInput label={t('sales.till.floatUsd')} currency="USD" value={usd} onChange={setUsd} data-testid="till-float-USD" error={usd === null ? t('sales.till.wholeMinor') : undefined} />
        <MoneyInput label={t('sales.till.floatKhr')} currency="KHR" value={khr} onChange={setKhr} data-testid="till-float-KHR" error={khr === null ? t('sales.till.wholeMinor') : undefined} />
        <Refusal error={open.error} />
        <Button onClick={submit} loading={open.isPending} disabled={!ready} data-testid="till-open-submit">
          {t('sales.till.open')}
        </Button>
      </Stack>
    </Dialog>
  );
}

function MoveDialog({ till, onClose }: { till: Till; onClose(): void }) {
  const { t } = useTranslation();
  const move = useMoveTillCash(till.id);
  const [key] = useState(newIdempotencyKey);
  const [direction, setDirection] = useState<'in' | 'out'>('out');
  const [currency, setCurrency] = useState<Currency>('USD');
  const [amount, setAmount] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const ready = amount !== null && amount > 0 && reason.trim().length > 0;
  const submit = () => ready && move.mutate({ body: { direction, currency, amountMinor: amount, reason: reason.trim() }, idempotencyKey: key }, { onSuccess: onClose });
  return (
    <Dialog title={t('sales.till.moveTitle')} onClose={onClose}>
      <Stack gap="sm">
        <ChoiceControl
          fullWidth
          value={direction}
          onChange={(value) => setDirection(value as 'in' | 'out')}
          data={[
            { value: 'out', label: t('sales.till.cashOut') },
            { value: 'in', label: t('sales.till.cashIn') },
          ]}
          data-testid="till-move-direction"
        />
        <MoneyInput label={t('sales.till.amount')} currency={currency} onCurrencyChange={setCurrency} value={amount} onChange={setAmount} data-testid="till-move-amount" />
        <TextInput label={t('sales.till.reason')} placeholder={t('sales.till.reasonPlaceholder')} value={reason} onChange={(e) => setReason(e.currentTarget.value)} maxLength={300} data-testid="till-move-reason" />
        <Refusal error={move.error} />
        <Button onClick={submit} loading={move.isPending} disabled={!ready} data-testid="till-move-submit">
          {t('sales.till.record')}
        </Button>
      </Stack>
    </Dialog>
  );
}

function CloseDialog({ till, onClose }: { till: Till; onClose(): void }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const close = useCloseTill(till.id);
  const [key] = useState(newIdempotencyKey);
  const [counted, setCounted] = useState<Record<string, number | null>>({});
  const lineKey = (l: { method: string; currency: string }) => `${l.method}-${l.currency}`;
  const ready = till.lines.every((l) => typeof counted[lineKey(l)] === 'number');
  const submit = () =>
    ready &&
    close.mutate(
      { body: { counts: till.lines.map((l) => ({ method: l.method, currency: l.currency, countedMinor: counted[lineKey(l)]! })) }, idempotencyKey: key },
      { onSuccess: onClose },
    );
  return (
    <Dialog title={t('sales.till.closeTitle')} onClose={onClose}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('sales.till.closeHint')}
        </Text>
        {till.lines.map((l) => {
          const value = counted[lineKey(l)] ?? null;
          const difference = value === null ? null : value - l.expectedMinor;
          return (
            <Stack key={lineKey(l)} gap={2} data-till-line={lineKey(l)}>
              <MoneyInput
                label={`${t(`sales.common.paymentMethods.${l.method}`)} · ${t(`sales.common.currencies.${l.currency}`)}`}
                description={t('sales.till.expectedIs', { amount: formatMoney(l.expectedMinor, l.currency, locale) })}
                currency={l.currency}
                value={value}
                onChange={(next) => setCounted((c) => ({ ...c, [lineKey(l)]: next }))}
                data-testid={`till-count-${lineKey(l)}`}
              />
              {difference !== null && (
                <Text size="sm" c={difference === 0 ? 'green.8' : 'red.7'} data-testid={`till-difference-${lineKey(l)}`}>
                  {t('sales.till.difference')}: {formatMoney(difference, l.currency, locale)}
                </Text>
              )}
            </Stack>
          );
        })}
        <Refusal error={close.error} />
        <Button onClick={submit} loading={close.isPending} disabled={!ready} data-testid="till-close-submit">
          {t('sales.till.close')}
        </Button>
      </Stack>
    </Dialog>
  );
}

function SignDialog({ till, onClose }: { till: Till; onClose(): void }) {
  const { t } = useTranslation();
  const sign = useSignTill(till.id);
  const [key] = useState(newIdempotencyKey);
  return (
    <Dialog title={t('sales.till.signTitle')} onClose={onClose}>
      <Stack gap="sm">
        <Text size="sm">{t('sales.till.signHint', { closedBy: till.closedBy ?? '—' })}</Text>
        <Refusal error={sign.error} />
        <Button onClick={() => sign.mutate({ body: {}, idempotencyKey: key }, { onSuccess: onClose })} loading={sign.isPending} data-testid="till-sign-submit">
          {t('sales.till.sign')}
        </Button>
      </Stack>
    </Dialog>
  );
}
