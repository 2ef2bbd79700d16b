import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconPlugConnected, IconPrinter, IconUsb } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { downloadBytes } from './download-bytes';
import { printerOf, type PrinterStatus } from './printer-connection';
import type { PrinterKind } from './printer-memory';
import { usePrinter } from './use-printer';

export interface PrintJob {
  bytes: Uint8Array;
  /** For the download: `tags-….tspl`, `receipt-….bin`. */
  fileName: string;
}

const stateColours: Readonly<Record<PrinterStatus, string>> = {
  unsupported: 'dimmed',
  notConnected: 'dimmed',
  connecting: 'dimmed',
  ready: 'teal.8',
  sending: 'blue.8',
  sent: 'teal.8',
  failed: 'red.8',
  unplugged: 'orange.9',
};

/**
 * The printer of this workstation for one job: its state in words, "connect
 * by USB" / "connect by serial" where the browser offers them, print, and a
 * download of the raw file always (the only way on a phone). `prepare`
 * makes the job or returns null when it is refused (the caller says why);
 * then nothing is sent.
 */
export function PrinterControls({ kind, prepare, disabled = false }: { kind: PrinterKind; prepare: () => Promise<PrintJob | null>; disabled?: boolean }) {
  const { t } = useTranslation();
  const snapshot = usePrinter(kind);
  const printer = printerOf(kind);
  const [busy, setBusy] = useState(false);
  const { status } = snapshot;
  const canConnect = status === 'notConnected' || status === 'unplugged' || status === 'failed';
  const canPrint = status !== 'unsupported' && status !== 'notConnected' && status !== 'connecting';

  const withJob = async (act: (job: PrintJob) => Promise<unknown> | void) => {
    setBusy(true);
    try {
      const job = await prepare();
      if (job) await act(job);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs" data-testid={`printer-${kind}`}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {t(`printing.kinds.${kind}`)}
        </Text>
        <Text size="sm" c={stateColours[status]} role="status" data-printer-status={status}>
          {t(`printing.states.${status}`)}
          {snapshot.name && status !== 'notConnected' ? ` · ${snapshot.name}` : ''}
        </Text>
      </Group>
      {status === 'unsupported' && (
        <Alert variant="light" color="gray" p="xs">
          <Text size="sm">{t('printing.noPrinterAccess')}</Text>
        </Alert>
      )}
      <Group gap="xs" wrap="wrap">
        {canPrint && (
          <Button leftSection={<IconPrinter size={16} />} loading={busy || status === 'sending'} disabled={disabled} onClick={() => void withJob((job) => printer.send(job.bytes))} data-testid={`printer-${kind}-print`}>
            {t('printing.print')}
          </Button>
        )}
        {canConnect && snapshot.canUsb && (
          <Button variant="light" leftSection={<IconUsb size={16} />} onClick={() => void printer.connect('usb')}>
            {t('printing.connectUsb')}
          </Button>
        )}
        {canConnect && snapshot.canSerial && (
          <Button variant="light" leftSection={<IconPlugConnected size={16} />} onClick={() => void printer.connect('serial')}>
            {t('printing.connectSerial')}
          </Button>
        )}
        <Button
          variant={status === 'unsupported' ? 'filled' : 'subtle'}
          leftSection={<IconDownload size={16} />}
          disabled={disabled}
          loading={busy && status === 'unsupported'}
          onClick={() => void withJob((job) => downloadBytes(job.bytes, job.fileName))}
          data-testid={`printer-${kind}-download`}
        >
          {t('printing.download')}
        </Button>
        {canPrint && (
          <Button variant="subtle" color="gray" onClick={() => void printer.disconnect()}>
            {t('printing.disconnect')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
