import { Paper, Stack, Tabs, Title } from '@mantine/core';
import { IconAdjustments, IconCategory, IconHistory, IconPalette, IconUsers, IconUsersGroup } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { Permission } from '../../../../shared/roles';
import { canAny, useMe } from '../api/get-me';
import { AuditLogPanel } from '../components/audit-log-panel';
import { CataloguesPanel } from '../components/catalogues-panel';
import { GeneralSettingsPanel } from '../components/general-settings-panel';
import { StaffPanel } from '../components/staff-panel';
import { UsersPanel } from '../components/users-panel';

export const settingsTabs = ['general', 'catalogues', 'users', 'staff', 'designers', 'auditLog'] as const;
export type SettingsTab = (typeof settingsTabs)[number];

/** Who sees each tab; the server refuses the same calls to everyone else. */
const tabAccess: Record<SettingsTab, readonly Permission[]> = {
  general: ['platform.read'],
  catalogues: ['platform.read'],
  users: ['platform.admin'],
  // Staff records carry phone numbers: owner and manager only (DESIGN §1).
  staff: ['platform.admin'],
  designers: ['platform.admin'],
  auditLog: ['platform.audit'],
};

const tabIcons = {
  general: IconAdjustments,
  catalogues: IconCategory,
  users: IconUsers,
  staff: IconUsersGroup,
  designers: IconPalette,
  auditLog: IconHistory,
} as const;

/** `?tab=` picks the tab, so a tab can be linked to; an unknown or forbidden one falls back to the first. */
export function chooseTab(requested: unknown, visible: readonly SettingsTab[]): SettingsTab {
  return visible.find((tab) => tab === requested) ?? visible[0] ?? 'general';
}

/** `/setting`: general settings, the modules' catalogues, users, staff, designers and the audit log. */
export function SettingsPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const route = getRouteApi('/setting');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const visible = settingsTabs.filter((tab) => canAny(me, tabAccess[tab]));
  const active = chooseTab(search.tab, visible);
  const select = (tab: string | null) => {
    if (tab) void navigate({ search: (previous) => ({ ...previous, tab }), replace: true });
  };

  return (
    <Stack gap="lg">
      <Title order={1} fz={26}>
        {t('admin.settings.title')}
      </Title>
      <Tabs value={active} onChange={select} keepMounted={false} variant="outline" radius="md">
        <Tabs.List>
          {visible.map((tab) => {
            const Icon = tabIcons[tab];
            return (
              <Tabs.Tab key={tab} value={tab} leftSection={<Icon size={16} />}>
                {t(`admin.settings.tabs.${tab}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <Paper p={{ base: 'xs', sm: 'md' }} radius="lg" withBorder style={{ borderTopLeftRadius: 0 }}>
          <Tabs.Panel value="general">
            <GeneralSettingsPanel />
          </Tabs.Panel>
          <Tabs.Panel value="catalogues">
            <CataloguesPanel />
          </Tabs.Panel>
          <Tabs.Panel value="users">
            <UsersPanel />
          </Tabs.Panel>
          <Tabs.Panel value="staff">
            <StaffPanel />
          </Tabs.Panel>
          <Tabs.Panel value="designers">
            <StaffPanel kind="designer" />
          </Tabs.Panel>
          <Tabs.Panel value="auditLog">
            <AuditLogPanel />
          </Tabs.Panel>
        </Paper>
      </Tabs>
    </Stack>
  );
}
