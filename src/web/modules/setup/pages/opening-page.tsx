import { Alert, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconRocket } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Holder } from '../../../../shared/contracts/materials/material';
import { openingBodySchema, type OpeningResponse } from '../../../../shared/contracts/setup/setup';
import { formatDateTime } from '../../../i18n/format';
import { isApiError } from '../../../shell/http';
import { newIdempotencyKey } from '../../../shell/idempotency-key';
import { DocumentLink, GrowingTextarea, WeightInput } from '../../../ui';
import { useFindHolders } from '../../materials/api/find-holders';
import { useFindMaterialCategories } from '../../materials/api/find-material-categories';
import { useAllBranches } from '../../platform/api/find-branches';
import { canAny, useMe } from '../../platform/api/get-me';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useLocalName } from '../../../ui/local-name';
import { zodFieldErrors } from '../../../ui/record-form';
import { useDeclareGoLive } from '../api/declare-go-live';
import { useOpening } from '../api/get-opening';
import { usePostOpening } from '../api/post-opening';
import { OpeningStones, openingStoneBody, type OpeningStoneDraft } from '../components/opening-stones';

/** Holders that keep metal on the go-live day, in the order a shop counts: the safe, the counters, the casting room, the benches. */
const countedKinds = ['safe', 'counter', 'old_gold', 'casting', 'staff'] as const;
type CountedKind = (typeof countedKinds)[number];
const isCounted = (kind: string): kind is CountedKind => (countedKinds as readonly string[]).includes(kind);
const rank = (kind: string) => (countedKinds as readonly string[]).indexOf(kind);
const countedHolders = (holders: readonly Holder[]) =>
  holders
    .filter((h) => h.physical && h.active && isCounted(h.kind))
    .sort((a, b) => rank(a.kind) - rank(b.kind) || a.code.localeCompare(b.code));

/** The weights typed: holder id → material id → mg. */
type Weights = Record<number, Record<number, number | null>>;

/**
 * `/setting/opening` (owner, DESIGN §3.11): the gold each holder has on the
 * go-live day per material, in g or chi/hun/li, and the stones in stock, posted
 * as one numbered opening document from OUTSIDE. Until go-live; then the page
 * says so, and a balance is corrected by reversing its document.
 */
