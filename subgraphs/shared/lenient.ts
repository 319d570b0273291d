import { z } from 'zod';

/**
 * A response field read the tolerant way: a value of the expected type is taken; missing, `null` or
 * anything else reads as `null`. For answers whose shape the document does not show or does not
 * promise field by field, so that no single field can fail the result (the untouched body stays
 * available as `raw` where the schema has one).
 */
export const lenient = <S extends z.ZodType>(schema: S) => schema.nullable().catch(null);

/**
 * A response list read the tolerant way: the elements that read as `element` (a record with its
 * key, say); the others are left out. Anything but a list reads as an empty list.
 */
export const lenientList = <S extends z.ZodType>(element: S) =>
  z
    .array(z.unknown())
    .catch([])
    .transform((items): z.output<S>[] =>
      items.flatMap((item) => {
        const parsed = element.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      }),
    );

/** A count for a GraphQL `Int` (32 bits), or `null`. */
export const lenientInt = () => lenient(z.int32());

/** An ISO 8601 timestamp with a time zone, as the `DateTime` scalar shows it, or `null`. */
export const lenientTimestamp = () => lenient(z.iso.datetime({ offset: true }));

/** A free JSON object (not an array), or `null`. */
export const lenientObject = () => lenient(z.record(z.string(), z.unknown()));

/** Any JSON answer: a write whose answer is not read is acknowledged by its 2xx alone. */
export const acknowledgement = z.unknown();
