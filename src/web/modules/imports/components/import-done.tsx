import { Alert, Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { ImportResult } from '../../../../shared/contracts/imports/import-file';
import { formatGrams } from '../../../../shared/units';
import { useUiLocale } from '../../../ui/use-ui-locale';

const listOf = { pieces: '/jewelry/stock/currently', customers: '/customer', staff: '/setting?tab=staff' } as const;

/** What the import wrote: the count, the pieces' import documents (their metal posted from outside), where to see them. */
export function ImportDone({ result, onAgain }: { result: ImportResult; onAgain: () => void }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  return (
    <Alert color="green" icon={<IconCircleCheck />} title={t(`imports.done.${result.kind}`, { count: result.count })} data-testid="import-done">
      <Stack gap="sm">
        {result.documents.length > 0 && (
          <>
            <Text size="sm">{t('imports.done.documents')}</Text>
            <List size="sm" spacing={2}>
              {result.documents.map((d) => (
                <List.Item key={d.id}>
                  <Anchor component={Link} to={`/jewelry/document-${d.id}`}>
                    {d.number}
                  </Anchor>{' '}
                  {t('imports.done.document', { count: d.pieceCount, branch: d.branchCode, metal: formatGrams(d.metalMg, locale) })}
                </List.Item>
              ))}
            </List>
          </>
        )}
        <Group gap="sm" wrap="wrap">
          <Button component={Link} to={listOf[result.kind]} variant="light">
            {t(`imports.done.see.${result.kind}`)}
          </Button>
          <Button variant="subtle" onClick={onAgain}>
            {t('imports.done.again')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
