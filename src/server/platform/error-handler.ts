import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { noNulPattern, wholeCharactersPattern } from '../../shared/contracts/common';
import { postgresErrorCode } from './db/transaction';
import { AppError } from './errors';
import { localeFromHeader, translate, type Locale, type MessageKey } from './i18n/messages';

interface ZodLikeIssue {
  readonly keyword: string;
  readonly instancePath: string;
  readonly params: Record<string, unknown>;
}

/** One zod issue → the message key and params the user reads (spec §5 wording). */
export function describeIssue(
  issue: ZodLikeIssue,
  input?: unknown,
): { key: MessageKey; params: Record<string, string | number> } {
  const p = issue.params;
  const num = (v: unknown) => (typeof v === 'bigint' ? Number(v) : (v as number));
  switch (issue.keyword) {
    case 'invalid_type': {
      if (valueAt(input, issue.instancePath) === undefined) return { key: 'validation.required', params: {} };
      if (p.expected === 'number' || p.expected === 'bigint') return { key: 'validation.numbersOnly', params: {} };
      if (p.expected === 'int') return { key: 'validation.integerOnly', params: {} };
      return { key: 'validation.invalidType', params: { expected: String(p.expected) } };
    }
    case 'too_small': {
      const min = num(p.minimum);
      if (p.origin === 'string') return { key: min <= 1 ? 'validation.required' : 'validation.minLength', params: { min } };
      if (p.origin === 'array' || p.origin === 'set')
        return { key: min <= 1 ? 'validation.chooseAtLeastOne' : 'validation.minLength', params: { min } };
      return { key: p.inclusive === false ? 'validation.haveToBeBiggerThan' : 'validation.cannotBeSmallerThan', params: { min } };
    }
    case 'too_big': {
      const max = num(p.maximum);
      if (p.origin === 'string' || p.origin === 'array') return { key: 'validation.maxLength', params: { max } };
      return { key: 'validation.cannotBeBiggerThan', params: { max } };
    }
    case 'invalid_format':
      if (p.format === 'regex' && p.pattern === String(noNulPattern)) return { key: 'validation.noNul', params: {} };
      if (p.format === 'regex' && p.pattern === String(wholeCharactersPattern)) return { key: 'validation.brokenCharacter', params: {} };
      return { key: p.format === 'email' ? 'validation.validEmail' : 'validation.invalidFormat', params: {} };
    case 'invalid_value':
    case 'invalid_union':
      return { key: 'validation.invalidValue', params: {} };
    case 'unrecognized_keys':
      return { key: 'validation.unknownField', params: {} };
    case 'not_multiple_of':
      return { key: 'validation.integerOnly', params: {} };
    default:
      return { key: 'validation.invalidFormat', params: {} };
  }
}

/** The submitted value an issue points at (zod 4 does not keep it). */
function valueAt(input: unknown, instancePath: string): unknown {
  let value = input;
  for (const part of instancePath.split('/').filter(Boolean)) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

function fieldPath(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || context || 'body';
}

export function localizedValidationFields(
  issues: readonly ZodLikeIssue[],
  locale: Locale,
  context?: string,
  input?: unknown,
) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const { key, params } = describeIssue(issue, input);
    const message = translate(key, locale, params);
    const keys = issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys) ? issue.params.keys : [null];
    for (const extra of keys) {
      const base = fieldPath(issue.instancePath, context);
      const path = extra === null ? base : base === context || base === 'body' ? String(extra) : `${base}.${String(extra)}`;
      // Rules run in order; the first error of a field is the one shown.
      fields[path] ??= message;
    }
  }
  return fields;
}

/**
 * PostgreSQL's refusals of a value it was given (SQLSTATE class 22): a NUL or
 * a byte sequence text cannot hold, a number past its column, text that is
 * not a number or a date, a date out of range, text past a varchar's length.
 * The contracts refuse these first (DESIGN §5); one that slips past is still
 * bad input, a 400, not a 500.
 */
const inputRefusedByDatabase = new Set(['22P05', '22021', '22003', '22P02', '22007', '22008', '22001']);

export function sendError(reply: FastifyReply, status: number, code: string, message: string, fields?: Record<string, string>) {
  return reply.status(status).send({ error: { code, message, ...(fields ? { fields } : {}) } });
}

export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const locale = localeFromHeader(request.headers['accept-language']);
    if (error instanceof AppError) {
      const fields = error.fields
        ? Object.fromEntries(
            Object.entries(error.fields).map(([f, problem]) => [
              f,
              typeof problem === 'string' ? translate(problem, locale, error.params) : translate(problem.key, locale, { ...error.params, ...problem.params }),
            ]),
          )
        : undefined;
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return sendError(reply, error.status, error.code, translate(error.code, locale, error.params), fields);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = (error as { validationContext?: string }).validationContext;
      const input = context === 'querystring' ? request.query : context === 'params' ? request.params : request.body;
      const fields = localizedValidationFields(error.validation as unknown as ZodLikeIssue[], locale, context, input);
      return sendError(reply, 400, 'validation.failed', translate('validation.failed', locale), fields);
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.statusCode === 429) {
      return sendError(reply, 429, 'auth.tooManyAttempts', translate('auth.tooManyAttempts', locale));
    }
    if (fastifyError.statusCode === 413) {
      return sendError(reply, 413, 'validation.tooLarge', translate('validation.tooLarge', locale));
    }
    if (fastifyError.code?.startsWith('FST_ERR_CTP_')) {
      // Fastify's refusals of a body: bad JSON, wrong content type, empty body.
      return sendError(reply, fastifyError.statusCode ?? 400, 'validation.badJson', translate('validation.badJson', locale));
    }
    if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
      // The static files refusing a path no file can have (too long, a dot-file): nothing is there.
      const pathname = request.url.split('?')[0]!;
      return sendError(reply, 404, 'routeNotFound', translate('routeNotFound', locale, { path: pathname.slice(0, 200) }));
    }
    const sqlState = postgresErrorCode(error);
    if (sqlState && inputRefusedByDatabase.has(sqlState)) {
      // A contract that let this value through is a bug to fix: logged, yet the client is told it was its input.
      request.log.warn({ err: error, sqlState }, 'input refused by the database');
      return sendError(reply, 400, 'validation.refusedByDatabase', translate('validation.refusedByDatabase', locale));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, 'internal', translate('internal', locale));
  });
}
