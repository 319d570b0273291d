import { GraphQLError, responsePathAsArray, type GraphQLResolveInfo } from 'graphql';
import { z } from 'zod';

/**
 * A response field the document does not promise: missing and `null` both read as `null`, so a
 * service that leaves it out or sends it empty never fails the call.
 */
export const maybe = <S extends z.ZodType>(schema: S) => schema.nullish().transform((value): z.output<S> | null => value ?? null);

/** A response list: missing and `null` read as an empty list. */
export const list = <S extends z.ZodType>(schema: S) => z.array(schema).nullish().transform((value): z.output<S>[] => value ?? []);

/**
 * What a result cannot exist without (a transaction's id, a batch's id) was not in the service's
 * answer. Raised by the field resolver of that key, so the error names its path and sits beside
 * whatever else the answer carried (an acknowledged write stays acknowledged).
 */
export function missingFromAnswer(field: string, info: GraphQLResolveInfo): GraphQLError {
  const path = responsePathAsArray(info.path).join('.');
  return new GraphQLError(`the service's answer carried no ${field} at ${path}`, {
    extensions: { code: 'UPSTREAM_BAD_RESPONSE', field: path },
  });
}
