import { ActionIcon, Anchor, Badge, Box, Group, Modal, Pagination, Paper, Select, Stack, Switch, Table, Text, Tooltip } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconFileSearch } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { AuditEntry } from '../../../../shared/contracts/platform/find-audit-log';
import { auditActionKey, auditActions, isAuditAction } from '../../../../shared/platform/audit-actions';
import type en from '../../../i18n/en.json';
import { shopTime } from '../../../../shared/shop-time';
import { currentShopTimeZone, formatDateTime } from '../../../i18n/format';
import { DataTable, documentPath, ExportMenu, pageCount, PersonName, pagedRows, type DataTableColumn } from '../../../ui';
import { useFindAuditLog } from '../api/find-audit-log';
import { useFindUsers } from '../api/find-users';
import { useSettingValue } from '../api/get-settings';
import { auditChanges, auditRecordPath, auditValueText } from './audit-changes';

const pageSize = 50;

type AuditEntity = keyof (typeof en)['admin']['audit']['entities'];

/** An audit action and a record kind in words; a code from before the closed lists shows as it is. */
function useAuditWords() {
  const { t, i18n } = useTranslation();
  const isEntity = (code: string): code is AuditEntity => i18n.exists(`admin.audit.entities.${code}`);
  const action = (code: string) => (isAuditAction(code) ? t(`admin.audit.actions.${auditActionKey(code)}`) : code);
  const entity = (code: string) => (isEntity(code) ? t(`admin.audit.entities.${code}`) : code);
  return { action, entity };
}

