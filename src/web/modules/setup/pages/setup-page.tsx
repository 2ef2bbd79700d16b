import { Alert, Box, Button, Container, Group, List, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArchive, IconCheck, IconCoins, IconHome } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type ReactElement } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { setupBodySchema } from '../../../../shared/contracts/setup/setup';
import { formatMoney } from '../../../../shared/units';
import { isApiError } from '../../../shell/http';
import { LocaleSwitch } from '../../../shell/locale-switch';
import { Logo } from '../../../shell/logo';
import { useUiLocale } from '../../../ui';
import { meQueryKey } from '../../platform/api/get-me';
import { zodFieldErrors } from '../../../ui/record-form';
import { useCompleteSetup } from '../api/complete-setup';
import { RestoreBackupPanel } from '../components/restore-backup-panel';
import { BranchesStep, MaterialsStep, OwnerStep, RatesStep, ShopStep } from '../components/setup-step-fields';
import { initialDraft, setupBodyOf, setupSteps, stepOfField, type SetupDraft, type SetupStep } from '../components/setup-draft';
import classes from './setup-page.module.css';

/**
 * `/setup` (DESIGN §3.11): the first run of a production install, the only
 * page until it is done. One step at a time (owner, shop, branches,
 * materials, rates), each checked by the shared contract before the next;
 * one submit writes it all and signs the owner in; the last screen leads to
 * the opening balances.
 */
