import { Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { formatMoney } from '../../../../shared/units';
import { formatNumber } from '../../../i18n/format';
import { useUiLocale } from '../../../ui';
import type { MorningRatesView } from './morning-rates-draft';
import { TableHead } from '../../../ui/table-head';

export interface PublishRatesConfirmProps {
  opened: boolean;
  view: MorningRatesView;
  currentKhrPerUsd: number | null;
  pending: boolean;
  fullScreen: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** What a publish changes, line by line (in force → new), asked before it is written. */
export function PublishRatesConfirm({ opened, view, currentKhrPerUsd, pending, fullScreen, onConfirm, onClose }: PublishRatesConfirmProps) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const usd = (cents: number | null | undefined) => (cents === null || cents === undefined ? '—' : formatMoney(cents, 'USD', locale));
  const pair = (ask: number | null | undefined, bid: number | null | undefined) => `${usd(ask)} / ${usd(bid)}`;
  const riel = (khr: number | null) => (khr === null ? '—' : `${formatNumber(khr)} ៛`);

  return (
    <Modal opened={opened} onClose={onClose} title={t('materials.morningRates.confirmTitle')} centered radius="lg" size="xl" fullScreen={fullScreen}>
      <Stack gap="md">
        <Text fz="sm">{t('materials.morningRates.confirmBody')}</Text>
        <Table.ScrollContainer minWidth={360}>
          <Table verticalSpacing={6} fz="sm">
            <TableHead names={[t('materials.rates.material'), t('materials.rates.inForce'), t('materials.morningRates.newRates')]} />
            <Table.Tbody>
              {view.lines.map(({ material, current, line }) => {
                const same = current !== undefined && line.rate !== null && current.askCentsPerChi === line.rate.askCentsPerChi && current.bidCentsPerChi === line.rate.bidCentsPerChi;
                return (
                  <Table.Tr key={material.id}>
                    <Table.Td>
                      <Group gap={4}>
                        <Text fw={600} fz="sm">
                          {material.code}
                        </Text>
                        {line.overridden && material.rateBasis === 'purity' && (
                          <Badge size="xs" color="orange" radius="sm">
                            {t('materials.morningRates.overridden')}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {pair(current?.askCentsPerChi, current?.bidCentsPerChi)}
                    </Table.Td>
                    <Table.Td fw={same ? undefined : 700} style={{ whiteSpace: 'nowrap' }}>
                      {same ? t('materials.morningRates.unchanged') : pair(line.rate?.askCentsPerChi, line.rate?.bidCentsPerChi)}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
              <Table.Tr>
                <Table.Td fw={600}>{t('materials.morningRates.riel')}</Table.Td>
                <Table.Td c="dimmed">{riel(currentKhrPerUsd)}</Table.Td>
                <Table.Td fw={view.khrPerUsd === currentKhrPerUsd ? undefined : 700}>
                  {view.khrPerUsd === currentKhrPerUsd ? t('materials.morningRates.unchanged') : riel(view.khrPerUsd)}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('admin.common.cancel')}
          </Button>
          <Button loading={pending} onClick={onConfirm} data-autofocus data-testid="morning-confirm">
            {t('materials.morningRates.confirmPublish')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
