import { Button, Center, Grid, Loader, Stack, Text } from '@mantine/core';
import { IconQuestionMark } from '@tabler/icons-react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { CenteredMessage } from '../../../shell/centered-message';
import { isApiError } from '../../../shell/http';
import { canAny, useMe } from '../../platform/api/get-me';
import { useFindItemEvents } from '../api/find-item-events';
import { useGetItem } from '../api/get-item';
import { DesignStepForm } from '../components/design-step-form';
import { ItemEvents } from '../components/item-events';
import { ItemMoveForm } from '../components/item-move-form';
import { ItemSummary } from '../components/item-summary';
import { RefusalAlert } from '../components/refusal-alert';
import { BackLink } from '../../../ui/back-link';

/** `/follow/timeline/{id}`: the item, its events oldest first, and the move to its next stage. */
export function ItemTimelinePage() {
  const { t } = useTranslation();
  const params = getRouteApi('/follow/timeline/$id').useParams();
  // The router only matches digits here.
  const id = Number(params.id);
  const { data: me } = useMe();
  const canMove = canAny(me, ['production.write', 'production.design']);
  const itemQuery = useGetItem(id);
  const eventsQuery = useFindItemEvents(id);
  const item = itemQuery.data;

  if (isApiError(itemQuery.error) && itemQuery.error.status === 404) {
    return (
      <CenteredMessage
        icon={<IconQuestionMark size={36} />}
        title={t('production.timeline.notFound', { id: params.id })}
        actions={
          <Button component={Link} to="/follow" variant="light">
            {t('production.timeline.back')}
          </Button>
        }
      >
        {t('production.timeline.notFoundHint')}
      </CenteredMessage>
    );
  }
  if (!item && itemQuery.isError) return <RefusalAlert error={itemQuery.error} fieldsShown={false} />;
  if (!item) {
    return (
      <Center mih="40dvh">
        <Loader color="gold" type="dots" />
      </Center>
    );
  }

  return (
    <Stack gap="lg">
      <BackLink to="/follow" label={t('production.timeline.back')} />
      <ItemSummary item={item} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <ItemEvents events={eventsQuery.data?.items ?? []} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            {canMove ? (
              <>
                {item.stage === 'designing' && <DesignStepForm key={`step-${item.id}`} item={item} />}
                <ItemMoveForm key={`move-${item.id}`} item={item} />
              </>
            ) : (
              me && <Text c="dimmed">{t('production.timeline.readOnly')}</Text>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
