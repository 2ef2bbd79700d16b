import { Alert, Badge, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconPackageImport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { receiveTransferBodySchema, type StockDocument } from '../../../../shared/contracts/stock/stock-documents';
import { showSnackbar } from '../../../shell/snackbar';
import { FormRefusal, useIdempotentForm } from '../../../ui/idempotent-form';
import { useLocalName } from '../../../ui/local-name';
import { useReceiveTransfer } from '../api/receive-transfer';
import { scanCodeText } from './scan-list-lines';
import { WeightText } from '../../../ui/weight-text';
import { PostingDateField, postingDateBody, todayPosting, type PostingDateValues } from '../../../ui/posting-date-field';
import { ScanInput } from '../../../ui/scan-input';
import { FormCard } from '../../../ui/form-card';

/** What a code typed or scanned at the receiving branch does to the ticks. */
export type ReceiveScan = { kind: 'ticked' | 'notOnTransfer' | 'alreadyReceived' | 'duplicate' | 'empty'; code: string };

/** A scanned code against the transfer's lines: a piece still in transit is ticked, anything else says why not. */
export function scanForReceipt(lines: StockDocument['lines'], ticked: readonly string[], raw: string): ReceiveScan {
  const code = scanCodeText(raw);
  if (code === '') return { kind: 'empty', code };
  const line = lines.find((l) => l.code === code);
  if (!line) return { kind: 'notOnTransfer', code };
  if (!line.inTransit) return { kind: 'alreadyReceived', code };
  if (ticked.includes(code)) return { kind: 'duplicate', code };
  return { kind: 'ticked', code };
}

/**
 * The receiving branch's side of a transfer: each piece ticked or scanned (a
 * scanner types the code and Enter) as it comes out of the bag; those
 * received go into this branch's stock, the others stay in transit.
 */
export function TransferReceivePanel({ transfer }: { transfer: StockDocument }) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const receive = useReceiveTransfer();
  const [text, setText] = useState('');
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const form = useIdempotentForm({
    initial: (): { ticked: string[] } & PostingDateValues => ({ ticked: [], ...todayPosting }),
    toBody: (values) => ({ codes: values.ticked, note: '', ...postingDateBody(values) }),
    schema: receiveTransferBodySchema,
    clearOnChange: 'all',
  });
  const waiting = transfer.lines.filter((line) => line.inTransit);
  const ticked = form.values.ticked;

  if (waiting.length === 0)
    return (
      <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} data-testid="transfer-received">
        {t('stock.receive.allReceived')}
      </Alert>
    );

  const toggle = (code: string, on: boolean) => form.set('ticked', on ? [...ticked.filter((c) => c !== code), code] : ticked.filter((c) => c !== code));
  const enter = () => {
    const scan = scanForReceipt(transfer.lines, ticked, text);
    setText('');
    if (scan.kind === 'empty') return;
    if (scan.kind === 'ticked') toggle(scan.code, true);
    const keys = {
      ticked: 'stock.receive.ticked',
      duplicate: 'stock.scan.duplicate',
      notOnTransfer: 'stock.receive.notOnTransfer',
      alreadyReceived: 'stock.receive.alreadyReceived',
    } as const;
    setMessage({ text: t(keys[scan.kind], { code: scan.code }), ok: scan.kind === 'ticked' });
  };
  const send = async () => {
    const receipt = await form.submit((body, idempotencyKey) => receive.mutateAsync({ transferId: transfer.id, body, idempotencyKey }));
    if (!receipt) return;
    showSnackbar({ type: 'success', message: t('stock.receive.done', { number: receipt.number, count: receipt.pieceCount }) });
    form.reset({ ticked: [], ...todayPosting });
    setMessage(null);
  };
  const lineErrors = ticked.flatMap((code, index) => {
    const error = form.errorOf(`codes.${index}`);
    return error ? [`${code}: ${error}`] : [];
  });

  return (
    <FormCard onSubmit={() => void send()} p="md" data-testid="transfer-receive">
      <Stack gap={2}>
        <Title order={2} fz={20}>
          {t('stock.receive.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('stock.receive.hint')}
        </Text>
        {transfer.toBranch && (
          <Text size="sm" fw={600}>
            {t('stock.transfer.route', { from: nameOf(transfer.branch), to: nameOf(transfer.toBranch) })}
          </Text>
        )}
      </Stack>
      <ScanInput
        label={t('stock.receive.code')}
        description={t('stock.receive.codeHint')}
        placeholder={t('stock.scan.placeholder')}
        value={text}
        onText={setText}
        onEnter={enter}
        autoCapitalize="characters"
        data-testid="receive-code"
        disabled={form.pending}
      />
      {message && (
        <Text size="sm" c={message.ok ? 'teal.8' : 'red.7'} role={message.ok ? 'status' : 'alert'} data-testid="receive-message">
          {message.text}
        </Text>
      )}
      <Stack gap="xs">
        {waiting.map((line) => (
          <Paper key={line.pieceId} withBorder radius="md" p="xs" data-code={line.code}>
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Checkbox
                checked={ticked.includes(line.code)}
                onChange={(event) => toggle(line.code, event.currentTarget.checked)}
                aria-label={t('stock.receive.tick', { code: line.code })}
                disabled={form.pending}
                label={
                  <Stack gap={0}>
                    <Text size="sm" fw={600} ff="monospace">
                      {line.code}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {line.description}
                    </Text>
                  </Stack>
                }
              />
              <WeightText mg={line.grossMg} align="right" />
            </Group>
          </Paper>
        ))}
      </Stack>
      <PostingDateField form={form} />
      <FormRefusal
        error={form.refusal}
        otherFields={[...lineErrors, ...form.otherErrors((path) => /^(codes\.\d+|postingDate|postingDateReason)$/.test(path))]}
        title={t('stock.receive.refused')}
      />
      {form.tried && ticked.length === 0 && (
        <Text size="sm" c="red.7" role="alert">
          {t('stock.receive.needOne')}
        </Text>
      )}
      <Group justify="space-between" gap="sm">
        <Badge color="orange" variant="light" size="lg" radius="sm">
          {t('stock.receive.left', { count: waiting.length })}
        </Badge>
        <Button type="submit" loading={form.pending} leftSection={<IconPackageImport size={18} />} data-testid="receive-submit">
          {t('stock.receive.submit', { count: ticked.length })}
        </Button>
      </Group>
    </FormCard>
  );
}