export function SetupPage() {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const queryClient = useQueryClient();
  const complete = useCompleteSetup();
  const [draft, setDraft] = useState<SetupDraft>(initialDraft);
  const [active, setActive] = useState(0);
  const [checked, setChecked] = useState<ReadonlySet<SetupStep>>(new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);
  // A shop moving to a new computer restores its last backup instead (issue 23 §4).
  const [restoring, setRestoring] = useState(false);

  const body = setupBodyOf(draft);
  const parsed = setupBodySchema.safeParse(body);
  const clientErrors: Record<string, string> = parsed.success ? {} : zodFieldErrors(t, parsed.error, body);
  if (draft.owner.confirm !== draft.owner.password) clientErrors['owner.confirm'] = t('setup.owner.confirmDiffers');
  const errorOf = (field: string) => serverErrors[field] ?? (checked.has(stepOfField(field)) ? clientErrors[field] : undefined);
  const stepHasErrors = (step: SetupStep) => Object.keys(clientErrors).some((field) => stepOfField(field) === step);
  const change = (update: (d: SetupDraft) => SetupDraft) => {
    setDraft(update);
    setServerErrors({});
  };

  const next = () => {
    const step = setupSteps[active]!;
    setChecked((c) => new Set([...c, step]));
    if (!stepHasErrors(step)) setActive((a) => Math.min(a + 1, setupSteps.length - 1));
  };

  const submit = async () => {
    setChecked(new Set(setupSteps));
    const firstBad = setupSteps.findIndex((step) => stepHasErrors(step));
    if (firstBad >= 0) return setActive(firstBad);
    try {
      const me = await complete.mutateAsync(body);
      // The owner is signed in: the app's pages read the new session.
      queryClient.setQueryData(meQueryKey, me);
      setDone(true);
      setActive(setupSteps.length);
    } catch (error) {
      if (isApiError(error) && error.fields) {
        setServerErrors({ ...error.fields });
        const first = Object.keys(error.fields)[0];
        if (first) setActive(setupSteps.indexOf(stepOfField(first)));
      }
    }
  };

  const refusal = complete.error && isApiError(complete.error) && !complete.error.hasFieldErrors ? complete.error.message : null;
  const props = { draft, change, errorOf };
  const steps: Record<Exclude<SetupStep, 'review'>, ReactElement> = {
    owner: <OwnerStep {...props} />,
    shop: <ShopStep {...props} />,
    branches: <BranchesStep {...props} />,
    materials: <MaterialsStep {...props} />,
    rates: <RatesStep {...props} />,
  };

  return (
    <Box className={classes.backdrop}>
      <Container size="md" px={{ base: 'xs', sm: 'md' }} py="md">
        <Group justify="space-between" mb="md" gap="xs">
          <Group gap="sm" wrap="nowrap">
            <Logo size={40} />
            <Stack gap={0}>
              <Text c="white" fw={700} fz={20} lh={1.3}>
                {t('setup.title')}
              </Text>
              <Text c="gold.3" fz="sm">
                {t('setup.subtitle')}
              </Text>
            </Stack>
          </Group>
          <LocaleSwitch tone="dark" />
        </Group>
        <Paper radius="lg" shadow="xl" p={{ base: 'sm', sm: 'xl' }}>
          {restoring ? (
            <RestoreBackupPanel onCancel={() => setRestoring(false)} />
          ) : (
            <>
              {active === 0 && !done && (
                <Alert color="blue" variant="light" icon={<IconArchive size={18} />} mb="md" data-testid="setup-restore-offer">
                  <Group justify="space-between" gap="xs">
                    <Text size="sm">{t('setup.restore.offer')}</Text>
                    <Button size="xs" variant="light" onClick={() => setRestoring(true)} data-testid="setup-restore-open">
                      {t('setup.restore.open')}
                    </Button>
                  </Group>
                </Alert>
              )}
              <Stepper active={active} onStepClick={(step) => !done && step < active && setActive(step)} size="sm" allowNextStepsSelect={false} classNames={{ steps: classes.steps, stepBody: classes.stepBody, separator: classes.separator }}>
                {setupSteps.map((step) => (
                  <Stepper.Step key={step} label={t(`setup.steps.${step}`)} data-testid={`setup-step-${step}`}>
                    <Stack gap="md" mt="md">
                      <Title order={2} fz={20}>
                        {t(`setup.steps.${step}`)}
                      </Title>
                      <Text size="sm" c="dimmed">
                        {t(`setup.intro.${step}`)}
                      </Text>
                      {step === 'review' ? <Review draft={draft} locale={locale} /> : steps[step]}
                    </Stack>
                  </Stepper.Step>
                ))}
                <Stepper.Completed>
                  <Stack gap="md" mt="md" data-testid="setup-done">
                    <Alert color="green" icon={<IconCheck size={18} />} title={t('setup.done.title')}>
                      {t('setup.done.body')}
                    </Alert>
                    <Group>
                      <Button component={Link} to="/setting/opening" leftSection={<IconCoins size={16} />} data-testid="setup-to-opening">
                        {t('setup.done.opening')}
                      </Button>
                      <Button component={Link} to="/" variant="light" leftSection={<IconHome size={16} />}>
                        {t('setup.done.home')}
                      </Button>
                    </Group>
                  </Stack>
                </Stepper.Completed>
              </Stepper>
              {refusal && (
                <Alert color="red" icon={<IconAlertCircle size={18} />} mt="md" role="alert" data-testid="setup-refused">
                  {refusal}
                </Alert>
              )}
              {!done && (
                <Group justify="space-between" mt="xl">
                  <Button variant="default" onClick={() => setActive((a) => Math.max(a - 1, 0))} disabled={active === 0}>
                    {t('setup.back')}
                  </Button>
                  {active < setupSteps.length - 1 ? (
                    <Button onClick={next} data-testid="setup-next">
                      {t('setup.next')}
                    </Button>
                  ) : (
                    <Button onClick={() => void submit()} loading={complete.isPending} data-testid="setup-submit">
                      {t('setup.submit')}
                    </Button>
                  )}
                </Group>
              )}
            </>
          )}
        </Paper>
      </Container>
    </Box>
  );

  function Review({ draft: d, locale: l }: { draft: SetupDraft; locale: string }) {
    const money = (cents: number | null) => (cents === null ? '—' : formatMoney(cents, 'USD', l));
    return (
      <List spacing="xs" size="sm" data-testid="setup-review">
        <List.Item>
          {t('setup.review.owner', { name: locale === 'kh' ? d.owner.nameKh : d.owner.nameEn, username: d.owner.username })}
        </List.Item>
        <List.Item>{t('setup.review.shop', { name: locale === 'kh' ? d.shop.name.kh : d.shop.name.en, tin: d.shop.tin || '—' })}</List.Item>
        <List.Item>
          {t('setup.review.branches', { count: d.branches.length, codes: d.branches.map((b) => b.code).join(', ') })}
        </List.Item>
        <List.Item>{t('setup.review.materials', { codes: d.materials.map((m) => m.code).join(', ') })}</List.Item>
        <List.Item>
          {t('setup.review.rates', {
            ask: money(d.rates.baseAskCents),
            bid: money(d.rates.baseBidCents),
            unit: t(`setup.rates.per.${d.rates.quotedPer}`),
            khr: d.khrPerUsd === null ? '—' : formatMoney(d.khrPerUsd, 'KHR', l),
          })}
        </List.Item>
      </List>
    );
  }
}
