import { Avatar, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useMe } from './session';

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

export type UserButtonProps = ComponentPropsWithoutRef<'button'> & { tone?: 'dark' | 'light' };

/** Avatar, name and role: the user menu's trigger. */
export const UserButton = forwardRef<HTMLButtonElement, UserButtonProps>(function UserButton(
  { tone = 'light', ...props },
  ref,
) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const onDark = tone === 'dark';
  const name = me?.user.displayName ?? '';
  return (
    <UnstyledButton ref={ref} aria-label={t('common.userMenu')} data-testid="user-menu" {...props}>
      <Group gap={8} wrap="nowrap">
        <Avatar color="gold" variant="filled" radius="xl" size={34}>
          {initialsOf(name)}
        </Avatar>
        <Stack gap={0} visibleFrom="sm">
          <Text fz="sm" fw={600} lh={1.3} c={onDark ? 'white' : undefined}>
            {name}
          </Text>
          {me && (
            <Text fz="xs" lh={1.3} c={onDark ? 'navy.1' : 'dimmed'}>
              {t(`common.roles.${me.user.role}`)}
            </Text>
          )}
        </Stack>
        <IconChevronDown size={14} color={onDark ? 'white' : undefined} />
      </Group>
    </UnstyledButton>
  );
});
