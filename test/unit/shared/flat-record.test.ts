import fc from 'fast-check';
import { z } from 'zod';
import { flatRecord, list, maybe } from '../../../subgraphs/shared/tolerant';

/*
 * flatRecord reads a record in place: it must accept, refuse and report exactly as z.object over the
 * same fields does, and answer the same values for the fields it names.
 */
const shape = {
  id: z.string(),
  title: maybe(z.string()),
  balance: maybe(z.number()),
  isCanceled: maybe(z.boolean()),
  count: z.number(),
};
const record = flatRecord(shape);
const inPlace = z.object({ result: list(record) });
const copied = z.object({ result: list(z.object(shape)) });

const fieldValue = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.string({ maxLength: 3 }),
  fc.double(),
  fc.boolean(),
  fc.constant({}),
  fc.constant([]),
);
const anyRecord = fc.oneof(
  { weight: 10, arbitrary: fc.record({ id: fieldValue, title: fieldValue, balance: fieldValue, isCanceled: fieldValue, count: fieldValue, extra: fieldValue }) },
  { weight: 1, arbitrary: fc.oneof(fc.constant(null), fc.constant('a record'), fc.constant([]), fc.constant(7)) },
);
/** A page as JSON.parse would give it (no field holds undefined), each record its own copy: flatRecord fills records in. */
const pageOf = (records: unknown[]) => ({
  result: records.map((item) =>
    typeof item === 'object' && item !== null && !Array.isArray(item) ? Object.fromEntries(Object.entries(item).filter(([, field]) => field !== undefined)) : item,
  ),
});

describe('flatRecord', () => {
  it('accepts, refuses and reports as z.object does, on any page of records, and leaves a record it refuses as it came', () => {
    fc.assert(
      fc.property(fc.array(anyRecord, { maxLength: 4 }), (records) => {
        const expected = copied.safeParse(pageOf(records));
        const actual = inPlace.safeParse(pageOf(records));
        expect(actual.success).toBe(expected.success);
        if (expected.success && actual.success) {
          expect(actual.data.result.map((item) => ({ id: item.id, title: item.title, balance: item.balance, isCanceled: item.isCanceled, count: item.count }))).toEqual(expected.data.result);
        } else {
          expect(actual.error!.issues).toEqual(expected.error!.issues);
        }
        // A record it refuses is left as it came.
        pageOf(records).result.forEach((item, index) => {
          if (!record.safeParse(item).success) expect(item).toEqual(pageOf(records).result[index]);
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('answers the very object it was given, a missing optional field set to null and other fields kept', () => {
    const answer = { id: 'a-1', count: 2, notes: 'kept' };
    const parsed = flatRecord(shape).parse(answer);
    expect(parsed).toBe(answer);
    expect(answer).toEqual({ id: 'a-1', count: 2, notes: 'kept', title: null, balance: null, isCanceled: null });
  });

  it('reports a missing required field and a value of another type at their paths', () => {
    const result = inPlace.safeParse({ result: [{ count: 1 }, { id: 'b', count: 'two', title: 3 }] });
    expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['result', 0, 'id'], message: 'Invalid input: expected string, received undefined' },
      { path: ['result', 1, 'title'], message: 'Invalid input: expected string, received number' },
      { path: ['result', 1, 'count'], message: 'Invalid input: expected number, received string' },
    ]);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('names %p as z.object does', (balance) => {
    const page = () => ({ result: [{ id: 'a', count: 1, balance }] });
    expect(inPlace.safeParse(page()).error?.issues).toEqual(copied.safeParse(page()).error?.issues);
    expect(inPlace.safeParse(page()).error?.issues[0]).toMatchObject({ received: String(balance) });
  });

  it.each([
    ['a format', { at: z.iso.datetime() }],
    ['a check', { name: z.string().min(1) }],
    ['an int32', { count: maybe(z.int32()) }],
    ['a nested object', { nested: maybe(z.object({ id: z.string() })) }],
    ['a default other than null', { title: z.string().nullable().default('none') }],
    ['a list', { tags: list(z.string()) }],
  ])('refuses, when it is built, a field with %s', (_, fields) => {
    expect(() => flatRecord(fields)).toThrow(/is not a plain string, number or boolean/);
  });
});