/** The record an audit row is about: its kind in words and its number, a link where it has a page. */
function AuditRecord({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const words = useAuditWords();
  const label = `${words.entity(entry.entity)}${entry.entityId ? ` ${entry.entityId}` : ''}`;
  const path = auditRecordPath(entry.entity, entry.entityId, documentPath);
  if (!path) return <Text size="sm">{label}</Text>;
  return (
    <Anchor component={Link} to={path} size="sm" aria-label={`${t('admin.audit.openRecord')}: ${label}`}>
      {label}
    </Anchor>
  );
}

function AuditEntryDialog({ entry, onClose }: { entry: AuditEntry | null; onClose: () => void }) {
  const { t } = useTranslation();
  const words = useAuditWords();
  const changes = entry ? auditChanges(entry.before, entry.after) : [];
  return (
    <Modal opened={entry !== null} onClose={onClose} title={t('admin.audit.details')} size="xl" radius="lg">
      {entry && (
        <Stack gap="md">
          <Group gap="xs">
            <Badge variant="light">{words.action(entry.action)}</Badge>
            <Text fz="sm" c="dimmed">
              {formatDateTime(entry.at)} · <PersonName person={entry.by} size="sm" />
              {entry.ip ? ` · ${entry.ip}` : ''}
            </Text>
          </Group>
          <AuditRecord entry={entry} />
          {changes.length > 0 && (
            <Table.ScrollContainer minWidth={320}>
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
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
    </Modal>
  );
}

/**
 * Who did what and when, in words (issue 20 §3; owner only): the action as
 * a phrase, the person by name, a link to the record; signing in and out
 * only when asked for. A table from a tablet up, cards on a phone.
 */
export function AuditLogPanel() {
  const { t } = useTranslation();
  const words = useAuditWords();
  const timeZone = useSettingValue<string>('shop.timeZone') ?? currentShopTimeZone();
  // The days picked are the shop's (the setting's zone); the API speaks instants.
  const clock = useMemo(() => shopTime(timeZone), [timeZone]);
  const [page, setPage] = useState(1);
  const [userId, setUserId] = useState<string | null>(null);
  const [action, setAction] = useState<string | null>(null);
  const [signIns, setSignIns] = useState(false);
  const [days, setDays] = useState<[string | null, string | null]>([null, null]);
  const [shown, setShown] = useState<AuditEntry | null>(null);
  const { data: users } = useFindUsers({ pageSize: 200 });
  const [from, to] = days;
  const filters = {
    ...(userId ? { userId } : {}),
    ...(action ? { action } : {}),
    ...(signIns ? { signIns: 'true' as const } : {}),
    ...(from ? { from: clock.dayStart(from).toISOString() } : {}),
    ...(to ? { to: clock.dayEnd(to).toISOString() } : {}),
  };
  const { data, isFetching } = useFindAuditLog({ page, pageSize, ...filters });
  const firstPage =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  const actionOptions = auditActions.map((code) => ({ value: code, label: words.action(code) }));
  const details = (e: AuditEntry) =>
    (e.before !== null || e.after !== null) && (
      <Tooltip label={t('admin.audit.details')}>
        <ActionIcon variant="subtle" aria-label={t('admin.audit.details')} onClick={() => setShown(e)}>
          <IconFileSearch size={18} />
        </ActionIcon>
      </Tooltip>
    );

  const columns: DataTableColumn<AuditEntry>[] = [
    { key: 'at', header: t('admin.audit.at'), cell: (e) => formatDateTime(e.at), width: 180 },
    { key: 'user', header: t('admin.audit.user'), cell: (e) => <PersonName person={e.by} /> },
    { key: 'action', header: t('admin.audit.action'), cell: (e) => <Text size="sm">{words.action(e.action)}</Text> },
    { key: 'entity', header: t('admin.audit.entity'), cell: (e) => <AuditRecord entry={e} /> },
    { key: 'details', header: '', align: 'right', width: 60, cell: details },
  ];

  return (
    <Stack gap="md">
      <Group gap="md" align="flex-end">
        <Select
          label={t('admin.audit.user')}
          placeholder={t('admin.audit.allUsers')}
          data={(users?.items ?? []).map((u) => ({ value: String(u.id), label: u.displayName || u.username }))}
          value={userId}
          onChange={firstPage(setUserId)}
          searchable
          clearable
          w={{ base: '100%', xs: 220 }}
        />
        <Select
          label={t('admin.audit.action')}
          placeholder={t('admin.audit.allActions')}
          data={actionOptions}
          value={action}
          onChange={firstPage(setAction)}
          searchable
          clearable
          w={{ base: '100%', xs: 260 }}
        />
        <DatePickerInput
          type="range"
          label={t('admin.audit.dates')}
          value={days}
          onChange={(value) => firstPage(setDays)([value[0] ? String(value[0]) : null, value[1] ? String(value[1]) : null])}
          clearable
          allowSingleDateInRange
          valueFormat="YYYY-MM-DD"
          w={{ base: '100%', xs: 260 }}
        />
        <Switch
          label={t('admin.audit.signIns')}
          checked={signIns}
          onChange={(event) => firstPage(setSignIns)(event.currentTarget.checked)}
          mb={8}
        />
        <ExportMenu path="/api/platform/audit-log/export" filters={filters} />
      </Group>
      <Box visibleFrom="md">
        <DataTable
          columns={columns}
          {...pagedRows(data, { page, pageSize, fetching: isFetching, onPageChange: setPage })}
          emptyText={t('admin.audit.empty')}
        />
      </Box>
      <Stack hiddenFrom="md" gap="xs" data-testid="audit-cards">
        {data && data.items.length === 0 && (
          <Text c="dimmed" size="sm">
            {t('admin.audit.empty')}
          </Text>
        )}
        {data?.items.map((e) => (
          <Paper key={e.id} withBorder radius="md" p="sm">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={2} miw={0}>
                <Text size="sm" fw={600}>
                  {words.action(e.action)}
                </Text>
                <AuditRecord entry={e} />
                <Text size="xs" c="dimmed">
                  {formatDateTime(e.at)} · <PersonName person={e.by} size="xs" c="dimmed" />
                </Text>
              </Stack>
              {details(e)}
            </Group>
          </Paper>
        ))}
        {(data?.total ?? 0) > pageSize && <Pagination total={pageCount(data?.total ?? 0, pageSize)} value={page} onChange={setPage} size="sm" siblings={0} />}
      </Stack>
      <AuditEntryDialog entry={shown} onClose={() => setShown(null)} />
    </Stack>
  );
}
