import { Alert, Button, FileInput, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { importKinds, type ImportKind, type ImportPreview, type ImportResult } from '../../../../shared/contracts/imports/import-file';
import { isApiError } from '../../../shell/http';
import { newIdempotencyKey } from '../../../shell/idempotency-key';
import { usePreviewImport } from '../api/preview-import';
import { useRunImport } from '../api/run-import';
import { ImportDone } from '../components/import-done';
import { ImportPreviewTable } from '../components/import-preview-table';
import { ImportTemplates } from '../components/import-templates';
import { ChoiceControl } from '../../../ui/choice-control';

const errorText = (error: unknown) => (isApiError(error) ? error.message : String(error));

/**
 * `/setting/import` (issue 23 §3): a shop moving in brings its pieces,
 * customers and staff from its spreadsheets. Pick the kind (its template
 * to download), choose the file (and the sheet of a workbook with several),
 * read every row's problems, and import: all rows or none.
 */
export function ImportPage() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<ImportKind>('pieces');
  const [file, setFile] = useState<File | null>(null);
  const [sheet, setSheet] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  // One key per file read: a double click on Import imports it once.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const previewing = usePreviewImport();
  const importing = useRunImport();

  const read = async (next: { kind: ImportKind; file: File | null; sheet: string | null }) => {
    setPreview(null);
    setRefusal(null);
    setResult(null);
    setIdempotencyKey(newIdempotencyKey());
    if (!next.file) return;
    try {
      setPreview(await previewing.mutateAsync({ kind: next.kind, file: next.file, sheet: next.sheet }));
    } catch (error) {
      setRefusal(errorText(error));
    }
  };
  const reset = () => {
    setFile(null);
    setSheet(null);
    void read({ kind, file: null, sheet: null });
  };
  const submit = async () => {
    if (!file || !preview) return;
    try {
      setResult(await importing.mutateAsync({ kind, file, sheet, idempotencyKey }));
      setPreview(null);
    } catch (error) {
      setRefusal(errorText(error));
    }
  };
  const ready = preview !== null && !preview.needsSheet && preview.fileProblems.length === 0 && preview.problemRowCount === 0 && preview.rowCount > 0;

  return (
    <Stack gap="lg" maw={1200}>
      <Stack gap={4}>
        <Title order={1} fz={26}>
          {t('imports.title')}
        </Title>
        <Text c="dimmed">{t('imports.subtitle')}</Text>
      </Stack>
      <ChoiceControl
        value={kind}
        onChange={(value) => {
          setKind(value as ImportKind);
          setSheet(null);
          void read({ kind: value as ImportKind, file, sheet: null });
        }}
        data={importKinds.map((k) => ({ value: k, label: t(`imports.kinds.${k}`) }))}
        fullWidth
        aria-label={t('imports.kindLabel')}
      />
      <ImportTemplates kind={kind} />
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <FileInput
            label={t('imports.file.label')}
            description={t('imports.file.hint')}
            placeholder={t('imports.file.placeholder')}
            accept=".csv,.xlsx,.txt,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            leftSection={<IconFileSpreadsheet size={18} />}
            value={file}
            clearable
            onChange={(next) => {
              setFile(next);
              setSheet(null);
              void read({ kind, file: next, sheet: null });
            }}
            data-testid="import-file"
          />
          {preview && preview.sheets.length > 1 && (
            <Select
              label={t('imports.sheet.label')}
              description={t('imports.sheet.hint')}
              placeholder={t('imports.sheet.placeholder')}
              data={preview.sheets}
              value={sheet}
              allowDeselect={false}
              error={preview.needsSheet ? t('imports.sheet.needed', { count: preview.sheets.length }) : undefined}
              onChange={(next) => {
                setSheet(next);
                void read({ kind, file, sheet: next });
              }}
              data-testid="import-sheet"
            />
          )}
          {previewing.isPending && <Text size="sm">{t('imports.file.reading')}</Text>}
        </Stack>
      </Paper>
      {refusal && (
        <Alert color="red" icon={<IconAlertTriangle />} title={t('imports.refused')} data-testid="import-refusal">
          {refusal}
        </Alert>
      )}
      {preview && !preview.needsSheet && preview.fileProblems.length > 0 && (
        <Alert color="red" icon={<IconAlertTriangle />} title={t('imports.fileProblems')} data-testid="import-file-problems">
          <Stack gap={2}>
            {preview.fileProblems.map((p, i) => (
              <Text key={i} size="sm">
                {p.message}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      {preview && !preview.needsSheet && preview.fileProblems.length === 0 && (
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
          <Stack gap="md">
            <ImportPreviewTable key={`${preview.fileName}-${preview.sheet}-${preview.rowCount}`} preview={preview} />
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Text size="sm" c={ready ? undefined : 'red'}>
                {ready ? t('imports.readyHint', { count: preview.rowCount }) : t('imports.blockedHint')}
              </Text>
              <Button leftSection={<IconUpload size={18} />} disabled={!ready} loading={importing.isPending} onClick={() => void submit()} data-testid="import-submit">
                {t(`imports.submit.${kind}`, { count: preview.rowCount })}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
      {result && <ImportDone result={result} onAgain={reset} />}
    </Stack>
  );
}
