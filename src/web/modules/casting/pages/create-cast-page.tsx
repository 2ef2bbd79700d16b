import { Checkbox, Group, Paper, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconFlask } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { maxWaxPiecesPerCast } from '../../../../shared/contracts/casting/cast';
import { createCastBodySchema } from '../../../../shared/contracts/casting/create-cast';
import { mulDivRound } from '../../../../shared/units';
import { shopDayOf } from '../../../i18n/format';
import { showSnackbar } from '../../../shell/snackbar';
import { useUiLocale, NoteField } from '../../../ui';
import { useFindMaterialCategories } from '../../materials/api/find-material-categories';
import { canAny, useMe } from '../../platform/api/get-me';
import { useFindStaffNames } from '../../platform/api/find-staff-names';
import { useLocalName } from '../../../ui/local-name';
import { useCreateCast } from '../api/create-cast';
import { useFindWaxPieces } from '../api/find-wax-pieces';
import { castPath } from '../api/get-cast';
import { formatWaxRatio } from '../components/cast-figures';
import { CastMaterialSelect } from '../components/cast-material-select';
import { CastRefusal } from '../components/cast-refusal';
import { useCastForm } from '../components/use-cast-form';
import { WeightText } from '../../../ui/weight-text';
import { FormCard, FormSubmit } from '../../../ui/form-card';
import { BackLink } from '../../../ui/back-link';

interface CastValues {
  materialId: number | null;
  waxPieceIds: number[];
  castOn: string;
  handlerStaffId: number | null;
  note: string;
}

