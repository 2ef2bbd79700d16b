import { createHash } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importFileField, importKindParamsSchema, importPreviewSchema, importResultSchema, importSheetField, importTemplateQuerySchema, maxImportBytes } from '../../../shared/contracts/imports/import-file';
import { actorOf } from '../../platform/access';
import { AppError, badInput } from '../../platform/errors';
import { sendExport } from '../../platform/exports/export-reply';
import { replyOnce } from '../../platform/idempotency';
import { importTemplate, previewImport, runImport, type UploadedFile } from './imports.service';

/** A multipart refusal → the user's message. */
function formError(error: unknown, fileName: string): unknown {
  if (error instanceof AppError) return error;
  const { code } = error as { code?: string };
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError(400, 'imports.fileTooLarge', { name: fileName, maxMb: maxImportBytes / 1024 / 1024 }, { [importFileField]: 'imports.fileTooLarge' });
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return badInput({ [importFileField]: 'imports.fileMissing' });
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return badInput({ [importFileField]: 'validation.unknownField' });
  return new AppError(400, 'uploads.badForm');
}

/** The file (one, under `file`) and the sheet chosen (`sheet`, optional) of a multipart request. */
async function importForm(request: FastifyRequest): Promise<{ file: UploadedFile; sheet: string | null }> {
  let file: UploadedFile | null = null;
  let sheet: string | null = null;
  let fileName = '';
  try {
    const parts = request.parts({ limits: { fileSize: maxImportBytes, files: 1, fields: 2, parts: 3, fieldSize: 1000 } });
    for await (const part of parts) {
      if (part.type === 'file' && part.fieldname === importFileField) {
        fileName = part.filename;
        const bytes = await part.toBuffer();
        file = { name: part.filename || 'file', bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
      } else if (part.type === 'field' && part.fieldname === importSheetField) {
        const value = String(part.value).trim();
        sheet = value === '' ? null : value.slice(0, 200);
      } else {
        if (part.type === 'file') part.file.resume();
        throw badInput({ [part.fieldname.slice(0, 40)]: 'validation.unknownField' });
      }
    }
  } catch (error) {
    throw formError(error, fileName);
  }
  if (!file) throw badInput({ [importFileField]: 'imports.fileMissing' });
  return { file, sheet };
}

const formDescription = `multipart/form-data: the file (CSV or XLSX, at most ${maxImportBytes / 1024 / 1024} MB) under "${importFileField}", and "${importSheetField}": the sheet to read when an XLSX has several`;

/** /api/imports (issue 23 §3): templates, the preview of a file, its import. Owner and manager. */
export const importsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  // Only here and for photos: elsewhere a multipart body stays a wrong content type.
  await app.register(fastifyMultipart);

  app.get(
    '/templates/:kind',
    { schema: { tags: ['imports'], params: importKindParamsSchema, querystring: importTemplateQuerySchema }, config: { access: 'imports.write' } },
    async (request, reply) => {
      const { kind } = request.params;
      const { locale, format } = request.query;
      const table = await importTemplate(db, kind, locale);
      return sendExport(reply, { format, locale, fileStem: `${kind}-template-${locale}`, tables: [table] });
    },
  );

  app.post(
    '/:kind/preview',
    { schema: { tags: ['imports'], description: formDescription, params: importKindParamsSchema, response: { 200: importPreviewSchema } }, config: { access: 'imports.write' } },
    async (request) => {
      const { file, sheet } = await importForm(request);
      return previewImport(db, request.locale, request.params.kind, file, sheet);
    },
  );

  app.post(
    '/:kind',
    {
      schema: { tags: ['imports'], description: `${formDescription}. All rows or none; once per Idempotency-Key.`, params: importKindParamsSchema, response: { 201: importResultSchema } },
      config: { access: 'imports.write' },
    },
    async (request, reply) => {
      const { file, sheet } = await importForm(request);
      // The body is a file: the request is known by its URL, its sheet and the file's hash.
      const fileHash = createHash('sha256').update(file.bytes).digest('base64url');
      return replyOnce(db, request, reply, 201, (tx) => runImport(tx, actorOf(request), request.locale, request.params.kind, file, sheet), { sheet, fileHash });
    },
  );
};
