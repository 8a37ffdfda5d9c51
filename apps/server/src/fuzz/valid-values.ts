import fc from 'fast-check';

/** The part of JSON Schema (draft 2020-12, as the OpenAPI document and zod write it) the suite reads. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  default?: unknown;
};

/**
 * Values that mean something in the database under test, by field name (a member's phone, a live
 * deposit reference, a real game id): mixed into generated values so that requests reach the rules
 * behind the schema, not only the schema.
 */
export type Dictionary = Readonly<Record<string, readonly unknown[]>>;

/** Where a value sits: its field name picks the dictionary entry. */
type Context = { dictionary: Dictionary; name?: string };

const LONGEST_GENERATED_STRING = 48;
const LARGEST_GENERATED_ARRAY = 4;

/** Values the schema accepts; with the field's dictionary entries mixed in at an even weight. */
export function validValue(schema: JsonSchema, context: Context): fc.Arbitrary<unknown> {
  const known = context.name ? context.dictionary[context.name] : undefined;
  const generated = fromSchema(schema, context);
  if (!known || known.length === 0) return generated;
  // Known values three times out of four: a route with several refined fields (registration has six)
  // still gets requests whose every field passes, whatever share of the budget the route receives.
  return fc.oneof({ weight: 1, arbitrary: generated }, { weight: 3, arbitrary: fc.constantFrom(...known) });
}

function fromSchema(schema: JsonSchema, context: Context): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => validValue(choice, context)));
  if (schema.allOf) return validValue(Object.assign({}, ...schema.allOf), context);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return validString(schema);
    case 'integer':
      return validInteger(schema);
    case 'number':
      return validNumber(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      // Items look up `<field>[]` in the dictionary (the operator API's `args[]`).
      return fc.array(validValue(schema.items ?? {}, { ...context, name: `${context.name ?? ''}[]` }), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? LARGEST_GENERATED_ARRAY, LARGEST_GENERATED_ARRAY),
      });
    case 'object':
      return validObject(schema, context);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? LONGEST_GENERATED_STRING, LONGEST_GENERATED_STRING);
  if (schema.format === 'date-time') {
    return fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2099-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString());
  }
  if (schema.pattern) {
    const lengthFits = (s: string) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity);
    return fc.stringMatching(new RegExp(schema.pattern)).filter(lengthFits);
  }
  // Printable text of any script; NUL and lone surrogates are the hostile generator's business.
  return fc.string({ unit: 'grapheme', minLength, maxLength: Math.max(minLength, maxLength) });
}

function bounds(schema: JsonSchema, step: number): { min: number; max: number } {
  const min =
    schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + step : (schema.minimum ?? -1_000_000);
  const max =
    schema.exclusiveMaximum !== undefined
      ? schema.exclusiveMaximum - step
      : (schema.maximum ?? 1_000_000_000);
  return { min: Math.max(min, Number.MIN_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) };
}

/** Small values most of the time (ids and pages that exist), the whole range sometimes. */
function validInteger(schema: JsonSchema): fc.Arbitrary<number> {
  const { min, max } = bounds(schema, 1);
  const whole = fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number);
  return fc.oneof(fc.integer({ min, max: Math.min(max, min + 50) }), whole);
}

/** Amounts with `multipleOf` are drawn as whole steps (satang), so 0.1 + 0.2 never appears. */
function validNumber(schema: JsonSchema): fc.Arbitrary<number> {
  if (schema.multipleOf) {
    const step = schema.multipleOf;
    const { min, max } = bounds(schema, step);
    const lo = BigInt(Math.ceil(min / step));
    const hi = BigInt(Math.floor(max / step));
    const toNumber = (n: bigint) => Number((Number(n) * step).toFixed(countDecimals(step)));
    const small = fc.bigInt({ min: lo, max: lo + 1_000_000n < hi ? lo + 1_000_000n : hi }).map(toNumber);
    return fc.oneof(small, fc.bigInt({ min: lo, max: hi }).map(toNumber));
  }
  const { min, max } = bounds(schema, Number.EPSILON);
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function countDecimals(step: number): number {
  const text = String(step);
  return text.includes('.') ? text.length - text.indexOf('.') - 1 : 0;
}

function validObject(schema: JsonSchema, context: Context): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) {
    model[name] = validValue(property, { dictionary: context.dictionary, name });
  }
  const record = fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
  const extra = schema.additionalProperties;
  if (!extra || typeof extra !== 'object') return record;
  const keys = validString(schema.propertyNames ?? { type: 'string', maxLength: 16 });
  const dictionary = fc.dictionary(keys, validValue(extra, { dictionary: context.dictionary }), {
    maxKeys: 3,
  });
  return fc.tuple(record, dictionary).map(([known, more]) => ({ ...more, ...known }));
}
