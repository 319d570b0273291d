import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  getNamedType,
  isObjectType,
  Kind,
  parse,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
  type SelectionSetNode,
  type StringValueNode,
} from 'graphql';

/** Apollo Client's `keyFields` specifier: field names, with a nested list after a field that is an object. */
export type KeySpecifier = (string | KeySpecifier)[];

/** What the client cache does with one object type. */
export interface CachePolicy {
  typeName: string;
  /** Query, Mutation: never stored as objects of their own, only their fields' policies matter. */
  root: boolean;
  /** The federation key (entities are normalised by it), or `false`: a value stored inside its parent. */
  keyFields: KeySpecifier | false;
  /** Connection fields of the type, paged with `relayStylePagination(keyArgs)`. */
  connections: { field: string; keyArgs: string[] | false }[];
  /**
   * A connection, its edge or PageInfo: only the connection field's `relayStylePagination` merges
   * them. A type-level `merge: true` would first merge an incoming page's PageInfo into the
   * previous page's, so its startCursor would become the new first edge's cursor.
   */
  pagePart: boolean;
}

/** `"accountNumber"`, `"a b { c }"` → `['accountNumber']`, `['a', 'b', ['c']]`. */
export function keyFieldsOf(fieldSet: string): KeySpecifier {
  const document = parse(`{ ${fieldSet} }`);
  const operation = document.definitions[0];
  if (operation?.kind !== Kind.OPERATION_DEFINITION) throw new Error(`not a field set: ${fieldSet}`);
  const walk = (selectionSet: SelectionSetNode): KeySpecifier =>
    selectionSet.selections.flatMap((selection): KeySpecifier => {
      if (selection.kind !== Kind.FIELD) throw new Error(`a key field set holds only fields: ${fieldSet}`);
      return selection.selectionSet ? [selection.name.value, walk(selection.selectionSet)] : [selection.name.value];
    });
  return walk(operation.selectionSet);
}

/**
 * The federation key of every entity, from the supergraph's `@join__type(key:)` directives. The
 * contract keeps an entity's key identical in every subgraph; two different keys are refused here,
 * since the cache can identify an object only one way.
 */
export function entityKeys(supergraphSdl: string): Map<string, KeySpecifier> {
  const keys = new Map<string, KeySpecifier>();
  for (const definition of parse(supergraphSdl).definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.OBJECT_TYPE_EXTENSION) continue;
    const typeName = definition.name.value;
    for (const directive of definition.directives ?? []) {
      if (directive.name.value !== 'join__type') continue;
      const key = directive.arguments?.find((argument) => argument.name.value === 'key')?.value as StringValueNode | undefined;
      if (!key) continue;
      const fields = keyFieldsOf(key.value);
      const known = keys.get(typeName);
      if (known && JSON.stringify(known) !== JSON.stringify(fields)) {
        throw new Error(`${typeName} has two federation keys (${JSON.stringify(known)}, ${JSON.stringify(fields)}): the client cache needs one`);
      }
      keys.set(typeName, fields);
    }
  }
  return keys;
}

const PAGING_ARGUMENTS = new Set(['first', 'after', 'last', 'before']);

/** A Relay connection field: `first`/`after` arguments and a type with `edges` and `pageInfo`. */
function isConnectionField(field: GraphQLField<unknown, unknown>): boolean {
  const type = getNamedType(field.type);
  if (!isObjectType(type)) return false;
  const fields = type.getFields();
  const args = new Set(field.args.map((argument) => argument.name));
  return 'edges' in fields && 'pageInfo' in fields && args.has('first') && args.has('after');
}

/** The connection type of every connection field, its edge type and its PageInfo type. */
function pagePartNames(schema: GraphQLSchema): Set<string> {
  const names = new Set<string>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type)) continue;
    for (const field of Object.values(type.getFields()).filter(isConnectionField)) {
      const connection = getNamedType(field.type);
      if (!isObjectType(connection)) continue;
      const { edges, pageInfo } = connection.getFields();
      names.add(connection.name);
      if (edges) names.add(getNamedType(edges.type).name);
      if (pageInfo) names.add(getNamedType(pageInfo.type).name);
    }
  }
  return names;
}

