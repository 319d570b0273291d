import { GraphQLError, responsePathAsArray, type GraphQLResolveInfo } from 'graphql';
import { z } from 'zod';

/*
 * Two ways to read a response field the document does not promise:
 * - `maybe`/`list`: missing and `null` read as empty, a value of another type still fails the call
 *   (for documented shapes, where a wrong type means a broken answer);
 * - `lenient*`: anything but a value of the expected type reads as empty (for answers whose shape the
 *   document does not show, where `raw` keeps the untouched body).
 */

/**
 * A response field the document does not promise: missing and `null` both read as `null`, so a
 * service that leaves it out or sends it empty never fails the call.
 */
// A default, not a transform: a transform's pipe costs about as much again per field of every record.
// The outer default answers a missing field before `schema` runs, so `schema` carries no default of its own.
export const maybe = <S extends z.ZodType>(schema: S) => schema.nullable().default(null);

/** A response list: missing and `null` read as an empty list. */
export const list = <S extends z.ZodType>(schema: S) => z.array(schema).nullish().transform((value): z.output<S>[] => value ?? []);

type PlainType = 'string' | 'number' | 'boolean';

/**
 * The type a field of a flat record holds and whether it may be missing, read from its schema:
 * `maybe(z.string())` and the like, or `z.string()` and the like for a required field. Anything else
 * (a format, a check, a nested object) is refused when the module loads, so a record that is not
 * flat cannot be read as one by mistake.
 */
function plainField(name: string, schema: z.ZodType): { type: PlainType; nullable: boolean } {
  const defaulted = schema instanceof z.ZodDefault && schema._zod.def.defaultValue === null ? schema.unwrap() : undefined;
  const nullable = defaulted instanceof z.ZodNullable;
  const inner: z.core.$ZodType = nullable ? defaulted.unwrap() : schema;
  const type = inner instanceof z.ZodString ? 'string' : inner instanceof z.ZodNumber ? 'number' : inner instanceof z.ZodBoolean ? 'boolean' : undefined;
  // Only the bare type: a format (int32, datetime) or a check (min, regex) is more than a typeof.
  const bare = Object.keys(inner._zod.def).every((key) => key === 'type' || (key === 'checks' && (inner._zod.def.checks?.length ?? 0) === 0));
  if (type === undefined || !bare) throw new Error(`flatRecord: ${name} is not a plain string, number or boolean, nor maybe() of one`);
  return { type, nullable };
}

/**
 * A record of plain fields (strings, numbers, booleans), each `maybe()` or required, read in place:
 * the answer's own object is checked and returned, a missing optional field set to `null`, where
 * `z.object` would build a new object and a result for every field of every record (a fifth of the
 * bytes a page of 50 accounts allocated). It accepts, refuses and reports as `z.object` does, and
 * leaves a record it refuses as it found it.
 * The fields the schema does not name stay on the object: code that reads the record must name the
 * fields it hands on rather than spread it over values of its own, and an answer whose untouched body
 * is kept (`raw`) must not be read with it, as missing fields are filled in. What they weigh is held
 * as long as the record, as the text they came in was (the answer pool counts it).
 */
export function flatRecord<Shape extends Record<string, z.ZodType>>(shape: Shape) {
  const fields = Object.entries(shape).map(([name, schema]) => ({ name, ...plainField(name, schema) }));
  return z.custom<z.output<z.ZodObject<Shape>>>().check((context) => {
    const record = context.value;
    if (typeof record !== 'object' || record === null || Array.isArray(record)) {
      context.issues.push({ code: 'invalid_type', expected: 'object', input: record });
      return;
    }
    const values = record as Record<string, unknown>;
    const issues = context.issues.length;
    let missing = false;
    for (const field of fields) {
      const value = values[field.name];
      if (typeof value === field.type && (field.type !== 'number' || Number.isFinite(value))) continue;
      if (field.nullable && (value === undefined || value === null)) {
        missing ||= value === undefined;
        continue;
      }
      // As zod's number does, a number that is not finite (JSON reads 1e999 as Infinity) is named.
      const received = field.type === 'number' && typeof value === 'number' ? String(value) : undefined;
      context.issues.push({ code: 'invalid_type', expected: field.type, input: value, path: [field.name], ...(received && { received }) });
    }
    if (!missing || context.issues.length > issues) return;
    for (const field of fields) if (values[field.name] === undefined) values[field.name] = null;
  });
}

/**
 * What a result cannot exist without (a transaction's id, a batch's id) was not in the service's
 * answer. Raised by the field resolver of that key, so the error names its path and sits beside
 * whatever else the answer carried (an acknowledged write stays acknowledged).
 */
export function missingFromAnswer(field: string, info: GraphQLResolveInfo): GraphQLError {
  const path = responsePathAsArray(info.path).join('.');
  return new GraphQLError(`The service's answer carried no ${field}`, {
    extensions: { code: 'UPSTREAM_BAD_RESPONSE', detail: `missing at ${path}` },
  });
}

/**
 * A response field read the tolerant way: a value of the expected type is taken; missing, `null` or
 * anything else reads as `null`. For answers whose shape the document does not show or does not
 * promise field by field, so that no single field can fail the result (the untouched body stays
 * available as `raw` where the schema has one).
 */
export const lenient = <S extends z.ZodType>(schema: S) =>
  // Missing and null, the common case, pass without a failed parse: a failure builds issues that
  // would be thrown away, a cost that grows with every record of a long answer.
  schema.nullable().default(null).catch(null);

/**
 * A response list read the tolerant way: the elements that read as `element` (a record with its
 * key, say); the others are left out. Anything but a list reads as an empty list.
 */
export const lenientList = <S extends z.ZodType>(element: S) =>
  z
    .array(z.unknown())
    // Missing and null, as in `lenient`, pass without a failed parse: zod builds the issues it hands
    // `catch`, messages included, to be thrown away, for every list an answer leaves out (a product
    // may leave out several: the document shows none of its shape).
    .nullish()
    .catch(null)
    .transform((items): z.output<S>[] =>
      items
        ? items.flatMap((item) => {
            const parsed = element.safeParse(item);
            return parsed.success ? [parsed.data] : [];
          })
        : [],
    );

/** A count for a GraphQL `Int` (32 bits), or `null`. */
export const lenientInt = () => lenient(z.int32());

/** An ISO 8601 timestamp with a time zone, as the `DateTime` scalar shows it, or `null`. */
export const lenientTimestamp = () => lenient(z.iso.datetime({ offset: true }));

/** A free JSON object (not an array), or `null`. */
export const lenientObject = () => lenient(z.record(z.string(), z.unknown()));

/**
 * A read's answer as a whole. The document shows every answer as a JSON object (`{}` at the least),
 * so a body that is not one (`null`, a list, a number, a string) is a broken service and fails the
 * read with UPSTREAM_BAD_RESPONSE: read tolerantly, it would pass for an empty page and make a
 * service that has lost its data look like an empty shop. Fields inside the object stay tolerated.
 */
export const objectAnswer = <Answer>(schema: z.ZodType<Answer>): z.ZodType<Answer> =>
  z
    .unknown()
    .check((context) => {
      const value = context.value;
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        const what = Array.isArray(value) ? 'a list' : value === null ? 'null' : `a ${typeof value}`;
        context.issues.push({ code: 'custom', input: value, message: `a JSON object was expected, not ${what}` });
      }
    })
    .pipe(schema);

/** Any JSON answer: a write whose answer is not read is acknowledged by its 2xx alone. */
export const acknowledgement = z.unknown();