export function OpeningPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const owner = canAny(me, ['platform.settings']);
  const opening = useOpening();
  const holders = useFindHolders({ active: 'true' });
  const materials = useFindMaterialCategories({ active: 'true' });
  const branches = useAllBranches();
  const post = usePostOpening();
  const goLive = useDeclareGoLive();
  const localName = useLocalName();
  const [weights, setWeights] = useState<Weights>({});
  const [stones, setStones] = useState<OpeningStoneDraft[]>([]);
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [key, setKey] = useState(newIdempotencyKey);
  const [posted, setPosted] = useState<OpeningResponse | null>(null);
  const [confirmLive, setConfirmLive] = useState(false);

  if (!owner) {
    return (
      <Alert color="yellow" icon={<IconAlertCircle size={18} />} title={t('setup.opening.title')}>
        {t('setup.opening.ownerOnly')}
      </Alert>
    );
  }
  if (opening.isPending || holders.isPending || materials.isPending) return <Loader />;

  const counted = countedHolders(holders.data?.items ?? []);
  const activeMaterials = materials.data?.items ?? [];
  const lines = counted.flatMap((h) =>
    activeMaterials.flatMap((m) => {
      const mg = weights[h.id]?.[m.id] ?? null;
      return mg === null ? [] : [{ holderId: h.id, materialId: m.id, mg }];
    }),
  );
  const body = { lines, stones: stones.map(openingStoneBody), note };
  const parsed = openingBodySchema.safeParse(body);
  const clientErrors = tried && !parsed.success ? zodFieldErrors(t, parsed.error, body) : {};
  const errorOf = (field: string) => serverErrors[field] ?? clientErrors[field];
  // A line's error names its index in `lines`: find the holder and material it came from.
  const lineError = (holderId: number, materialId: number) => {
    const index = lines.findIndex((l) => l.holderId === holderId && l.materialId === materialId);
    return index < 0 ? undefined : (errorOf(`lines.${index}.mg`) ?? errorOf(`lines.${index}.holderId`) ?? errorOf(`lines.${index}.materialId`));
  };
  const liveAt = opening.data?.liveAt ?? null;

  const submit = async () => {
    setTried(true);
    setServerErrors({});
    if (!parsed.success) return;
    try {
      const result = await post.mutateAsync({ body, idempotencyKey: key });
      setPosted(result);
      setWeights({});
      setStones([]);
      setNote('');
      setTried(false);
      setKey(newIdempotencyKey());
    } catch (error) {
      if (isApiError(error) && error.fields) setServerErrors({ ...error.fields });
    }
  };

  const refusal = post.error && isApiError(post.error) && !post.error.hasFieldErrors ? post.error.message : null;

  return (
    <Stack gap="lg" data-testid="opening-page">
      <Title order={1} fz={26}>
        {t('setup.opening.title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('setup.opening.intro')}
      </Text>

      {liveAt !== null ? (
        <Alert color="green" icon={<IconCircleCheck size={18} />} title={t('setup.opening.liveTitle')} data-testid="opening-live">
          {t('setup.opening.liveBody', { at: formatDateTime(liveAt) })}
        </Alert>
      ) : null}

      {posted && (
        <Alert color="green" icon={<IconCircleCheck size={18} />} title={t('setup.opening.postedTitle')} data-testid="opening-posted">
          <Group gap="xs">
            <DocumentLink type="opening" id={posted.document.id} number={posted.document.number} />
            {posted.stoneLots.length > 0 && <Text size="sm">{t('setup.opening.postedStones', { n: posted.stoneLots.length })}</Text>}
          </Group>
        </Alert>
      )}

      {(opening.data?.documents.length ?? 0) > 0 && (
        <Card withBorder radius="md" p="sm">
          <Text fw={600} size="sm" mb={4}>
            {t('setup.opening.documents')}
          </Text>
          <Stack gap={4}>
            {opening.data!.documents.map((d) => (
              <Group key={d.id} gap="xs">
                <DocumentLink type="opening" id={d.id} number={d.number} />
                <Text size="xs" c="dimmed">
                  {formatDateTime(d.createdAt)}
                  {d.reversedByDocumentNumber ? ` · ${t('setup.opening.reversedBy', { number: d.reversedByDocumentNumber })}` : ''}
                </Text>
              </Group>
            ))}
          </Stack>
        </Card>
      )}

      {liveAt === null && (
        <>
          <Title order={2} fz={20}>
            {t('setup.opening.metal')}
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {counted.map((holder) => (
              <Card key={holder.id} withBorder radius="md" p="sm" data-testid={`opening-holder-${holder.code}`}>
                <Text fw={600} size="sm">
                  {localName(holder)}
                </Text>
                <Text size="xs" c="dimmed" ff="monospace" mb="xs">
                  {holder.code} · {isCounted(holder.kind) ? t(`setup.opening.kinds.${holder.kind}`) : holder.kind}
                </Text>
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
                  {activeMaterials.map((material) => (
                    <WeightInput
                      key={material.id}
                      size="xs"
                      label={`${material.code} · ${localName(material)}`}
                      value={weights[holder.id]?.[material.id] ?? null}
                      onChange={(mg) => {
                        setServerErrors({});
                        setWeights((w) => ({ ...w, [holder.id]: { ...w[holder.id], [material.id]: mg } }));
                      }}
                      error={lineError(holder.id, material.id)}
                      data-testid={`opening-${holder.code}-${material.code}`}
                    />
                  ))}
                </SimpleGrid>
              </Card>
            ))}
          </SimpleGrid>
          {errorOf('lines') && (
            <Text c="red" size="sm" role="alert">
              {t('setup.opening.noLines')}
            </Text>
          )}

          <Title order={2} fz={20}>
            {t('setup.opening.stones')}
          </Title>
          <OpeningStones stones={stones} onChange={setStones} branches={branches.data?.items ?? []} errorOf={errorOf} disabled={post.isPending} />
          <GrowingTextarea label={t('setup.opening.note')} value={note} onChange={(e) => setNote(e.currentTarget.value)} error={errorOf('note')} />
          {refusal && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="opening-refused">
              {refusal}
            </Alert>
          )}
          <Group justify="space-between" gap="sm">
            <Button variant="default" color="green" leftSection={<IconRocket size={16} />} onClick={() => setConfirmLive(true)} data-testid="opening-go-live">
              {t('setup.opening.goLive')}
            </Button>
            <Button onClick={() => void submit()} loading={post.isPending} data-testid="opening-submit">
              {t('setup.opening.submit')}
            </Button>
          </Group>
        </>
      )}
      <ConfirmDialog
        opened={confirmLive}
        title={t('setup.opening.goLive')}
        body={t('setup.opening.goLiveConfirm')}
        confirmLabel={t('setup.opening.goLive')}
        loading={goLive.isPending}
        onConfirm={() => goLive.mutate(undefined, { onSettled: () => setConfirmLive(false) })}
        onClose={() => setConfirmLive(false)}
      />
    </Stack>
  );
}
