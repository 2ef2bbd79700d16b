import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { importColumns, importFormats, importLanguages, importTemplateUrl, type ImportKind } from '../../../../shared/contracts/imports/import-file';
import { useUiLocale } from '../../../ui/use-ui-locale';

/** The kind's template to download, XLSX or CSV, headers in Khmer or English; the columns it has, required ones marked. */
export function ImportTemplates({ kind }: { kind: ImportKind }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Text fw={600}>{t('imports.templates.title')}</Text>
        <Text size="sm" c="dimmed">
          {t('imports.templates.hint')}
        </Text>
        <Text size="sm" data-testid="import-columns">
          {importColumns[kind].map((c) => `${locale === 'kh' ? c.kh : c.en}${c.required ? ' *' : ''}`).join(' · ')}
        </Text>
        <Group gap="md" wrap="wrap">
          {importFormats.flatMap((format) =>
            importLanguages.map((language) => (
              <Anchor key={`${format}-${language}`} href={importTemplateUrl(kind, language, format)} download size="sm">
                <Group gap={4} wrap="nowrap">
                  <IconDownload size={16} />
                  {t('imports.templates.link', { format: format.toUpperCase(), language: t(`imports.templates.languages.${language}`) })}
                </Group>
              </Anchor>
            )),
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
