import { ActionIcon, Button, Group, Loader, NativeSelect, Popover, Stack, Text } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { scaleProtocols } from '../../../shared/scale/parse-scale-line';
import { scaleConnection } from './scale-connection';
import { scaleBaudRates, scaleProtocolNames, type ScaleSettings } from './scale-settings';
import { useScaleSnapshot, useScaleStatus } from './use-scale-snapshot';

interface ScaleButtonProps {
  onTake: () => void;
  waiting: boolean;
  connectOpened: boolean;
  onConnectOpenedChange: (opened: boolean) => void;
}

/**
 * The small scale button in a weight field. Connected: a click takes the
 * current stable reading. Not connected: the click opens "connect scale"
 * (once per workstation; the browser remembers the port, this browser's
 * storage the protocol and speed).
 */
export function ScaleButton({ onTake, waiting, connectOpened, onConnectOpenedChange }: ScaleButtonProps) {
  const { t } = useTranslation();
  const status = useScaleStatus();
  const connected = status === 'connected';
  return (
    <Popover opened={connectOpened} onChange={onConnectOpenedChange} position="top-end" withArrow shadow="md" trapFocus>
      <Popover.Target>
        <ActionIcon
          variant={connected ? 'light' : 'subtle'}
          color={connected ? 'teal' : 'gray'}
          aria-label={t('scale.take')}
          title={t('scale.take')}
          data-scale-status={status}
          // A pulled cable still takes, to say so in words (and offer to connect again).
          onClick={() => (connected || status === 'disconnected' ? onTake() : onConnectOpenedChange(!connectOpened))}
        >
          {waiting ? <Loader size={14} /> : <IconScale size={18} stroke={1.6} />}
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <ScaleConnectPanel onConnected={() => { onConnectOpenedChange(false); onTake(); }} />
      </Popover.Dropdown>
    </Popover>
  );
}

function ScaleConnectPanel({ onConnected }: { onConnected: () => void }) {
  const { t } = useTranslation();
  const snapshot = useScaleSnapshot();
  const [settings, setSettings] = useState<ScaleSettings>(snapshot.settings);
  const connected = snapshot.status === 'connected';
  return (
    <Stack gap="xs" w={260}>
      <Text fw={600} size="sm">{t('scale.connectTitle')}</Text>
      <Text size="xs" c="dimmed">{connected ? t('scale.connectedAs', { protocol: scaleProtocolNames[snapshot.settings.protocol], baudRate: snapshot.settings.baudRate }) : t('scale.connectHint')}</Text>
      <NativeSelect
        label={t('scale.protocol')}
        size="xs"
        value={settings.protocol}
        data={scaleProtocols.map((protocol) => ({ value: protocol, label: scaleProtocolNames[protocol] }))}
        onChange={(event) => {
          const protocol = scaleProtocols.find((p) => p === event.currentTarget.value);
          if (protocol) setSettings({ ...settings, protocol });
        }}
      />
      <NativeSelect
        label={t('scale.baudRate')}
        size="xs"
        value={String(settings.baudRate)}
        data={scaleBaudRates.map(String)}
        onChange={(event) => {
          const baudRate = scaleBaudRates.find((rate) => String(rate) === event.currentTarget.value);
          if (baudRate) setSettings({ ...settings, baudRate });
        }}
      />
      <Group gap="xs" justify="flex-end">
        {connected && (
          <Button size="xs" variant="subtle" color="gray" onClick={() => void scaleConnection.disconnect()}>
            {t('scale.disconnect')}
          </Button>
        )}
        <Button size="xs" loading={snapshot.status === 'connecting'} onClick={() => void scaleConnection.connect(settings).then((ok) => ok && onConnected())}>
          {t('scale.connect')}
        </Button>
      </Group>
    </Stack>
  );
}