const isRootType = (schema: GraphQLSchema, type: GraphQLObjectType): boolean =>
  type === schema.getQueryType() || type === schema.getMutationType() || type === schema.getSubscriptionType();

/**
 * One decision per object type of the client's schema. Only federation entities have a global
 * identity (Product by sku, WalletAccount by accountNumber, User by id); every other object is a
 * value whose `id`, `sku` or number is unique only where it appears (a cart line's id is a sku that
 * other carts share, a promotion id repeats on every line it discounts), so it is kept inside the
 * field that returned it and never merged with another result's object of the same "id".
 */
function cachePolicies(schema: GraphQLSchema, keys: Map<string, KeySpecifier>): CachePolicy[] {
  const pageParts = pagePartNames(schema);
  return Object.values(schema.getTypeMap())
    .filter((type): type is GraphQLObjectType => isObjectType(type) && !type.name.startsWith('__'))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((type) => ({
      typeName: type.name,
      root: isRootType(schema, type),
      keyFields: keys.get(type.name) ?? false,
      pagePart: pageParts.has(type.name),
      connections: Object.values(type.getFields())
        .filter(isConnectionField)
        .map((field) => {
          const keyArgs = field.args.map((argument) => argument.name).filter((name) => !PAGING_ARGUMENTS.has(name));
          return { field: field.name, keyArgs: keyArgs.length > 0 ? keyArgs : false };
        }),
    }));
}

/** The TypeScript source of `typePolicies`, typed by the typescript-apollo-client-helpers output beside it. */
function renderTypePolicies(policies: CachePolicy[]): string {
  const entries = policies.flatMap((policy) => {
    const fields = policy.connections.map(
      (connection) => `      ${connection.field}: relayStylePagination(${JSON.stringify(connection.keyArgs)}),`,
    );
    const fieldBlock = fields.length > 0 ? [`    fields: {`, ...fields, `    },`] : [];
    if (policy.root) return fieldBlock.length > 0 ? [`  ${policy.typeName}: {`, ...fieldBlock, `  },`] : [];
    const identity =
      policy.keyFields !== false
        ? [`    keyFields: ${JSON.stringify(policy.keyFields)},`]
        : policy.pagePart
          ? // Part of a page: stored in its connection field, merged only by that field's relayStylePagination.
            [`    keyFields: false,`]
          : // A value: stored in its parent's field; a later answer for the same field merges into it.
            [`    keyFields: false,`, `    merge: true,`];
    return [`  ${policy.typeName}: {`, ...identity, ...fieldBlock, `  },`];
  });
  const usesPaging = policies.some((policy) => policy.connections.length > 0);
  return [
    ...(usesPaging ? [`import { relayStylePagination } from '@apollo/client/utilities';`] : []),
    `import type { StrictTypedTypePolicies } from './apollo-helpers';`,
    ``,
    `/**`,
    ` * Apollo Client type policies for this schema, generated from the supergraph (codegen/type-policies-plugin.ts).`,
    ` * Federation entities are normalised by their @key; every other object is a value kept inside the field`,
    ` * that returned it (keyFields: false), so equal ids in different carts or pages never share one cache entry.`,
    ` * Relay connections page with relayStylePagination, keyed by their other arguments; their connection,`,
    ` * edge and PageInfo types have no merge of their own, so one page's cursors never reach another's edges.`,
    ` */`,
    `export const typePolicies = {`,
    ...entries,
    `} satisfies StrictTypedTypePolicies;`,
    ``,
  ].join('\n');
}

export interface TypePoliciesConfig {
  /** Path of the composed supergraph whose @join__type keys decide the entities. */
  supergraph: string;
}

/** A graphql-codegen plugin: `typePolicies` for the client schema, from the supergraph's entity keys. */
export const typePoliciesPlugin = {
  plugin(schema: GraphQLSchema, _documents: unknown, config: TypePoliciesConfig): string {
    const keys = entityKeys(readFileSync(resolve(config.supergraph), 'utf8'));
    return renderTypePolicies(cachePolicies(schema, keys));
  },
};
