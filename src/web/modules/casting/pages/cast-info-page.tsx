import { Anchor, Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { castPath } from '../api/get-cast';
import { CastLoader } from '../components/cast-loader';
import { CastSheet, castSheetClasses } from '../components/cast-sheet';

/** `/cast/detail/info-{id}`: the cast sheet, printable on A4, in the reader's language. */
export function CastInfoPage() {
  const { t } = useTranslation();
  return (
    <CastLoader>
      {(cast) => (
        <Stack gap="md">
          <Group justify="space-between" className={castSheetClasses.noPrint}>
            <Anchor component={Link} to={castPath(cast.id)} size="sm">
              <Group gap={4} component="span">
                <IconArrowLeft size={14} />
                {t('casting.sheet.backToCast', { number: cast.number })}
              </Group>
            </Anchor>
            <Button leftSection={<IconPrinter size={18} />} onClick={() => window.print()}>
              {t('casting.sheet.print')}
            </Button>
          </Group>
          <CastSheet cast={cast} />
        </Stack>
      )}
    </CastLoader>
  );
}
