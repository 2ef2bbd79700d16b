import { ActionIcon, Button, Card, Group, PasswordInput, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import type { RateBasis } from '../../../../shared/contracts/materials/material';
import { MoneyInput, PurityInput } from '../../../ui';
import { counterCode, defaultCounterName, emptyBranch, type BranchDraft, type MaterialDraft, type SetupDraft } from './setup-draft';
import { ChoiceControl } from '../../../ui/choice-control';

export interface StepProps {
  draft: SetupDraft;
  change: (update: (draft: SetupDraft) => SetupDraft) => void;
  /** The message of a body field, if it has one. */
  errorOf: (field: string) => string | undefined;
}

const khmer = { lang: 'km' } as const;

/** The owner's account: names as the shop writes them, the user name and a password (10 characters or more). */
export function OwnerStep({ draft, change, errorOf }: StepProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<SetupDraft['owner']>) => change((d) => ({ ...d, owner: { ...d.owner, ...patch } }));
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('setup.owner.nameKh')} {...khmer} required value={draft.owner.nameKh} onChange={(e) => set({ nameKh: e.currentTarget.value })} error={errorOf('owner.nameKh')} data-testid="setup-owner-name-kh" />
        <TextInput label={t('setup.owner.nameEn')} required value={draft.owner.nameEn} onChange={(e) => set({ nameEn: e.currentTarget.value })} error={errorOf('owner.nameEn')} data-testid="setup-owner-name-en" />
      </SimpleGrid>
      <TextInput
        label={t('setup.owner.username')}
        description={t('setup.owner.usernameHint')}
        required
        autoCapitalize="none"
        autoComplete="username"
        spellCheck={false}
        value={draft.owner.username}
        onChange={(e) => set({ username: e.currentTarget.value })}
        error={errorOf('owner.username')}
        data-testid="setup-owner-username"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <PasswordInput
          label={t('setup.owner.password')}
          description={t('setup.owner.passwordHint')}
          required
          autoComplete="new-password"
          value={draft.owner.password}
          onChange={(e) => set({ password: e.currentTarget.value })}
          error={errorOf('owner.password')}
          data-testid="setup-owner-password"
        />
        <PasswordInput
          label={t('setup.owner.confirm')}
          required
          autoComplete="new-password"
          value={draft.owner.confirm}
          onChange={(e) => set({ confirm: e.currentTarget.value })}
          error={errorOf('owner.confirm')}
          data-testid="setup-owner-confirm"
        />
      </SimpleGrid>
    </Stack>
  );
}

/** The shop as its sign and its receipts name it: names and address in both languages, phone, VAT and TIN. */
export function ShopStep({ draft, change, errorOf }: StepProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<SetupDraft['shop']>) => change((d) => ({ ...d, shop: { ...d.shop, ...patch } }));
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('setup.shop.nameKh')} {...khmer} required value={draft.shop.name.kh} onChange={(e) => set({ name: { ...draft.shop.name, kh: e.currentTarget.value } })} error={errorOf('shop.name.kh')} data-testid="setup-shop-name-kh" />
        <TextInput label={t('setup.shop.nameEn')} required value={draft.shop.name.en} onChange={(e) => set({ name: { ...draft.shop.name, en: e.currentTarget.value } })} error={errorOf('shop.name.en')} data-testid="setup-shop-name-en" />
        <TextInput label={t('setup.shop.addressKh')} {...khmer} value={draft.shop.address.kh} onChange={(e) => set({ address: { ...draft.shop.address, kh: e.currentTarget.value } })} error={errorOf('shop.address.kh')} data-testid="setup-shop-address-kh" />
        <TextInput label={t('setup.shop.addressEn')} value={draft.shop.address.en} onChange={(e) => set({ address: { ...draft.shop.address, en: e.currentTarget.value } })} error={errorOf('shop.address.en')} data-testid="setup-shop-address-en" />
        <TextInput label={t('setup.shop.phone')} inputMode="tel" value={draft.shop.phone} onChange={(e) => set({ phone: e.currentTarget.value })} error={errorOf('shop.phone')} data-testid="setup-shop-phone" />
        <TextInput
          label={t('setup.shop.tin')}
          description={t('setup.shop.tinHint')}
          placeholder="K001-123456789"
          required={draft.shop.vatRegistered}
          value={draft.shop.tin}
          onChange={(e) => set({ tin: e.currentTarget.value })}
          error={errorOf('shop.tin')}
          styles={{ input: { fontFamily: 'monospace' } }}
          data-testid="setup-shop-tin"
        />
      </SimpleGrid>
      <Switch label={t('setup.shop.vatRegistered')} checked={draft.shop.vatRegistered} onChange={(e) => set({ vatRegistered: e.currentTarget.checked })} data-testid="setup-shop-vat" />
    </Stack>
  );
}

