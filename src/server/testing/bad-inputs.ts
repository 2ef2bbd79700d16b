import { z } from 'zod';
import { int4Max, int8Max } from '../../shared/contracts/common';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  required?: string[];
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  exclusiveMaximum?: number;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  maxItems?: number;
};

/** One field of a contract, nested fields by their dotted path (`lines.0.mg`, as `error.fields` names them). */
export interface ContractField {
  readonly path: readonly string[];
  readonly schema: JsonSchema;
  /** The union members' tags on the way to the field (`lines.0.kind: 'old_gold'`), so a probe reaches the member it is in. */
  readonly tags: readonly { path: readonly string[]; value: unknown }[];
}

export function jsonSchemaOf(zodSchema: unknown): JsonSchema {
  return z.toJSONSchema(zodSchema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** The variants a field may take (a union's members, null aside). */
function variantsOf(schema: JsonSchema): JsonSchema[] {
  const union = schema.anyOf ?? schema.oneOf;
  if (!union) return [schema];
  return union.flatMap(variantsOf).filter((s) => s.type !== 'null');
}

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
}

/** Every leaf field of a JSON schema: strings, numbers, booleans, enums, and lists and objects without fields. */
export function contractFields(schema: JsonSchema, path: readonly string[] = [], tags: ContractField['tags'] = []): ContractField[] {
  const fields: ContractField[] = [];
  for (const variant of variantsOf(schema)) {
    const type = typeOf(variant);
    if (type === 'object' && variant.properties && Object.keys(variant.properties).length > 0) {
      const own = Object.entries(variant.properties)
        .filter(([, child]) => child.const !== undefined || child.enum?.length === 1)
        .map(([name, child]) => ({ path: [...path, name], value: child.const ?? child.enum![0] }));
      for (const [name, child] of Object.entries(variant.properties)) fields.push(...contractFields(child, [...path, name], [...tags, ...own]));
    } else if (type === 'array' && (variant.items || variant.prefixItems)) {
      if (path.length > 0) fields.push({ path, schema: variant, tags });
      for (const item of variant.prefixItems ?? [variant.items!]) fields.push(...contractFields(item, [...path, '0'], tags));
    } else if (path.length > 0) {
      fields.push({ path, schema: variant, tags });
    }
  }
  const seen = new Set<string>();
  return fields.filter((f) => {
    const key = `${f.path.join('.')} ${typeOf(f.schema) ?? ''} ${JSON.stringify(f.tags)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The patterns a string must match, each a JS regex (zod writes them from its own). */
function patternsOf(schema: JsonSchema): string[] {
  return [schema.pattern, ...(schema.allOf ?? []).map((s) => s.pattern)].filter((p): p is string => typeof p === 'string');
}

/** Text PostgreSQL cannot store: a NUL, and half a surrogate pair (JSON can carry one, UTF-8 cannot). */
const unstorableTexts = [
  { what: 'a NUL character', text: 'a\u0000b' },
  { what: 'half a surrogate pair', text: 'a\ud800b' },
];

/**
 * The unstorable texts a string field lets through to the database; none
 * when its values are listed, it has a format (a date, a uuid …), or its
 * patterns refuse them.
 */
export function unstorableLetThrough(schema: JsonSchema): string[] {
  if (schema.enum || schema.const !== undefined || schema.format) return [];
  const patterns = patternsOf(schema);
  return unstorableTexts.filter(({ text }) => patterns.every((p) => new RegExp(p).test(text))).map(({ what }) => what);
}

/**
 * The fields of one contract that are not bounded by the column they land in:
 * a string without a maximum length or that lets NUL through, an integer
 * above int4 (unless its name is one of `int8Fields`, bounded then by
 * Number.MAX_SAFE_INTEGER), a list without a maximum size.
 */
export function unboundedFields(zodSchema: unknown, int8Fields: ReadonlySet<string>): string[] {
  const gaps: string[] = [];
  for (const field of contractFields(jsonSchemaOf(zodSchema))) {
    const name = field.path.join('.');
    const s = field.schema;
    if (s.enum || s.const !== undefined) continue;
    switch (typeOf(s)) {
      case 'string':
        if (s.maxLength === undefined && !s.format) gaps.push(`${name} has no maximum length`);
        for (const what of unstorableLetThrough(s)) gaps.push(`${name} lets ${what} through`);
        break;
      case 'integer':
      case 'number': {
        const max = s.maximum ?? (s.exclusiveMaximum === undefined ? undefined : s.exclusiveMaximum - 1);
        const leaf = field.path.at(-1)!;
        const bound = int8Fields.has(leaf) ? int8Max : int4Max;
        if (max === undefined || max > bound) gaps.push(`${name} may exceed ${bound}`);
        const min = s.minimum ?? s.exclusiveMinimum;
        if (min === undefined || min < -bound) gaps.push(`${name} may go below ${-bound}`);
        break;
      }
      case 'array':
        if (s.maxItems === undefined) gaps.push(`${name} has no maximum size`);
        break;
    }
  }
  return gaps;
}

export interface BadInput {
  readonly why: string;
  readonly value: Record<string, unknown> | unknown[] | string;
}

/** A value that satisfies a property's type, used as the base of one-field mutations. */
function sample(schema: JsonSchema): unknown {
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return sample(schema.anyOf.find((s) => s.type !== 'null') ?? schema.anyOf[0]!);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return 'a';
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return validObject(schema);
    default:
      return null;
  }
}

function validObject(schema: JsonSchema): Record<string, unknown> {
  return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, sample(s)]));
}

/** Wrong types, missing fields, huge strings and negative numbers for one object schema, the others' fields valid-ish (bounds: `unboundedFields`). */
export function badInputsFor(zodSchema: unknown): { inputs: BadInput[] } {
  const json = jsonSchemaOf(zodSchema);
  const inputs: BadInput[] = [{ why: 'an array instead of an object', value: [] }, { why: 'a string', value: 'x' }];
  const base = validObject(json);
  for (const [name, raw] of Object.entries(json.properties ?? {})) {
    const prop = raw.anyOf?.find((s) => s.type !== 'null') ?? raw;
    const type = Array.isArray(prop.type) ? prop.type[0] : prop.type;
    const withValue = (v: unknown) => ({ ...base, [name]: v });
    if ((json.required ?? []).includes(name)) {
      const { [name]: _, ...rest } = base;
      inputs.push({ why: `${name} missing`, value: rest });
    }
    if (prop.enum) {
      inputs.push({ why: `${name} outside its values`, value: withValue('not-one-of-them') });
      continue;
    }
    switch (type) {
      case 'string':
        inputs.push({ why: `${name} as a number`, value: withValue(12345) });
        if (prop.maxLength !== undefined) inputs.push({ why: `${name} huge`, value: withValue('x'.repeat(Math.max(prop.maxLength + 1, 100_000))) });
        break;
      case 'integer':
      case 'number':
        inputs.push({ why: `${name} as text`, value: withValue('abc') });
        if ((prop.minimum ?? prop.exclusiveMinimum ?? -1) >= 0) inputs.push({ why: `${name} negative`, value: withValue(-1) });
        if (type === 'integer') inputs.push({ why: `${name} fractional`, value: withValue(1.5) });
        if (prop.maximum !== undefined || type !== 'integer') inputs.push({ why: `${name} huge`, value: withValue(Number.MAX_SAFE_INTEGER * 4) });
        break;
      case 'boolean':
        inputs.push({ why: `${name} as text`, value: withValue('yes') });
        break;
      case 'array':
        inputs.push({ why: `${name} as text`, value: withValue('x') });
        break;
      case 'object':
        inputs.push({ why: `${name} as text`, value: withValue('x') });
        break;
    }
  }
  return { inputs };
}

/** Where a probed field travels. */
export type RequestPart = 'body' | 'querystring' | 'params';

/** One bad value in one field of one part of a request; the rest of the request is left out (or, for a path, a nonexistent id). */
export interface FieldProbe {
  readonly part: RequestPart;
  /** The field's dotted path, as `error.fields` names it. */
  readonly field: string;
  readonly why: string;
  /** The body (the field alone, nested where it lives), or the query or path value as text. */
  readonly value: unknown;
}

/** The values the contract fuzzer found reaching the database: NUL, past int4, past a double's exact integers, negative, fractional, huge; and days PostgreSQL refuses. */
export const fieldProbeValues: readonly { why: string; json: unknown; text: string; daysOnly?: true; jsonOnly?: true }[] = [
  { why: 'a NUL character', json: 'a\u0000b', text: 'a\u0000b' },
  { why: '2^31', json: 2 ** 31, text: String(2 ** 31) },
  { why: '2^53', json: 2 ** 53, text: String(2 ** 53) },
  { why: '-1', json: -1, text: '-1' },
  { why: '1.5', json: 1.5, text: '1.5' },
  { why: 'a 100 KB string', json: 'x'.repeat(100_000), text: 'x'.repeat(100_000) },
  // A URL cannot carry half a surrogate pair (its bytes decode to U+FFFD), JSON can.
  { why: 'half a surrogate pair', json: 'a\ud800b', text: '', jsonOnly: true },
  // Days and times that JavaScript reads but PostgreSQL's date and timestamptz refuse (it has no year 0).
  { why: 'the year 0', json: '0000-01-01', text: '0000-01-01', daysOnly: true },
  { why: 'a time in the year 0', json: '0000-01-01T00:00:00Z', text: '0000-01-01T00:00:00Z', daysOnly: true },
  { why: 'a day that does not exist', json: '2026-02-30', text: '2026-02-30', daysOnly: true },
  { why: 'a month in the year 0', json: '0000-01', text: '0000-01', daysOnly: true },
];

/** A string field that holds a day, a month or a time: its format says so, or its patterns take one. */
export function holdsDays(schema: JsonSchema): boolean {
  if (typeOf(schema) !== 'string') return false;
  if (schema.format === 'date' || schema.format === 'date-time') return true;
  const patterns = patternsOf(schema);
  const takes = (text: string) => patterns.every((p) => new RegExp(p).test(text));
  return !takes('not a day') && ['2026-01-01', '2026-01-01T00:00:00Z', '2026-01'].some(takes);
}

/** Sets `lines.0.mg` in a body being built, making the lists and objects on the way. */
function setAt(body: Record<string, unknown>, path: readonly string[], value: unknown) {
  let node: Record<string, unknown> = body;
  path.forEach((segment, i) => {
    if (i === path.length - 1) {
      node[segment] = value;
      return;
    }
    node[segment] ??= /^\d+$/.test(path[i + 1]!) ? [] : {};
    node = node[segment] as Record<string, unknown>;
  });
}

/** The body that carries one value in one field: the field alone, with the tags of the union members it is in. */
export function bodyWith(field: ContractField, value: unknown): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const tag of field.tags) setAt(body, tag.path, tag.value);
  setAt(body, field.path, value);
  return body;
}

/** Every probe for every field of a route's body, query and path parameters. */
export function fieldProbesFor(schema: { body?: unknown; querystring?: unknown; params?: unknown } | undefined): FieldProbe[] {
  const probes: FieldProbe[] = [];
  for (const part of ['body', 'querystring', 'params'] as const) {
    const zodSchema = schema?.[part];
    if (!zodSchema) continue;
    const fields = contractFields(jsonSchemaOf(zodSchema));
    for (const field of fields) {
      const { path } = field;
      // A list probes its items; a field inside a list probes its own values.
      if (fields.some((f) => f.path.length > path.length && path.every((p, i) => f.path[i] === p))) continue;
      for (const probe of fieldProbeValues) {
        if (probe.daysOnly && !holdsDays(field.schema)) continue;
        if (probe.jsonOnly && part !== 'body') continue;
        const value = part === 'body' ? bodyWith(field, probe.json) : probe.text;
        probes.push({ part, field: path.join('.'), why: probe.why, value });
      }
    }
  }
  return probes;
}
