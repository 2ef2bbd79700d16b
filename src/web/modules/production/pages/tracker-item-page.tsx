import { Alert, Button, Paper, Stack, TextInput } from '@mantine/core';
import { IconBarcode, IconQuestionMark, IconTimeline } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { itemCodeParamsSchema } from '../../../../shared/contracts/production/get-item';
import { isApiError } from '../../../shell/http';
import { useGetItemByCode } from '../api/get-item-by-code';
import { ItemSummary, timelinePath } from '../components/item-summary';
import { RefusalAlert } from '../components/refusal-alert';
import { ProductionTabs } from '../components/production-tabs';
import { PageTitle } from '../../../ui/page-title';

/**
 * `/tracker_item`: type or scan a code, Enter, see the item. A scanner types
 * the code and an Enter; the field keeps the focus, its text selected, so the
 * next scan replaces it.
 */
export function TrackerItemPage() {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const lookup = useGetItemByCode();
  const notFound = isApiError(lookup.error) && lookup.error.status === 404;

  const readyForNextScan = () => {
    inputRef.current?.focus();
    inputRef.current?.select();
  };

  const find = () => {
    const parsed = itemCodeParamsSchema.safeParse({ code });
    setInvalid(!parsed.success && code.trim() !== '');
    if (!parsed.success) {
      lookup.reset();
      readyForNextScan();
      return;
    }
    lookup.mutate(parsed.data.code, { onSettled: readyForNextScan });
  };

  return (
    <Stack gap="lg" maw={900}>
      <ProductionTabs />
      <PageTitle title={t('production.tracker.title')} subtitle={t('production.tracker.subtitle')} />
      <Paper p="lg" radius="lg" withBorder>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            find();
          }}
        >
          <TextInput
            ref={inputRef}
            label={t('production.tracker.code')}
            placeholder={t('production.tracker.placeholder')}
            size="xl"
            autoFocus
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            leftSection={<IconBarcode size={28} />}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={invalid ? t('production.tracker.invalid') : undefined}
            styles={{ input: { fontFamily: 'monospace', letterSpacing: 1 } }}
            rightSectionWidth={110}
            rightSection={
              <Button type="submit" loading={lookup.isPending} size="md" mr="xs">
                {t('production.tracker.find')}
              </Button>
            }
          />
        </form>
      </Paper>

      {notFound && (
        <Alert color="orange" radius="lg" icon={<IconQuestionMark />} title={t('production.tracker.notFound', { code: lookup.variables ?? '' })} role="alert" />
      )}
      {!notFound && <RefusalAlert error={lookup.error} fieldsShown={false} />}
      {lookup.data && !lookup.isPending && !lookup.error && (
        <ItemSummary
          item={lookup.data}
          actions={
            <Button component={Link} to={timelinePath(lookup.data.id)} leftSection={<IconTimeline size={18} />}>
              {t('production.tracker.openTimeline')}
            </Button>
          }
        />
      )}
    </Stack>
  );
}