/** Branches, at least one, each with its counters (each counter keeps its metal and its old gold apart). */
export function BranchesStep({ draft, change, errorOf }: StepProps) {
  const { t } = useTranslation();
  const setBranch = (index: number, patch: Partial<BranchDraft>) =>
    change((d) => ({ ...d, branches: d.branches.map((b, i) => (i === index ? { ...b, ...patch } : b)) }));
  return (
    <Stack gap="sm">
      {draft.branches.map((branch, i) => (
        <Card key={i} withBorder radius="md" p="sm" data-testid={`setup-branch-${i}`}>
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>{t('setup.branches.branch', { n: i + 1 })}</Text>
              {draft.branches.length > 1 && (
                <ActionIcon variant="subtle" color="red" aria-label={t('setup.branches.remove')} onClick={() => change((d) => ({ ...d, branches: d.branches.filter((_, j) => j !== i) }))}>
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput label={t('setup.branches.code')} description={t('setup.branches.codeHint')} required value={branch.code} onChange={(e) => setBranch(i, { code: e.currentTarget.value })} error={errorOf(`branches.${i}.code`)} data-testid={`setup-branch-${i}-code`} />
              <TextInput label={t('setup.branches.nameKh')} {...khmer} required value={branch.nameKh} onChange={(e) => setBranch(i, { nameKh: e.currentTarget.value })} error={errorOf(`branches.${i}.nameKh`)} data-testid={`setup-branch-${i}-name-kh`} />
              <TextInput label={t('setup.branches.nameEn')} required value={branch.nameEn} onChange={(e) => setBranch(i, { nameEn: e.currentTarget.value })} error={errorOf(`branches.${i}.nameEn`)} data-testid={`setup-branch-${i}-name-en`} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('setup.branches.address')} value={branch.address} onChange={(e) => setBranch(i, { address: e.currentTarget.value })} error={errorOf(`branches.${i}.address`)} />
              <TextInput label={t('setup.branches.phone')} inputMode="tel" value={branch.phone} onChange={(e) => setBranch(i, { phone: e.currentTarget.value })} error={errorOf(`branches.${i}.phone`)} />
            </SimpleGrid>
            <Text size="sm" fw={600}>
              {t('setup.branches.counters')}
            </Text>
            {branch.counters.map((counter, j) => (
              <Group key={j} gap="xs" align="flex-end" wrap="nowrap">
                <Text size="xs" ff="monospace" c="dimmed" w={90} style={{ flexShrink: 0, overflowWrap: 'anywhere' }}>
                  {counterCode(branch.code || '…', j)}
                </Text>
                <SimpleGrid cols={{ base: 1, sm: 2 }} style={{ flex: 1 }}>
                  <TextInput
                    size="xs"
                    {...khmer}
                    label={t('setup.branches.counterNameKh')}
                    placeholder={defaultCounterName(branch, j).nameKh}
                    value={counter.nameKh}
                    onChange={(e) => setBranch(i, { counters: branch.counters.map((c, k) => (k === j ? { ...c, nameKh: e.currentTarget.value } : c)) })}
                    error={errorOf(`branches.${i}.counters.${j}.nameKh`) ?? errorOf(`branches.${i}.counters.${j}.code`)}
                  />
                  <TextInput
                    size="xs"
                    label={t('setup.branches.counterNameEn')}
                    placeholder={defaultCounterName(branch, j).nameEn}
                    value={counter.nameEn}
                    onChange={(e) => setBranch(i, { counters: branch.counters.map((c, k) => (k === j ? { ...c, nameEn: e.currentTarget.value } : c)) })}
                    error={errorOf(`branches.${i}.counters.${j}.nameEn`)}
                  />
                </SimpleGrid>
                {branch.counters.length > 1 && (
                  <ActionIcon variant="subtle" color="red" aria-label={t('setup.branches.removeCounter')} onClick={() => setBranch(i, { counters: branch.counters.filter((_, k) => k !== j) })}>
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
              </Group>
            ))}
            <Group>
              <Button size="xs" variant="subtle" leftSection={<IconPlus size={14} />} onClick={() => setBranch(i, { counters: [...branch.counters, { nameKh: '', nameEn: '' }] })}>
                {t('setup.branches.addCounter')}
              </Button>
            </Group>
          </Stack>
        </Card>
      ))}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => change((d) => ({ ...d, branches: [...d.branches, emptyBranch()] }))} data-testid="setup-add-branch">
          {t('setup.branches.add')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('setup.branches.holdersNote')}
      </Text>
    </Stack>
  );
}

/** The materials, Cambodian defaults to accept or edit: code, names, purity (%, karat or teuk), how its price is set. */
export function MaterialsStep({ draft, change, errorOf }: StepProps) {
  const { t } = useTranslation();
  const setMaterial = (index: number, patch: Partial<MaterialDraft>) =>
    change((d) => ({ ...d, materials: d.materials.map((m, i) => (i === index ? { ...m, ...patch } : m)) }));
  const basisOptions = (['base', 'purity', 'own'] as const).map((value) => ({ value, label: t(`setup.materials.basis.${value}`) }));
  return (
    <Stack gap="sm">
      {errorOf('materials') && (
        <Text c="red" size="sm" role="alert">
          {errorOf('materials')}
        </Text>
      )}
      {draft.materials.map((material, i) => (
        <Card key={i} withBorder radius="md" p="sm" data-testid={`setup-material-${i}`}>
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600} ff="monospace">
                {material.code || '…'}
              </Text>
              {draft.materials.length > 1 && (
                <ActionIcon variant="subtle" color="red" aria-label={t('setup.materials.remove')} onClick={() => change((d) => ({ ...d, materials: d.materials.filter((_, j) => j !== i) }))}>
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput size="xs" label={t('setup.materials.code')} required value={material.code} onChange={(e) => setMaterial(i, { code: e.currentTarget.value })} error={errorOf(`materials.${i}.code`)} />
              <TextInput size="xs" label={t('setup.materials.nameKh')} {...khmer} required value={material.nameKh} onChange={(e) => setMaterial(i, { nameKh: e.currentTarget.value })} error={errorOf(`materials.${i}.nameKh`)} />
              <TextInput size="xs" label={t('setup.materials.nameEn')} required value={material.nameEn} onChange={(e) => setMaterial(i, { nameEn: e.currentTarget.value })} error={errorOf(`materials.${i}.nameEn`)} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <PurityInput label={t('setup.materials.purity')} value={material.purity} onChange={(purity) => setMaterial(i, { purity })} error={errorOf(`materials.${i}.purity`)} testId={`setup-material-${i}-purity`} />
              <Select
                size="xs"
                label={t('setup.materials.basisLabel')}
                data={basisOptions}
                value={material.rateBasis}
                allowDeselect={false}
                onChange={(value) => value && setMaterial(i, { rateBasis: value as RateBasis })}
                error={errorOf(`materials.${i}.rateBasis`)}
              />
            </SimpleGrid>
          </Stack>
        </Card>
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => change((d) => ({ ...d, materials: [...d.materials, { code: '', nameKh: '', nameEn: '', purity: null, waxRatioMilli: 16_000, rateBasis: 'purity', askCentsPerChi: null, bidCentsPerChi: null }] }))}
        >
          {t('setup.materials.add')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The riel rate and the day's rates: the base metal's price as typed, and the price of each material typed by hand. */
export function RatesStep({ draft, change, errorOf }: StepProps) {
  const { t } = useTranslation();
  const setRates = (patch: Partial<SetupDraft['rates']>) => change((d) => ({ ...d, rates: { ...d.rates, ...patch } }));
  const base = draft.materials.find((m) => m.rateBasis === 'base');
  const unit = t(`setup.rates.per.${draft.rates.quotedPer}`);
  return (
    <Stack gap="sm">
      <MoneyInput
        label={t('setup.rates.khrPerUsd')}
        description={t('setup.rates.khrPerUsdHint')}
        currency="KHR"
        required
        value={draft.khrPerUsd}
        onChange={(khrPerUsd) => change((d) => ({ ...d, khrPerUsd }))}
        error={errorOf('khrPerUsd')}
        maw={260}
        data-testid="setup-khr-per-usd"
      />
      <ChoiceControl
        value={draft.rates.quotedPer}
        onChange={(value) => setRates({ quotedPer: value as 'chi' | 'damleung' })}
        data={[
          { value: 'chi', label: t('setup.rates.quotedPerChi') },
          { value: 'damleung', label: t('setup.rates.quotedPerDamleung') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      <Text size="sm" fw={600}>
        {t('setup.rates.base', { material: base ? `${base.code} · ${base.nameEn}` : '—', unit })}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MoneyInput label={t('setup.rates.ask', { unit })} currency="USD" required value={draft.rates.baseAskCents} onChange={(baseAskCents) => setRates({ baseAskCents })} error={errorOf('rates.baseAskCents')} data-testid="setup-base-ask" />
        <MoneyInput label={t('setup.rates.bid', { unit })} currency="USD" required value={draft.rates.baseBidCents} onChange={(baseBidCents) => setRates({ baseBidCents })} error={errorOf('rates.baseBidCents')} data-testid="setup-base-bid" />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('setup.rates.followNote')}
      </Text>
      {draft.materials.map((material, i) =>
        material.rateBasis !== 'own' ? null : (
          <Card key={i} withBorder radius="md" p="sm">
            <Text size="sm" fw={600} mb={4}>
              {t('setup.rates.ownPrice', { material: `${material.code} · ${material.nameEn}` })}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <MoneyInput
                label={t('setup.rates.ask', { unit: t('setup.rates.per.chi') })}
                currency="USD"
                required
                value={material.askCentsPerChi}
                onChange={(askCentsPerChi) => change((d) => ({ ...d, materials: d.materials.map((m, j) => (j === i ? { ...m, askCentsPerChi } : m)) }))}
                error={errorOf(`materials.${i}.askCentsPerChi`)}
                data-testid={`setup-material-${i}-ask`}
              />
              <MoneyInput
                label={t('setup.rates.bid', { unit: t('setup.rates.per.chi') })}
                currency="USD"
                required
                value={material.bidCentsPerChi}
                onChange={(bidCentsPerChi) => change((d) => ({ ...d, materials: d.materials.map((m, j) => (j === i ? { ...m, bidCentsPerChi } : m)) }))}
                error={errorOf(`materials.${i}.bidCentsPerChi`)}
                data-testid={`setup-material-${i}-bid`}
              />
            </SimpleGrid>
          </Card>
        ),
      )}
    </Stack>
  );
}
