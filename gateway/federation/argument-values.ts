// eslint-disable-next-line @typescript-eslint/no-require-imports -- the module object itself, not an ES namespace over it (whose bindings tsx makes read-only): installArgumentValues replaces the function graphql-js's executor looks up on it
import graphqlValues = require('graphql/execution/values');

/*
 * graphql-js works out every field's arguments before it resolves the field, for every object of an
 * answer: `getArgumentValues` builds two null-prototype objects (V8 keeps those as dictionaries) and
 * a plain copy of the first even for a field that takes none. A page of 50 accounts resolves 150 such
 * fields, and those objects were a sixth of all the bytes the gateway allocated for it. A field
 * without arguments gets one empty, frozen, plain object instead: the same value to read, and a
 * resolver that tried to write to it would fail loudly rather than reach another field's arguments.
 * Every other call (a field or directive with arguments) is graphql-js's own. The executor looks the
 * function up on its module for every field, so it is replaced there (installArgumentValues).
 */

const coerce = graphqlValues.getArgumentValues;

const NO_ARGUMENTS: { [argument: string]: unknown } = Object.freeze({});

/** graphql-js's getArgumentValues, answering a definition without arguments with NO_ARGUMENTS. */
export const argumentValues: typeof coerce = (def, node, variableValues) => (def.args.length === 0 ? NO_ARGUMENTS : coerce(def, node, variableValues));

/** graphql-js's own, kept for the tests that hold the two to the same answers. */
export const graphqlArgumentValues = coerce;

/** Makes graphql-js's executor, in this process, read fields' arguments with argumentValues. */
export function installArgumentValues(): void {
  Object.defineProperty(graphqlValues, 'getArgumentValues', { value: argumentValues, writable: true, configurable: true, enumerable: true });
}
