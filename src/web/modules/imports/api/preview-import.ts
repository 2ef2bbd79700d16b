import { useMutation } from '@tanstack/react-query';
import { importFileField, importSheetField, type ImportKind, type ImportPreview } from '../../../../shared/contracts/imports/import-file';
import { api } from '../../../shell/http';

export interface ImportFileInput {
  readonly kind: ImportKind;
  readonly file: File;
  /** The sheet chosen of a workbook with several; null: let the server say whether one must be. */
  readonly sheet: string | null;
}

/** The file and its sheet as the server reads them (multipart). */
export function importForm({ file, sheet }: Pick<ImportFileInput, 'file' | 'sheet'>): FormData {
  const form = new FormData();
  if (sheet !== null) form.append(importSheetField, sheet);
  form.append(importFileField, file, file.name);
  return form;
}

/** Every row of the file with its problems; nothing is written. Silent: the page shows a refused file itself. */
export function previewImport(input: ImportFileInput): Promise<ImportPreview> {
  return api.post<ImportPreview>(`/api/imports/${input.kind}/preview`, importForm(input), { silent: true });
}

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}
