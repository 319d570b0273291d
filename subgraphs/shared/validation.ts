import { GraphQLError } from 'graphql';
import { z } from 'zod';

/**
 * Checks arguments (as GraphQL coerced them) before any upstream call. `extensions.fields` lists every
 * field refused, by its path in the arguments (`input.loads.2.amount`); the message says what is wrong
 * with each.
 */
export function validate(schema: z.ZodType, value: unknown, root?: string): void {
  const result = schema.safeParse(value);
  if (result.success) return;
  const problems = result.error.issues.map((issue) => ({
    field: [root, ...issue.path.map(String)].filter(Boolean).join('.') || (root ?? 'arguments'),
    message: issue.message,
  }));
  if (problems.length === 0) problems.push({ field: root ?? 'arguments', message: 'is invalid' });
  throw new GraphQLError(problems.map((problem) => `${problem.field}: ${problem.message}`).join('; '), {
    extensions: { code: 'BAD_USER_INPUT', fields: [...new Set(problems.map((problem) => problem.field))] },
  });
}

/** An identifier-like string: not blank, bounded. */
export const id = (max = 128) =>
  z
    .string()
    .refine((value) => value.trim().length > 0, 'must not be blank')
    .refine((value) => value.length <= max, `must be at most ${max} characters`);

/** Free text, bounded. */
export const text = (max = 1000) => z.string().max(max, `must be at most ${max} characters`);

/** An absolute http(s) URL: what the service stores and hands to browsers as an image address. */
export const httpUrl = () =>
  z.string().refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must be an absolute http(s) URL');

/** A money amount: finite, greater than 0, at most two decimals. */
export const positiveMoney = () =>
  z
    .number()
    .refine(Number.isFinite, 'must be a finite number')
    .refine((value) => value > 0, 'must be greater than 0')
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'must have at most two decimals')
    .refine((value) => value <= 1e12, 'must be at most 1000000000000');

/** Any JSON value, present, of at most `maxBytes` once serialized (a dataset value). */
export const jsonValue = (maxBytes = 16_384) =>
  z
    .unknown()
    .refine((value) => value !== undefined && value !== null, 'must be a JSON value')
    .refine((value) => Buffer.byteLength(JSON.stringify(value)) <= maxBytes, `must be at most ${maxBytes} bytes as JSON`);

/** The largest integer the service's fields hold (32-bit signed). */
const SERVICE_MAX_INT = 2_147_483_647;

/** The largest page any paged argument asks for. */
const MAX_PAGE_SIZE = 100;

/**
 * The largest page offset: the offset plus a page, or the 1-based page number an offset becomes,
 * still fits the service's 32-bit integers.
 */
export const MAX_PAGE_OFFSET = SERVICE_MAX_INT - MAX_PAGE_SIZE;

/** A page offset. */
export const pageFrom = () =>
  z.number().int('must be an integer').min(0, 'must be 0 or more').max(MAX_PAGE_OFFSET, `must be at most ${MAX_PAGE_OFFSET}`);

/** A page size between 1 and `max`. */
export const pageSize = (max = MAX_PAGE_SIZE) =>
  z.number().int('must be an integer').min(1, 'must be at least 1').max(max, `must be at most ${max}`);

/** A free JSON object, bounded in serialized size. */
export const jsonObject = (maxBytes = 16_384) =>
  z
    .record(z.string(), z.unknown())
    .refine((value) => JSON.stringify(value).length <= maxBytes, `must serialize to at most ${maxBytes} bytes`);

/** Optional in GraphQL means absent or null. */
export const optional = <S extends z.ZodType>(schema: S) => schema.nullish();

/** Free objects whose contents are the caller's own and are passed on untouched. */
const FREE_OBJECT_FIELDS = new Set(['additionalData', 'entityData']);

/**
 * The service's JSON body from GraphQL arguments: nulls and absent fields are dropped (the service
 * wants a field left out, not null) and dates become ISO 8601 strings.
 */
export function toServiceBody(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(toServiceBody);
  if (value !== null && typeof value === 'object') {
    const result: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) {
      if (field === null || field === undefined) continue;
      result[key] = FREE_OBJECT_FIELDS.has(key) ? field : toServiceBody(field);
    }
    return result;
  }
  return value;
}

/**
 * A value the facade puts into a URL path (a batch id, a product id, a sku, a channel): dot segments,
 * separators, query and fragment markers and control characters would change which resource is
 * addressed (`..` climbs a segment once the URL is normalised), so they are refused outright.
 */
export const pathSegment = (max = 128) =>
  id(max)
    .refine((value) => value !== '.' && value !== '..', 'must not be "." or ".."')
    .refine((value) => !/[/\\?#]/.test(value), 'must not contain /, \\, ? or #')
    // eslint-disable-next-line no-control-regex -- control characters are what this refuses
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), 'must not contain control characters');
