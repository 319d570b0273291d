/**
 * Field-level checks of receiveEvent: their outcome is data (`entityErrors`, `eventErrors`: field
 * name → messages), answered with 200, never a 400.
 */
import { CURRENCIES, isCurrency } from '../currencies';
import { isCents, MAX_AMOUNT } from '../money';

export type FieldErrors = Record<string, string[]>;

const REGISTRATION_TYPES = ['EMAIL', 'PHONE', 'SOCIAL', 'STORE'] as const;
const MAX_NAME_LENGTH = 100;
const MAX_ID_LENGTH = 128;
const MAX_MEASUREMENTS = 100;
const MAX_RATE = 100;

type Check = (value: unknown) => string[];

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isoTimestamp = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

const isTimestamp = (value: string) => isoTimestamp.test(value) && !Number.isNaN(Date.parse(value));

const string =
  (...rules: ((value: string) => string | undefined)[]): Check =>
  (value) => {
    if (typeof value !== 'string') return ['must be a string'];
    return rules.map((rule) => rule(value)).filter((message): message is string => message !== undefined);
  };

const notBlank = (value: string) => (value.trim().length === 0 ? 'must not be empty' : undefined);
const atMost = (max: number) => (value: string) => (value.length > max ? `must be at most ${max} characters` : undefined);

const number =
  (...rules: ((value: number) => string | undefined)[]): Check =>
  (value) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) return ['must be a number'];
    return rules.map((rule) => rule(value)).filter((message): message is string => message !== undefined);
  };

const boolean: Check = (value) => (typeof value === 'boolean' ? [] : ['must be a boolean']);

const phoneNumber = string(
  (value) => (/^\+[1-9]/.test(value) ? undefined : 'must start with + and a country code'),
  (value) => (/^\+?\d*$/.test(value) ? undefined : 'must hold only digits after the +'),
  (value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 8 && digits <= 15 ? undefined : 'must hold 8 to 15 digits';
  },
);

function birthDate(now: Date): Check {
  return string((value) => {
    const date = isoDate.exec(value);
    const valid =
      date !== null &&
      (() => {
        const parsed = new Date(Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3])));
        return parsed.getUTCMonth() === Number(date[2]) - 1 && parsed.getUTCDate() === Number(date[3]);
      })();
    if (!valid && !isTimestamp(value)) return 'must be a date in YYYY-MM-DD form (or an ISO 8601 timestamp)';
    return Date.parse(value) > now.getTime() ? 'must not be in the future' : undefined;
  });
}

const twoDecimals = (value: number) => (isCents(value) ? undefined : 'must have at most two decimals');
const atMostMaxAmount = (value: number) => (value <= MAX_AMOUNT ? undefined : `must be at most ${MAX_AMOUNT}`);

function entityChecks(now: Date): Record<string, Check> {
  return {
    phoneNumber,
    birthDate: birthDate(now),
    gdprOptin: boolean,
    registrationType: string((value) =>
      (REGISTRATION_TYPES as readonly string[]).includes(value) ? undefined : `must be one of ${REGISTRATION_TYPES.join(', ')}`,
    ),
    name: string(notBlank, atMost(MAX_NAME_LENGTH)),
    surname: string(notBlank, atMost(MAX_NAME_LENGTH)),
  };
}

const eventChecks: Record<string, Check> = {
  transactionId: string(notBlank, atMost(MAX_ID_LENGTH)),
  amount: number((value) => (value < 0 ? 'must not be negative' : undefined), twoDecimals, atMostMaxAmount),
  currency: string((value) => (isCurrency(value) ? undefined : `must be one of ${CURRENCIES.join(', ')}`)),
  orderId: string(notBlank, atMost(MAX_ID_LENGTH)),
  rate: number(
    (value) => (value > 0 ? undefined : 'must be greater than 0'),
    (value) => (value <= MAX_RATE ? undefined : `must be at most ${MAX_RATE}`),
  ),
  webhook: boolean,
};

/** Event data fields an event type cannot do without. */
const REQUIRED_EVENT_FIELDS: Record<string, string[]> = {
  PURCHASE: ['transactionId', 'amount'],
};

const measurementChecks: Record<string, Check> = {
  measurement: string(notBlank, atMost(MAX_NAME_LENGTH)),
  value: number(),
  groupeName: string(atMost(MAX_NAME_LENGTH)),
  groupeValue: string(atMost(MAX_NAME_LENGTH)),
  time: string((value) => (isTimestamp(value) ? undefined : 'must be an ISO 8601 timestamp with a time zone')),
};
const REQUIRED_MEASUREMENT_FIELDS = ['measurement', 'value'];

function checkFields(
  data: Record<string, unknown>,
  checks: Record<string, Check>,
  required: string[],
  errors: FieldErrors,
  prefix = '',
): void {
  for (const field of required) {
    if (data[field] === undefined || data[field] === null) errors[`${prefix}${field}`] = ['is required'];
  }
  for (const [field, check] of Object.entries(checks)) {
    const value = data[field];
    if (value === undefined || value === null) continue;
    const messages = check(value);
    if (messages.length > 0) errors[`${prefix}${field}`] = messages;
  }
}

export interface EventToValidate {
  eventType: string;
  entityData: Record<string, unknown>;
  eventData: Record<string, unknown>;
  measurements: unknown;
  time: unknown;
}

/** Every problem of the entity data and event data, by field name; empty maps when all is well. */
export function validateEvent(event: EventToValidate, now: Date): { entityErrors: FieldErrors; eventErrors: FieldErrors } {
  const entityErrors: FieldErrors = {};
  const eventErrors: FieldErrors = {};
  checkFields(event.entityData, entityChecks(now), [], entityErrors);
  checkFields(event.eventData, eventChecks, REQUIRED_EVENT_FIELDS[event.eventType] ?? [], eventErrors);
  if (event.measurements !== undefined && event.measurements !== null) {
    if (!Array.isArray(event.measurements)) {
      eventErrors.measurements = ['must be an array'];
    } else if (event.measurements.length > MAX_MEASUREMENTS) {
      eventErrors.measurements = [`must hold at most ${MAX_MEASUREMENTS} measurements`];
    } else {
      event.measurements.forEach((measurement: unknown, index) => {
        if (!isRecord(measurement)) {
          eventErrors[`measurements.${index}`] = ['must be an object'];
          return;
        }
        checkFields(
          measurement,
          measurementChecks,
          REQUIRED_MEASUREMENT_FIELDS,
          eventErrors,
          `measurements.${index}.`,
        );
      });
    }
  }
  if (event.time !== undefined && event.time !== null) {
    if (typeof event.time !== 'string' || !isTimestamp(event.time)) {
      eventErrors.time = ['must be an ISO 8601 timestamp with a time zone'];
    }
  }
  return { entityErrors, eventErrors };
}
