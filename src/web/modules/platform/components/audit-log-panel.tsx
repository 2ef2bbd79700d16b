import { ActionIcon, Badge, Group, Modal, Select, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../../../shared/contracts/platform/find-audit-log';
import { formatDateTime, shopTimeZone } from '../../../i18n/format';
import { DataTable, ExportMenu, type DataTableColumn } from '../../../ui';
import { useFindAuditLog } from '../api/find-audit-log';
import { useFindUsers } from '../api/find-users';
import { useSettingValue } from '../api/get-settings';
import { auditChanges, auditValueText, dayStartIso, nextDay } from './audit-changes';

const pageSize = 50;
const auditWord = /^[A-Za-z0-9._-]+$/;

function AuditEntryDialog({ entry, onClose }: { entry: AuditEntry | null; onClose: () => void }) {
  const { t } = useTranslation();
  const changes = entry ? auditChanges(entry.before, entry.after) : [];
  return (
    <Modal opened={entry !== null} onClose={onClose} title={t('admin.audit.details')} size="xl" radius="lg">
      {entry && (
        <Stack gap="md">
          <Group gap="xs">
            <Badge variant="light">{entry.action}</Badge>
            <Text fz="sm" c="dimmed">
              {formatDateTime(entry.at)} · {entry.username ?? t('admin.audit.system')}
              {entry.ip ? ` · ${entry.ip}` : ''}
            </Text>
          </Group>
          {changes.length > 0 && (
            <Table withTableBorder withColumnBorders striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th />
                  <Table.Th>{t('admin.audit.before')}</Table.Th>
                  <Table.Th>{t('admin.audit.after')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {changes.map((change) => (
                  <Table.Tr key={change.field}>
                    <Table.Td ff="monospace" fz="sm">
                      {change.field}
                    </Table.Td>
                    <Table.Td style={{ wordBreak: 'break-word' }}>{auditValueText(change.before)}</Table.Td>
                    <Table.Td style={{ wordBreak: 'break-word' }}>{auditValueText(change.after)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      )}
    </Modal>
  );
}

/** Who did what and when, with before and after (owner only). */
export function AuditLogPanel() {
  const { t } = useTranslation();
  const timeZone = useSettingValue<string>('shop.timeZone') ?? shopTimeZone;
  const [page, setPage] = useState(1);
  const [userId, setUserId] = useState<string | null>(null);
  const [entity, setEntity] = useState('');
  const [action, setAction] = useState('');
  const [days, setDays] = useState<[string | null, string | null]>([null, null]);
  const [shown, setShown] = useState<AuditEntry | null>(null);
  const [debounced] = useDebouncedValue({ entity: entity.trim(), action: action.trim() }, 400);
  const { data: users } = useFindUsers({ pageSize: 200 });
  const [from, to] = days;
  const filters = {
    ...(userId ? { userId } : {}),
    ...(auditWord.test(debounced.entity) ? { entity: debounced.entity } : {}),
    ...(auditWord.test(debounced.action) ? { action: debounced.action } : {}),
    ...(from ? { from: dayStartIso(from, timeZone) } : {}),
    ...(to ? { to: dayStartIso(nextDay(to), timeZone) } : {}),
  };
  const { data, isFetching } = useFindAuditLog({ page, pageSize, ...filters });
  const firstPage = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPage(1);
  };

  const columns: DataTableColumn<AuditEntry>[] = [
    { key: 'at', header: t('admin.audit.at'), cell: (e) => formatDateTime(e.at), width: 180 },
    { key: 'user', header: t('admin.audit.user'), cell: (e) => e.username ?? <Text c="dimmed">{t('admin.audit.system')}</Text> },
    { key: 'action', header: t('admin.audit.action'), cell: (e) => <Text ff="monospace" fz="sm">{e.action}</Text> },
    { key: 'entity', header: t('admin.audit.entity'), cell: (e) => e.entity },
    { key: 'entityId', header: t('admin.audit.entityId'), cell: (e) => e.entityId ?? '' },
    { key: 'ip', header: t('admin.audit.ip'), cell: (e) => e.ip ?? '' },
    {
      key: 'details',
      header: '',
      align: 'right',
      width: 60,
      cell: (e) =>
        (e.before !== null || e.after !== null) && (
          <Tooltip label={t('admin.audit.details')}>
            <ActionIcon variant="subtle" aria-label={t('admin.audit.details')} onClick={() => setShown(e)}>
              <IconFileSearch size={18} />
            </ActionIcon>
          </Tooltip>
        ),
    },
  ];

  return (
    <Stack gap="md">
      <Group gap="md" align="flex-end">
        <Select
          label={t('admin.audit.user')}
          placeholder={t('admin.audit.allUsers')}
          data={(users?.items ?? []).map((u) => ({ value: String(u.id), label: `${u.username} · ${u.displayName}` }))}
          value={userId}
          onChange={firstPage(setUserId)}
          searchable
          clearable
          w={220}
        />
        <TextInput
          label={t('admin.audit.entity')}
          placeholder={t('admin.audit.entityHint')}
          value={entity}
          onChange={(event) => firstPage(setEntity)(event.currentTarget.value)}
          error={entity.trim() !== '' && !auditWord.test(entity.trim())}
          w={160}
        />
        <TextInput
          label={t('admin.audit.action')}
          placeholder={t('admin.audit.actionHint')}
          value={action}
          onChange={(event) => firstPage(setAction)(event.currentTarget.value)}
          error={action.trim() !== '' && !auditWord.test(action.trim())}
          w={180}
        />
        <DatePickerInput
          type="range"
          label={t('admin.audit.dates')}
          value={days}
          onChange={(value) => firstPage(setDays)([value[0] ? String(value[0]) : null, value[1] ? String(value[1]) : null])}
          clearable
          allowSingleDateInRange
          valueFormat="YYYY-MM-DD"
          w={260}
        />
        <ExportMenu path="/api/platform/audit-log/export" filters={filters} />
      </Group>
      <DataTable
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(e) => e.id}
        page={page}
        pageSize={pageSize}
        total={data?.total ?? 0}
        onPageChange={setPage}
        loading={isFetching && !data}
        emptyText={t('admin.audit.empty')}
      />
      <AuditEntryDialog entry={shown} onClose={() => setShown(null)} />
    </Stack>
  );
}