/** `/cast/create`: a tree of waiting wax pieces of one material, its wax and the metal estimate; then its detail page. */
export function CreateCastPage() {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const nameOf = useLocalName();
  const navigate = useNavigate();
  const { data: me } = useMe();
  const canWrite = canAny(me, ['casting.write']);
  const { data: categories } = useFindMaterialCategories();
  const { data: staff } = useFindStaffNames({ active: 'true', pageSize: 200 });
  const createCast = useCreateCast();
  const form = useCastForm({
    initial: (): CastValues => ({ materialId: null, waxPieceIds: [], castOn: shopDayOf(new Date()), handlerStaffId: null, note: '' }),
    toBody: (v) => ({ ...v, note: v.note.trim() }),
    schema: createCastBodySchema,
  });
  const { materialId, waxPieceIds } = form.values;
  const { data: waiting, isFetching } = useFindWaxPieces({ materialId: materialId ?? undefined, pageSize: maxWaxPiecesPerCast }, { enabled: materialId !== null });
  const pieces = materialId === null ? [] : (waiting?.items ?? []).filter((p) => p.materialId === materialId);
  const material = categories?.items.find((m) => m.id === materialId);
  const waxMg = pieces.filter((p) => waxPieceIds.includes(p.id)).reduce((sum, p) => sum + p.waxMg, 0);
  // DESIGN §3.4: estimate = wax × the material's wax ratio (ratio × 1000 in the settings).
  const estimateMg = material ? mulDivRound(waxMg, material.waxRatioMilli, 1000) : null;
  const allTicked = pieces.length > 0 && pieces.every((p) => waxPieceIds.includes(p.id));

  const toggle = (id: number, ticked: boolean) =>
    form.set('waxPieceIds', ticked ? [...waxPieceIds, id] : waxPieceIds.filter((other) => other !== id));
  const send = async () => {
    const cast = await form.submit((body) => createCast.mutateAsync(body));
    if (!cast) return;
    showSnackbar({ type: 'success', message: t('casting.create.done', { number: cast.number }) });
    void navigate({ to: castPath(cast.id) });
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <BackLink to="/cast" label={t('casting.detail.backToCasts')} />
        <Title order={1} fz={26}>
          {t('casting.create.title')}
        </Title>
        <Text c="dimmed">{t('casting.create.subtitle')}</Text>
      </Stack>
      <FormCard onSubmit={() => void send()}>
        <Group align="flex-start" gap="md">
          <CastMaterialSelect
            label={t('casting.create.material')}
            placeholder={t('casting.create.materialPlaceholder')}
            required
            data-autofocus
            value={materialId}
            onChange={(next) => {
              form.set('materialId', next);
              form.set('waxPieceIds', []);
            }}
            error={form.errorOf('materialId')}
            disabled={!canWrite}
            w={{ base: '100%', sm: 280 }}
          />
          <DatePickerInput
            label={t('casting.create.castOn')}
            required
            value={form.values.castOn}
            onChange={(value) => form.set('castOn', value ? String(value).slice(0, 10) : '')}
            valueFormat="YYYY-MM-DD"
            error={form.errorOf('castOn')}
            disabled={!canWrite}
            w={{ base: '100%', sm: 180 }}
          />
          <Select
            label={t('casting.create.handler')}
            placeholder={t('casting.create.handlerPlaceholder')}
            data={(staff?.items ?? []).map((s) => ({ value: String(s.id), label: `${s.code} · ${nameOf(s)}` }))}
            value={form.values.handlerStaffId === null ? null : String(form.values.handlerStaffId)}
            onChange={(value) => form.set('handlerStaffId', value ? Number(value) : null)}
            error={form.errorOf('handlerStaffId')}
            searchable
            clearable
            disabled={!canWrite}
            w={{ base: '100%', sm: 280 }}
          />
        </Group>

        <Stack gap={6}>
          <Group justify="space-between">
            <Text size="sm" fw={600}>
              {t('casting.create.waxPieces')}
            </Text>
            {pieces.length > 0 && (
              <Checkbox
                label={t('casting.create.tickAll')}
                checked={allTicked}
                indeterminate={!allTicked && waxPieceIds.length > 0}
                onChange={(event) => form.set('waxPieceIds', event.currentTarget.checked ? pieces.map((p) => p.id) : [])}
                disabled={!canWrite}
              />
            )}
          </Group>
          {materialId === null ? (
            <Text size="sm" c="dimmed">
              {t('casting.create.chooseMaterialFirst')}
            </Text>
          ) : pieces.length === 0 && !isFetching ? (
            <Text size="sm" c="dimmed">
              {t('casting.create.noWaxWaiting')}
            </Text>
          ) : (
            <Table withTableBorder verticalSpacing={6} fz="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40} />
                  <Table.Th>{t('casting.wax.itemCode')}</Table.Th>
                  <Table.Th>{t('casting.wax.description')}</Table.Th>
                  <Table.Th ta="right">{t('casting.wax.waxWeight')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {pieces.map((piece) => (
                  <Table.Tr key={piece.id}>
                    <Table.Td>
                      <Checkbox
                        aria-label={piece.itemCode}
                        checked={waxPieceIds.includes(piece.id)}
                        onChange={(event) => toggle(piece.id, event.currentTarget.checked)}
                        disabled={!canWrite}
                      />
                    </Table.Td>
                    <Table.Td fw={600}>{piece.itemCode}</Table.Td>
                    <Table.Td>{piece.itemDescription}</Table.Td>
                    <Table.Td>
                      <WeightText mg={piece.waxMg} align="right" />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {form.errorOf('waxPieceIds') && (
            <Text size="sm" c="red.7" role="alert">
              {t('casting.create.tickOne')}
            </Text>
          )}
        </Stack>

        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Paper withBorder radius="md" p="sm">
            <Text size="xs" c="dimmed">
              {t('casting.create.waxSum', { count: waxPieceIds.length })}
            </Text>
            <WeightText mg={waxMg} size="md" />
          </Paper>
          <Paper withBorder radius="md" p="sm">
            <Text size="xs" c="dimmed">
              {t('casting.create.ratio')}
            </Text>
            <Text size="md" fw={500}>
              {material ? formatWaxRatio(material.waxRatioMilli, locale) : '—'}
            </Text>
          </Paper>
          <Paper withBorder radius="md" p="sm">
            <Text size="xs" c="dimmed">
              {t('casting.create.estimate')}
            </Text>
            <WeightText mg={estimateMg} size="md" />
          </Paper>
        </SimpleGrid>

        <NoteField form={form} label={t('casting.create.note')} disabled={!canWrite} />
        <CastRefusal error={form.refusal} otherFields={form.otherErrors(['materialId', 'castOn', 'handlerStaffId', 'note'])} />
        <FormSubmit
          label={t('casting.create.submit')}
          icon={<IconFlask size={18} />}
          pending={form.pending}
          readOnlyText={canWrite ? undefined : t('casting.create.readOnly')}
        />
      </FormCard>
    </Stack>
  );
}
