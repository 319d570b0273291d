import fc from 'fast-check';
import { z } from 'zod';
import { lenientList } from '../../../subgraphs/shared/tolerant';

/*
 * lenientList reads a list the document does not promise: the elements that read as the element
 * schema, and an empty list for anything that is not a list. An answer may leave several out (the
 * document shows nothing of a product's shape), so a missing or null list must read as empty without
 * a failed parse: zod builds every issue of a failed parse (message included) before `catch` throws
 * them away.
 */
const element = z.object({ code: z.string() });
const record = z.object({ codes: lenientList(element) });

/** What the record reads as: the list's elements that are objects with a string code, with that code alone; nothing else. */
const hasCode = (item: unknown): item is { code: string } => typeof item === 'object' && item !== null && !Array.isArray(item) && typeof (item as { code?: unknown }).code === 'string';
const expected = (value: unknown) => (Array.isArray(value) ? value.filter(hasCode).map(({ code }) => ({ code })) : []);

const anything = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.string({ maxLength: 3 }),
  fc.double(),
  fc.boolean(),
  fc.dictionary(fc.constantFrom('code', 'other'), fc.oneof(fc.string({ maxLength: 3 }), fc.integer(), fc.constant(null))),
);

it('reads the elements that read as the element schema, and anything but a list as empty', () => {
  fc.assert(
    fc.property(fc.oneof(anything, fc.array(anything, { maxLength: 5 })), fc.boolean(), (value, present) => {
      const parsed = record.safeParse(present ? { codes: value } : {});
      expect(parsed.success).toBe(true);
      expect(parsed.data?.codes).toEqual(present ? expected(value) : []);
    }),
  );
});

describe('issues built while reading', () => {
  let built = 0;
  beforeAll(() =>
    // Called for every issue zod finalises without a message of its own (those `catch` is handed too).
    z.config({
      customError: () => {
        built++;
        return undefined;
      },
    }),
  );
  afterAll(() => z.config({ customError: undefined }));
  beforeEach(() => (built = 0));

  it('builds none for a missing or null list', () => {
    expect(record.parse({})).toEqual({ codes: [] });
    expect(record.parse({ codes: null })).toEqual({ codes: [] });
    expect(built).toBe(0);
  });

  it('still reads a value that is not a list as empty (the counter counts)', () => {
    expect(record.parse({ codes: 'tops' })).toEqual({ codes: [] });
    expect(built).toBeGreaterThan(0);
  });
});
