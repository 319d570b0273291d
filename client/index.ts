/**
 * What a frontend imports, for Apollo Client 4: typed documents for the curated operations in
 * schema/operations/ (pass them to `useQuery`/`useMutation` from `@apollo/client/react`: data and
 * variables are typed from the document), their result and variable types, and the cache
 * configuration the schema needs. The persisted-documents manifest the gateway enforces with
 * TRUSTED_DOCUMENTS is ./__generated__/persisted-documents.json.
 */
import { InMemoryCache } from '@apollo/client';
import introspection from './__generated__/possible-types';
import { typePolicies } from './__generated__/type-policies';

export * from './__generated__/graphql';
export { graphql } from './__generated__/gql';
export { typePolicies };
/** The error contract: codes, extensions, and `errorsOf` to read a result's errors typed by it. */
export * from './errors';
/** What every frontend would otherwise write by hand: see client/README.md. */
export { cartLineFromProduct, type CartProduct } from './cart-line';
export { formatMoney, POINT_CURRENCY } from './money';
export { userIdOf, expiresAt } from './token';
export { authLink, type AuthLinkOptions } from './auth-link';

/** Interface and union members, for fragments on abstract types. */
export const possibleTypes = introspection.possibleTypes;

/**
 * The cache this schema needs. A default `InMemoryCache` normalises every object with an `id`: cart
 * lines (whose id is a sku) and their promotions would then be shared between carts and lines, and
 * show another cart's quantities and discounts.
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({ possibleTypes, typePolicies });
}
