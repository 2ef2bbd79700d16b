import { Button, Group, Stack } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { castPath } from '../api/get-cast';
import { CastLoader } from '../components/cast-loader';
import { CastSheet, castSheetClasses } from '../components/cast-sheet';
import { InSheetLanguage, SheetLanguagePicker, useSheetLanguage } from '../../../ui';
import { BackLink } from '../../../ui/back-link';

/** `/cast/detail/info-{id}`: the cast sheet, printable on A4, in Khmer or English. */
const route = getRouteApi('/cast/detail/info-{$id}');

export function CastInfoPage() {
  const { t } = useTranslation();
  const { id } = route.useParams();
  const { language, setLanguage } = useSheetLanguage();
  return (
    <CastLoader id={id}>
      {(cast) => (
        <Stack gap="md">
          <Group justify="space-between" className={castSheetClasses.noPrint}>
            <BackLink to={castPath(cast.id)} label={t('casting.sheet.backToCast', { number: cast.number })} />
            <Group gap="md">
              <SheetLanguagePicker label={t('casting.sheet.language')} value={language} onChange={setLanguage} />
              <Button leftSection={<IconPrinter size={18} />} onClick={() => window.print()}>
                {t('casting.sheet.print')}
              </Button>
            </Group>
          </Group>
          <InSheetLanguage language={language}>
            <CastSheet cast={cast} />
          </InSheetLanguage>
        </Stack>
      )}
    </CastLoader>
  );
}
