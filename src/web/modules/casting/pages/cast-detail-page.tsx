import { Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileUnknown, IconPrinter } from '@tabler/icons-react';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { CastDetail } from '../../../../shared/contracts/casting/cast';
import { CenteredMessage } from '../../../shell/centered-message';
import { isApiError } from '../../../shell/http';
import { canAny, useMe } from '../../platform/api/get-me';
import { useGetCast } from '../api/get-cast';
import { CastHeader } from '../components/cast-header';
import { CastPiecesTable } from '../components/cast-pieces-table';
import { CastSheet, castSheetClasses } from '../components/cast-sheet';
import { CastStepForm } from '../components/cast-step-form';
import { CastWeightsTable } from '../components/cast-weights-table';

/** `/cast/detail/{id}`: the cast, its pieces and weights, the form of its next step, and once finished its printable sheet. */
export function CastDetailPage() {
  const { t } = useTranslation();
  const params: { id?: string } = useParams({ strict: false });
  const { data: cast, error, isPending } = useGetCast(Number(params.id));

  if (isPending)
    return (
      <Center mih="40dvh">
        <Loader color="gold" type="dots" />
      </Center>
    );
  if (!cast) {
    const missing = isApiError(error) && (error.status === 404 || error.status === 400);
    return (
      <CenteredMessage
        icon={<IconFileUnknown size={36} />}
        title={missing ? t('casting.detail.notFound', { id: params.id ?? '' }) : t('casting.detail.loadFailed')}
        actions={
          <Button component={Link} to="/cast" variant="light">
            {t('casting.detail.backToCasts')}
          </Button>
        }
      />
    );
  }
  return <CastView cast={cast} />;
}

function CastView({ cast }: { cast: CastDetail }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const canWrite = canAny(me, ['casting.write']);
  return (
    <Stack gap="lg">
      <div className={castSheetClasses.noPrint}>
        <Stack gap="lg">
          <CastHeader cast={cast} />
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            <div>
              <Paper p="lg" radius="lg" withBorder h="100%">
                <Stack gap="sm">
                  <Title order={2} fz={18}>
                    {t('casting.detail.weightsTitle')}
                  </Title>
                  <CastWeightsTable cast={cast} />
                </Stack>
              </Paper>
            </div>
            <div>
              <Stack gap="lg">
                {cast.status !== 'finished' &&
                  (canWrite ? (
                    <CastStepForm cast={cast} />
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('casting.detail.readOnly')}
                    </Text>
                  ))}
                <Paper p="lg" radius="lg" withBorder>
                  <Stack gap="sm">
                    <Title order={2} fz={18}>
                      {t('casting.detail.piecesTitle', { count: cast.pieces.length })}
                    </Title>
                    <CastPiecesTable cast={cast} />
                  </Stack>
                </Paper>
              </Stack>
            </div>
          </SimpleGrid>
        </Stack>
      </div>
      {cast.status === 'finished' && (
        <Stack gap="md">
          <Group justify="space-between" className={castSheetClasses.noPrint}>
            <Title order={2} fz={20}>
              {t('casting.sheet.heading')}
            </Title>
            <Button leftSection={<IconPrinter size={18} />} onClick={() => window.print()}>
              {t('casting.sheet.print')}
            </Button>
          </Group>
          <CastSheet cast={cast} />
        </Stack>
      )}
    </Stack>
  );
}
