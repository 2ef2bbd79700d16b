import { z } from 'zod';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  maxItems?: number;
};

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

/** Wrong types, missing fields, huge strings and negative numbers for one object schema. */
export function badInputsFor(zodSchema: unknown): { inputs: BadInput[]; unbounded: string[] } {
  const json = z.toJSONSchema(zodSchema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const inputs: BadInput[] = [{ why: 'an array instead of an object', value: [] }, { why: 'a string', value: 'x' }];
  const unbounded: string[] = [];
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
        if (prop.maxLength === undefined) unbounded.push(name);
        else inputs.push({ why: `${name} huge`, value: withValue('x'.repeat(Math.max(prop.maxLength + 1, 100_000))) });
        break;
      case 'integer':
      case 'number':
        inputs.push({ why: `${name} as text`, value: withValue('abc') });
        if ((prop.minimum ?? prop.exclusiveMinimum ?? -1) >= 0) inputs.push({ why: `${name} negative`, value: withValue(-1) });
        if (type === 'integer') inputs.push({ why: `${name} fractional`, value: withValue(1.5) });
        if (prop.maximum === undefined && type === 'integer') unbounded.push(name);
        else inputs.push({ why: `${name} huge`, value: withValue(Number.MAX_SAFE_INTEGER * 4) });
        break;
      case 'boolean':
        inputs.push({ why: `${name} as text`, value: withValue('yes') });
        break;
      case 'array':
        inputs.push({ why: `${name} as text`, value: withValue('x') });
        if (prop.maxItems === undefined) unbounded.push(name);
        break;
      case 'object':
        inputs.push({ why: `${name} as text`, value: withValue('x') });
        break;
    }
  }
  return { inputs, unbounded };
}
