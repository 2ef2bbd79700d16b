import { Menu } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from '../i18n/use-translation';
import { useLogout, useMe } from './session';
import { UserButton } from './user-button';

export function UserMenuPopup({ tone, defaultOpened }: { tone: 'dark' | 'light'; defaultOpened: boolean }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const logout = useLogout();
  return (
    <Menu position="bottom-end" width={220} shadow="md" defaultOpened={defaultOpened}>
      <Menu.Target>
        <UserButton tone={tone} />
      </Menu.Target>
      <Menu.Dropdown>
        {me && (
          <Menu.Label>
            {me.user.displayName} · {me.user.username}
          </Menu.Label>
        )}
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={() => logout.mutate()}
          data-testid="sign-out"
        >
          {t('common.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
