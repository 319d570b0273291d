import { z } from 'zod';
import { CURRENCIES } from './currencies';
import { isCents, MAX_AMOUNT, toMinor } from './money';

/** An error answer of the emulator: `{ "status": <code>, "message": "..." }`. */
export class EmulatorError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 405 | 413,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new EmulatorError(400, message);
export const notFound = (message: string) => new EmulatorError(404, message);

interface RouteRequest {
  body: unknown;
  /** The path segment after the method, for routes keyed by it (batch id, history key). */
  key: string;
}

export type PathTail = 'project' | 'loyaltyProject' | 'none' | 'slash' | 'key';

export interface Route {
  httpMethod: 'GET' | 'POST';
  tail: PathTail;
  stagePrefix?: boolean;
  handle(request: RouteRequest): unknown;
}

/** `Class/method` → route. */
export type Routes = Record<string, Route>;

export const post = (handle: Route['handle'], tail: PathTail = 'project'): Route => ({
  httpMethod: 'POST',
  tail,
  handle,
});

/** Validates a request body, answering 400 with every offending field named. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => {
    const field = issue.path.length > 0 ? issue.path.join('.') : 'body';
    return `${field}: ${issue.message}`;
  });
  throw badRequest(`Invalid request: ${details.join('; ')}`);
}

const typed = (expected: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? 'is required' : `must be ${expected}`;

/** A required, non-empty string field. */
export const text = () => z.string({ error: typed('a string') }).min(1, 'must not be empty');
/** A finite number field. */
export const num = () => z.number({ error: typed('a number') }).finite('must be finite');
/** An amount of money: at least one cent, at most two decimals, at most `MAX_AMOUNT`. */
export const amount = () =>
  num()
    .positive('must be greater than 0')
    .refine(isCents, 'must have at most two decimals')
    .refine((value) => value <= 0 || toMinor(value) >= 1, 'must be at least 0.01')
    .max(MAX_AMOUNT, `must be at most ${MAX_AMOUNT}`);
export const bool = () => z.boolean({ error: typed('a boolean') });
/** One of the service's currencies (`POINT`, `EURO`). */
export const currency = () => z.enum(CURRENCIES, { error: typed(`one of ${CURRENCIES.join(', ')}`) });
/** An ISO 8601 timestamp with a time zone. */
export const timestamp = () =>
  z.iso.datetime({ offset: true, error: typed('an ISO 8601 timestamp') });
/** A free object (`additionalData`, `entityData`). */
export const object = () => z.record(z.string(), z.unknown(), { error: typed('an object') });
export const pageFrom = () => z.number({ error: typed('a number') }).int('must be an integer').min(0, 'must be 0 or more');
export const pageSize = (max: number) =>
  z.number({ error: typed('a number') }).int('must be an integer').min(1, 'must be at least 1').max(max, `must be at most ${max}`);
