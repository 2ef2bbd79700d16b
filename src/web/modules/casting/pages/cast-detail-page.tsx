import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { CastDetail } from '../../../../shared/contracts/casting/cast';
import { canAny, useMe } from '../../platform/api/get-me';
import { castInfoPath } from '../api/get-cast';
import { CastHeader } from '../components/cast-header';
import { CastLoader } from '../components/cast-loader';
import { CastPiecesTable } from '../components/cast-pieces-table';
import { CastStepForm } from '../components/cast-step-form';
import { CastWeightsTable } from '../components/cast-weights-table';

/** `/cast/detail/{id}`: the cast, its pieces and weights, the form of its next step, and a link to its printable sheet. */
const route = getRouteApi('/cast/detail/$id');

export function CastDetailPage() {
  const { id } = route.useParams();
  return <CastLoader id={id}>{(cast) => <CastView cast={cast} />}</CastLoader>;
}

function CastView({ cast }: { cast: CastDetail }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const canWrite = canAny(me, ['casting.write']);
  return (
    <Stack gap="lg">
      <CastHeader cast={cast} />
      <Group justify="flex-end">
        <Button
          component={Link}
          to={castInfoPath(cast.id)}
          variant={cast.status === 'finished' ? 'filled' : 'light'}
          leftSection={<IconPrinter size={18} />}
        >
          {t('casting.sheet.open')}
        </Button>
      </Group>
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
  );
}
