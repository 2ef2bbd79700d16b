import { Text, ThemeIcon } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { NavItem } from '../../../shell/navigation';
import classes from './home-tile.module.css';

export function HomeTile({ item }: { item: NavItem }) {
  const { t } = useTranslation();
  return (
    <Link to={item.to} className={classes.tile} data-testid={`home-tile-${item.key}`}>
      <ThemeIcon size={44} radius="md" variant="light" color="navy">
        <item.icon size={24} stroke={1.6} />
      </ThemeIcon>
      <div>
        <Text fw={650} lh={1.35}>
          {t(`nav.items.${item.key}`)}
        </Text>
        <Text fz="xs" c="dimmed" mt={2} lh={1.45}>
          {t(`nav.hints.${item.key}`)}
        </Text>
      </div>
    </Link>
  );
}
