import fc from 'fast-check';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Kind, parse, type DocumentNode, type Source } from 'graphql';
import {
  buildSchema,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  operationFromDocument,
  type EnumType,
  type FieldSelection,
  type Operation,
  type ScalarType,
  type Schema,
  type SelectionSet,
  type Type,
} from '@apollo/federation-internals';
import {
  apolloComputeResponse,
  computePreparedResponse,
  installPreparedResultShaping,
  preparedOperationsOf,
  operationsBuilt,
  reusedOperationFromDocument,
} from '../../../gateway/federation/result-shaping';

/*
 * computePreparedResponse replaces the Apollo gateway's computeResponse for every response, so it
 * must give exactly Apollo's answers: the same data (with the same null-prototype objects and key
 * order), the same errors (message, path, extensions), the same throws, and the same calls to the
 * introspection hook. Every test here runs both and compares them; the table's cases also say what
 * Apollo answers, so that each case is known to reach the rule its name gives.
 */

const SDL = `
  "A custom scalar: any JSON value a subgraph sends for it is valid."
  scalar Money

  enum Color { RED GREEN BLUE }

  interface Node { id: ID! name: String }

  type Product implements Node {
    id: ID!
    name: String
    stock: Int!
    rating: Float
    available: Boolean
    price: Money
    color: Color
    tags: [String!]
    variants: [Variant!]!
  }

  type Variant { sku: String! size: Int }

  type User implements Node {
    id: ID!
    name: String
    age: Int
    score: Float!
    friends: [User!]
    matrix: [[Int!]]
  }

  union SearchResult = Product | User

  type Query {
    node(id: ID!): Node
    product(id: ID!): Product
    search(text: String!, first: Int = 10): [SearchResult!]!
    grid: [[Int]]
    color: Color
    count: Int
  }

  type Mutation { bump(by: Int!): Int! }
`;

const schema = buildSchema(SDL);

/** The package's own operationFromDocument, whatever installPreparedResultShaping later puts in its place. */
const buildAnew = operationFromDocument;

/** As the gateway does: a new Operation per request, built from the request's text. */
function operationOf(text: string, on: Schema = schema): Operation {
  return buildAnew(on, parse(text), { validate: false });
}

type Shaping = typeof apolloComputeResponse;
type Input = Parameters<Shaping>[0]['input'];
type Variables = Record<string, unknown>;

interface ErrorView {
  message: string;
  path: readonly (string | number)[] | undefined;
  extensions: unknown;
}

/** One implementation's answer, in a form toEqual compares completely. */
type Outcome =
  | { threw: string; introspected: string[] }
  | {
      /** The data as it would be sent: JSON.stringify keeps the key order, which toEqual ignores. */
      json: string | undefined;
      data: unknown;
      /** Which objects have a null prototype (Apollo builds the data with Object.create(null)). */
      prototypes: unknown;
      errors: ErrorView[];
      introspected: string[];
    };

function isInput(value: unknown): value is Input {
  return value === undefined || typeof value === 'object';
}

function prototypes(value: unknown): unknown {
  if (Array.isArray(value)) return ['array', value.map(prototypes)];
  if (value !== null && typeof value === 'object') {
    const prototype: unknown = Object.getPrototypeOf(value);
    return [prototype === null ? 'null prototype' : 'object', Object.entries(value).map(([key, inner]) => [key, prototypes(inner)])];
  }
  return value === null ? 'null' : typeof value;
}

function shape(shaping: Shaping, operation: Operation, variables: Variables | undefined, input: unknown): Outcome {
  // Each implementation gets its own copy, so that one writing into the input could not change what the other reads.
  const copy: unknown = structuredClone(input);
  if (!isInput(copy)) throw new Error(`not an input: ${String(copy)}`);
  const introspected: string[] = [];
  // The hook answers with a marker naming the selection, so the data shows where each answer landed.
  const introspectionHandling = (selection: FieldSelection) => {
    introspected.push(String(selection));
    return { introspected: selection.element.responseName() };
  };
  try {
    const { data, errors } = shaping({ operation, variables, input: copy, introspectionHandling });
    const json = JSON.stringify(data);
    return {
      json,
      data: json === undefined ? undefined : (JSON.parse(json) as unknown),
      prototypes: prototypes(data),
      errors: errors.map((error) => ({ message: error.message, path: error.path, extensions: error.extensions })),
      introspected,
    };
  } catch (error) {
    return { threw: error instanceof Error ? `${error.name}: ${error.message}` : `non-error: ${String(error)}`, introspected };
  }
}

/** Both implementations on the same request; asserts they agree and returns Apollo's answer. */
function agree(text: string, variables: Variables | undefined, input: unknown): Outcome {
  const apollo = shape(apolloComputeResponse, operationOf(text), variables, input);
  const prepared = shape(computePreparedResponse, operationOf(text), variables, input);
  expect(prepared).toEqual(apollo);
  return apollo;
}

/** What Apollo answers, compactly: errors as "message @ path". */
type Expected = { data: unknown; errors?: string[]; introspected?: string[] } | { throws: string };

function summary(outcome: Outcome): Expected {
  if ('threw' in outcome) return { throws: outcome.threw };
  return {
    data: outcome.data,
    errors: outcome.errors.map((error) => `${error.message} @ ${(error.path ?? []).join('.')}`),
    introspected: outcome.introspected,
  };
}

interface Case {
  name: string;
  operation: string;
  variables?: Variables;
  input: unknown;
  expected: Expected;
}

const NODE_FIELDS = `
  query ($withName: Boolean = true, $skipStock: Boolean!) {
    node(id: "1") {
      __typename
      id
      kind: __typename
      name @include(if: $withName)
      ... on Product { stock @skip(if: $skipStock) price color variants { sku size } }
      ...UserBits
    }
  }
  fragment UserBits on User { age score friends { id name } matrix }
`;

const cases: Case[] = [
  // Valid answers, and how the operation's shape is followed.
  {
    name: 'a full valid answer is copied as selected, fragments on the interface applied by __typename',
    operation: NODE_FIELDS,
    variables: { skipStock: false },
    input: {
      node: {
        __typename: 'Product',
        id: 'p1',
        name: 'Sock',
        stock: 3,
        price: { amount: 1.5, currency: 'EUR' },
        color: 'RED',
        variants: [{ sku: 'S', size: 40 }, { sku: 'M', size: null }],
        unselected: 'dropped',
      },
    },
    expected: {
      data: {
        node: {
          __typename: 'Product',
          id: 'p1',
          kind: 'Product',
          name: 'Sock',
          stock: 3,
          price: { amount: 1.5, currency: 'EUR' },
          color: 'RED',
          variants: [{ sku: 'S', size: 40 }, { sku: 'M', size: null }],
        },
      },
    },
  },
  {
    name: 'a named fragment on a concrete type applies when __typename names that type',
    operation: NODE_FIELDS,
    variables: { skipStock: true, withName: false },
    input: {
      node: { __typename: 'User', id: 'u1', name: 'Ann', age: 40, score: 2.5, friends: [{ id: 'u2', name: 'Bo' }], matrix: [[1, 2], []], stock: 9 },
    },
    expected: {
      data: { node: { __typename: 'User', id: 'u1', kind: 'User', age: 40, score: 2.5, friends: [{ id: 'u2', name: 'Bo' }], matrix: [[1, 2], []] } },
    },
  },
  {
    name: 'aliases take the value under the alias and keep the order of the selection',
    operation: '{ second: product(id: "2") { title: name id } first: product(id: "1") { id } count }',
    input: { count: 7, first: { id: '1', name: 'not selected' }, second: { id: '2', title: 'Two', name: 'Other' } },
    expected: { data: { second: { title: 'Two', id: '2' }, first: { id: '1' }, count: 7 } },
  },
  {
    name: 'the same field selected again through an inline fragment is merged into one object',
    operation: '{ product(id: "1") { id variants { sku } } ... on Query { product(id: "1") { name variants { size } } } }',
    input: { product: { id: '1', name: 'Sock', variants: [{ sku: 'S', size: 40 }, { sku: 'M', size: 41 }] } },
    expected: { data: { product: { id: '1', variants: [{ sku: 'S', size: 40 }, { sku: 'M', size: 41 }], name: 'Sock' } } },
  },
  {
    name: 'the same field selected twice with and without a directive is merged when both are kept',
    operation: 'query ($more: Boolean!) { product(id: "1") { id } product(id: "1") @include(if: $more) { name } }',
    variables: { more: true },
    input: { product: { id: '1', name: 'Sock' } },
    expected: { data: { product: { id: '1', name: 'Sock' } } },
  },
  {
    name: 'the same field selected twice keeps only the first selection when the second is excluded',
    operation: 'query ($more: Boolean!) { product(id: "1") { id } product(id: "1") @include(if: $more) { name } }',
    variables: { more: false },
    input: { product: { id: '1', name: 'Sock' } },
    expected: { data: { product: { id: '1' } } },
  },
  {
    name: 'a field nulled by its first selection stays null, with one error, when selected again',
    operation: '{ product(id: "1") { id stock } ... on Query { product(id: "1") { name } } }',
    input: { product: { id: '1', name: 'Sock' } },
    expected: { data: { product: null }, errors: ['Cannot return null for non-nullable field Product.stock. @ product.stock'] },
  },
  {
    name: 'named and inline fragments on the union and on its members apply by __typename',
    operation: `
      { search(text: "s") { ...Result ... on Product { id stock } ...UserPart ... on Node { name } } }
      fragment Result on SearchResult { __typename }
      fragment UserPart on User { id age }
    `,
    input: {
      search: [
        { __typename: 'Product', id: 'p1', stock: 1, age: 99, name: 'Sock' },
        { __typename: 'User', id: 'u1', stock: 5, age: 30, name: 'Ann' },
      ],
    },
    expected: {
      data: {
        search: [
          { __typename: 'Product', id: 'p1', stock: 1, name: 'Sock' },
          { __typename: 'User', id: 'u1', age: 30, name: 'Ann' },
        ],
      },
    },
  },
  {
    name: 'a fragment inside a fragment on the interface applies by the object\'s __typename, not by the outer fragment\'s type',
    operation: '{ node(id: "1") { ... on Node { id ... on User { age } ... on Product { stock } } } }',
    input: { node: { __typename: 'User', id: 'u1', age: 3, stock: 4 } },
    expected: { data: { node: { id: 'u1', age: 3 } } },
  },
  {
    name: 'fragments on the member types are all skipped when the object has no __typename, except the parent type\'s own',
    operation: '{ node(id: "1") { id ... on Product { stock } ... on User { age } ... on Node { name } } }',
    input: { node: { id: 'p1', stock: 1, age: 2, name: 'n' } },
    expected: { data: { node: { id: 'p1', name: 'n' } } },
  },
  {
    name: 'a response name that Object.prototype also has is read from the input\'s own keys only',
    operation: '{ constructor: count toString: color }',
    input: {},
    expected: { data: { constructor: null, toString: null } },
  },
  // __typename.
  {
    name: '__typename missing from the input is the field\'s object type',
    operation: '{ product(id: "1") { __typename t: __typename } }',
    input: { product: {} },
    expected: { data: { product: { __typename: 'Product', t: 'Product' } } },
  },
  {
    name: 'an aliased __typename missing from the input takes the input\'s __typename',
    operation: '{ node(id: "1") { kind: __typename id } }',
    input: { node: { __typename: 'User', id: 'u1' } },
    expected: { data: { node: { kind: 'User', id: 'u1' } } },
  },
  {
    // Inside a fragment on the interface the parent type is the interface: only the input's __typename names an object type.
    name: 'an aliased __typename missing from the input takes the input\'s __typename inside a fragment on the interface',
    operation: '{ node(id: "1") { ... on Node { kind: __typename } } }',
    input: { node: { __typename: 'User' } },
    expected: { data: { node: { kind: 'User' } } },
  },
  {
    name: 'an aliased __typename on the root takes the root input\'s __typename when its alias is missing',
    operation: '{ t: __typename }',
    input: { __typename: 'User' },
    expected: { data: { t: 'User' } },
  },
  {
    name: 'a fragment on the root type is skipped when the root input\'s __typename names another type',
    operation: '{ count ... on Query { t: __typename } }',
    input: { __typename: 'User', count: 1 },
    expected: { data: { count: 1 } },
  },
  {
    name: 'an aliased __typename present in the input takes its own value',
    operation: '{ node(id: "1") { kind: __typename } }',
    input: { node: { __typename: 'User', kind: 'Product' } },
    expected: { data: { node: { kind: 'Product' } } },
  },
  {
    name: '__typename of an interface field with no __typename in the input nulls the object without an error',
    operation: '{ node(id: "1") { id __typename } }',
    input: { node: { id: 'p1' } },
    expected: { data: { node: null } },
  },
  {
    name: 'a __typename naming the interface itself is accepted for the object, and nulls it where __typename is selected',
    operation: '{ a: node(id: "1") { id ... on Product { stock } } b: node(id: "2") { id __typename } }',
    input: { a: { __typename: 'Node', id: 'p1', stock: 1 }, b: { __typename: 'Node', id: 'p2' } },
    expected: { data: { a: { id: 'p1' }, b: null } },
  },
  {
    name: 'an unknown __typename nulls the object with an error',
    operation: '{ node(id: "1") { id } }',
    input: { node: { __typename: 'Ghost', id: 'g' } },
    expected: { data: { node: null }, errors: ['Invalid __typename found for object at field Query.node. @ node'] },
  },
  {
    name: 'a __typename naming a scalar nulls the object with an error, and a non-null list element bubbles',
    operation: '{ search(text: "s") { ... on Product { id } } }',
    input: { search: [{ __typename: 'String', id: 'p1' }] },
    expected: { data: null, errors: ['Invalid __typename found for object at array element of type SearchResult at index 0. @ search.0'] },
  },
  {
    name: 'an empty __typename is ignored and the field\'s type is used',
    operation: '{ product(id: "1") { __typename id } }',
    input: { product: { __typename: '', id: '1' } },
    expected: { data: { product: { __typename: 'Product', id: '1' } } },
  },
  // @skip and @include.
  {
    name: '@skip and @include with literals keep and drop fields',
    operation: '{ product(id: "1") { id @skip(if: true) name @skip(if: false) stock @include(if: false) rating @include(if: true) } }',
    input: { product: { id: '1', name: 'Sock', stock: null, rating: 4.5 } },
    expected: { data: { product: { name: 'Sock', rating: 4.5 } } },
  },
  {
    // Such an operation fails validation before the gateway shapes anything; it is here for what a missing argument reads as.
    name: '@skip and @include without their if argument read it as false: the @skip keeps its field, the @include drops its field',
    operation: '{ product(id: "1") { id @skip name @include } }',
    input: { product: { id: '1', name: 'Sock' } },
    expected: { data: { product: { id: '1' } } },
  },
  {
    name: '@skip and @include on inline fragments and spreads drop what they hold',
    operation: `
      query ($on: Boolean!) { product(id: "1") { ... @skip(if: $on) { id } ... on Product @include(if: $on) { name } ...More @include(if: false) } }
      fragment More on Product { rating }
    `,
    variables: { on: true },
    input: { product: { id: '1', name: 'Sock', rating: 1 } },
    expected: { data: { product: { name: 'Sock' } } },
  },
  {
    name: 'a variable the request omits takes its default from the variable definitions',
    operation: 'query ($a: Boolean = true, $b: Boolean = false) { product(id: "1") { id @include(if: $a) name @include(if: $b) rating @skip(if: $a) } }',
    input: { product: { id: '1', name: 'Sock', rating: 2 } },
    expected: { data: { product: { id: '1' } } },
  },
  {
    name: 'a variable the request gives overrides its default',
    operation: 'query ($a: Boolean = true, $b: Boolean = false) { product(id: "1") { id @include(if: $a) name @include(if: $b) rating @skip(if: $a) } }',
    variables: { a: false, b: true },
    input: { product: { id: '1', name: 'Sock', rating: 2 } },
    expected: { data: { product: { name: 'Sock', rating: 2 } } },
  },
  {
    name: 'a condition variable with no value and no default throws',
    operation: 'query ($s: Boolean!) { product(id: "1") { id @skip(if: $s) } }',
    variables: {},
    input: { product: { id: '1' } },
    expected: { throws: 'Error: Unexpected value undefined for variable $s of @skip(if: $s)' },
  },
  {
    name: 'a condition variable that is not a boolean throws',
    operation: 'query ($s: Boolean) { product(id: "1") { id @include(if: $s) } }',
    variables: { s: 'yes' },
    input: { product: { id: '1' } },
    expected: { throws: 'Error: Unexpected value yes for variable $s of @include(if: $s)' },
  },
  {
    name: 'a condition variable is not read when its field is not reached (an earlier @skip is true)',
    operation: 'query ($s: Boolean) { product(id: "1") { id @skip(if: true) @include(if: $s) } }',
    variables: {},
    input: { product: { id: '1' } },
    expected: { data: { product: {} } },
  },
  // Introspection.
  {
    name: 'introspection fields are answered by the hook, once per response name, in selection order',
    operation: '{ __schema { queryType { name } } t: __type(name: "Product") { name } ... on Query { t: __type(name: "Product") { kind } } count }',
    input: { __schema: 'ignored', count: 1 },
    expected: {
      data: { __schema: { introspected: '__schema' }, t: { introspected: 't' }, count: 1 },
      introspected: ['__schema { queryType { name } }', 't: __type(name: "Product") { name }'],
    },
  },
  {
    name: 'a skipped introspection field does not call the hook',
    operation: 'query ($i: Boolean = false) { __type(name: "Product") @include(if: $i) { name } count }',
    input: { count: 1 },
    expected: { data: { count: 1 } },
  },
  {
    name: 'a mutation is shaped from the mutation root type',
    operation: 'mutation { __typename bump(by: 2) }',
    input: { bump: 3 },
    expected: { data: { __typename: 'Mutation', bump: 3 } },
  },
  {
    name: 'a null non-null mutation field nulls the whole data',
    operation: 'mutation { bump(by: 2) }',
    input: { bump: null },
    expected: { data: null, errors: ['Cannot return null for non-nullable field Mutation.bump. @ bump'] },
  },
  // Missing values and nulls.
  {
    name: 'missing nullable fields are null and a missing non-null field nulls its object',
    operation: '{ product(id: "1") { id name rating } p2: product(id: "2") { id stock } }',
    input: { product: { id: '1' }, p2: { id: '2' } },
    expected: { data: { product: { id: '1', name: null, rating: null }, p2: null }, errors: ['Cannot return null for non-nullable field Product.stock. @ p2.stock'] },
  },
  {
    name: 'a null non-null field inside a list of non-null objects bubbles through the list to the nearest nullable field',
    operation: '{ product(id: "1") { id variants { sku size } } }',
    input: { product: { id: '1', variants: [{ sku: 'S', size: 1 }, { sku: null, size: 2 }] } },
    expected: { data: { product: null }, errors: ['Cannot return null for non-nullable field Variant.sku. @ product.variants.1.sku'] },
  },
  {
    name: 'a null element of a non-null list type bubbles up to the root when every parent is non-null',
    operation: '{ count search(text: "s") { ... on User { id } } }',
    input: { count: 1, search: [{ __typename: 'User', id: 'u1' }, null] },
    expected: { data: null, errors: ['Cannot return null for non-nullable array element of type SearchResult at index 1. @ search.1'] },
  },
  {
    name: 'a null non-null root field nulls the whole data',
    operation: '{ count search(text: "s") { ... on User { id } } }',
    input: { count: 1 },
    expected: { data: null, errors: ['Cannot return null for non-nullable field Query.search. @ search'] },
  },
  {
    name: 'a null inside a nullable element of a nested list nulls that inner list only',
    operation: '{ node(id: "1") { ... on User { matrix } } }',
    input: { node: { __typename: 'User', matrix: [[1, null, 3], [4], null] } },
    expected: {
      data: { node: { matrix: [null, [4], null] } },
      errors: ['Cannot return null for non-nullable array element of type Int at index 1. @ node.matrix.0.1'],
    },
  },
  {
    name: 'a null non-null field of an element of a nullable list of non-null objects nulls the list',
    operation: '{ node(id: "1") { ... on User { friends { id name } } } }',
    input: { node: { __typename: 'User', friends: [{ id: 'u2' }, { name: 'no id' }] } },
    expected: { data: { node: { friends: null } }, errors: ['Cannot return null for non-nullable field User.id. @ node.friends.1.id'] },
  },
  // Leaf values of the wrong kind.
  {
    name: 'an enum value the enum does not have is null with an error',
    operation: '{ color product(id: "1") { color } }',
    input: { color: 'PURPLE', product: { color: 'red' } },
    expected: {
      data: { color: null, product: { color: null } },
      errors: ['Invalid value found for field Query.color. @ color', 'Invalid value found for field Product.color. @ product.color'],
    },
  },
  {
    name: 'a string or a float for an Int, a number for a String and a boolean for a Float are null with errors',
    operation: '{ count grid product(id: "1") { name rating available } }',
    input: { count: '5', grid: [[1, 2.5], ['3'], [null]], product: { name: 5, rating: true, available: 1 } },
    expected: {
      data: { count: null, grid: [[1, null], [null], [null]], product: { name: null, rating: null, available: null } },
      errors: [
        'Invalid value found for field Query.count. @ count',
        'Invalid value found for array element of type Int at index 1. @ grid.0.1',
        'Invalid value found for array element of type Int at index 0. @ grid.1.0',
        'Invalid value found for field Product.name. @ product.name',
        'Invalid value found for field Product.rating. @ product.rating',
        'Invalid value found for field Product.available. @ product.available',
      ],
    },
  },
  {
    name: 'an invalid value for a non-null leaf nulls the object with one error, not two',
    operation: '{ product(id: "1") { id stock } }',
    input: { product: { id: '1', stock: 1.5 } },
    expected: { data: { product: null }, errors: ['Invalid value found for field Product.stock. @ product.stock'] },
  },
  {
    name: 'an integer is a valid ID and an Int is a valid Float, while a float ID is not',
    operation: '{ a: product(id: "1") { id rating } b: product(id: "2") { id } }',
    input: { a: { id: 12, rating: 4 }, b: { id: 1.5 } },
    expected: { data: { a: { id: 12, rating: 4 }, b: null }, errors: ['Invalid value found for field Product.id. @ b.id'] },
  },
  {
    name: 'any value is valid for a custom scalar',
    operation: '{ a: product(id: "1") { price } b: product(id: "2") { price } c: product(id: "3") { price } }',
    input: { a: { price: [1, 'x'] }, b: { price: false }, c: { price: 'EUR 1' } },
    expected: { data: { a: { price: [1, 'x'] }, b: { price: false }, c: { price: 'EUR 1' } } },
  },
  // Values of the wrong shape.
  {
    name: 'a non-list where a list is expected throws',
    operation: '{ product(id: "1") { tags } }',
    input: { product: { tags: 'a,b' } },
    expected: { throws: 'Error: Invalid non-list value a,b returned by subgraph for list type [String!]' },
  },
  {
    name: 'an object where a list is expected throws',
    operation: '{ grid }',
    input: { grid: { 0: [1] } },
    expected: { throws: 'Error: Invalid non-list value [object Object] returned by subgraph for list type [[Int]]' },
  },
  {
    name: 'a non-object where an object is expected throws',
    operation: '{ product(id: "1") { id } }',
    input: { product: 'p1' },
    expected: { throws: 'Error: Invalid non-object value p1 returned by subgraph for composite type Product' },
  },
  {
    name: 'a number where an object of a list is expected throws',
    operation: '{ search(text: "s") { ... on User { id } } }',
    input: { search: [7] },
    expected: { throws: 'Error: Invalid non-object value 7 returned by subgraph for composite type SearchResult' },
  },
  {
    name: 'an array where an object is expected is read as an object with no fields',
    operation: '{ product(id: "1") { name } }',
    input: { product: ['x'] },
    expected: { data: { product: { name: null } } },
  },
  {
    name: 'a non-string __typename on an object throws',
    operation: '{ product(id: "1") { id } }',
    input: { product: { __typename: 5, id: '1' } },
    expected: { throws: 'Error: Invalid non-string value 5 for __typename at product' },
  },
  {
    name: 'a non-string __typename on the root throws when a fragment reads it',
    operation: '{ ... on Query { count } }',
    input: { __typename: true, count: 1 },
    expected: { throws: 'Error: Got unexpected value for __typename: true' },
  },
  {
    name: 'a leaf selected twice is answered once: the second selection keeps the first\'s value, or its null with no second error',
    operation: '{ count color ... on Query { count color } }',
    input: { count: 1, color: 'PURPLE' },
    expected: { data: { count: 1, color: null }, errors: ['Invalid value found for field Query.color. @ color'] },
  },
  // No input.
  {
    name: 'a null input is null data with no errors',
    operation: '{ count }',
    input: null,
    expected: { data: null },
  },
  {
    name: 'an undefined input is undefined data with no errors',
    operation: '{ count }',
    input: undefined,
    expected: { data: undefined },
  },
  {
    name: 'an empty input answers every nullable root field with null',
    operation: '{ count color node(id: "1") { id } }',
    input: {},
    expected: { data: { count: null, color: null, node: null } },
  },
];

describe('computePreparedResponse gives Apollo computeResponse\'s answers', () => {
  it.each(cases)('$name', ({ operation, variables, input, expected }) => {
    const apollo = agree(operation, variables, input);
    expect(summary(apollo)).toEqual('throws' in expected ? expected : { errors: [], introspected: [], ...expected });
  });

  // agree() compares where the null prototypes are; this says that there are some to compare.
  it('builds the data\'s objects with null prototypes and its lists as arrays, as Apollo does', () => {
    const { data } = computePreparedResponse({
      operation: operationOf('{ product(id: "1") { variants { sku } } }'),
      variables: {},
      input: { product: { variants: [{ sku: 'S' }] } },
      introspectionHandling: () => null,
    });
    const product: unknown = data?.product;
    const variants: unknown = product !== null && typeof product === 'object' && 'variants' in product ? product.variants : undefined;
    expect(Object.getPrototypeOf(data)).toBeNull();
    expect(Object.getPrototypeOf(product)).toBeNull();
    expect(Array.isArray(variants)).toBe(true);
    expect(Object.getPrototypeOf(Array.isArray(variants) ? variants[0] : undefined)).toBeNull();
  });
});

/*
 * Random inputs. Each is shaped like the operation's answer (the fields of every fragment, under
 * their response names, each key possibly missing), but any value anywhere may be replaced by null
 * or by a random JSON value, leaves get values of every kind, and __typename is one of the schema's
 * type names, a name it does not have, or not a string at all.
 */

const TYPE_NAMES = [...schema.allTypes()].map((type) => type.name);
const OBJECT_NAMES = ['Product', 'User', 'Variant', 'Query'];

const json = fc.jsonValue({ maxDepth: 2 });
const junk: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constant(null), weight: 4 },
  { arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.string({ maxLength: 4 }), fc.boolean()), weight: 2 },
  { arbitrary: fc.constantFrom('RED', 'Product', '', '7', -0.5), weight: 1 },
  { arbitrary: json, weight: 1 },
);

const typename: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...OBJECT_NAMES), weight: 10 },
  { arbitrary: fc.constantFrom(...TYPE_NAMES), weight: 3 },
  { arbitrary: fc.constantFrom('', 'Ghost', 'product', '__proto__', 'constructor', 'toString'), weight: 2 },
  { arbitrary: fc.constantFrom(null, 0, 5, true, false, {}, ['Product']), weight: 1 },
);

/** Values of the leaf's type, and of the kinds next to it (a float for an Int, a number for a String...). */
function leafValue(type: ScalarType | EnumType): fc.Arbitrary<unknown> {
  const int = fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 });
  const float = fc.double({ noNaN: true, noDefaultInfinity: true });
  if (isEnumType(type)) return fc.constantFrom(...type.values.map((value) => value.name), 'PURPLE', 'red');
  switch (type.name) {
    case 'Int':
      return fc.oneof(int, float, fc.constantFrom('5', 1e21, 2 ** 53));
    case 'Float':
      return fc.oneof(float, int, fc.constantFrom('1.5', true));
    case 'String':
      return fc.oneof(fc.string({ maxLength: 5 }), int);
    case 'Boolean':
      return fc.oneof(fc.boolean(), fc.constantFrom(0, 1, 'true'));
    case 'ID':
      return fc.oneof(fc.string({ maxLength: 5 }), int, float);
    default:
      return json;
  }
}

interface Slot {
  type: Type;
  typename: boolean;
  selectionSets: SelectionSet[];
}

/** The response names a set of selection sets can answer, through every fragment, whatever its type condition. */
function slotsOf(selectionSets: SelectionSet[]): Map<string, Slot> {
  const slots = new Map<string, Slot>();
  const visit = (selectionSet: SelectionSet) => {
    for (const selection of selectionSet.selections()) {
      if (selection.kind === 'FieldSelection') {
        const name = selection.element.responseName();
        const type = selection.element.definition.type;
        if (!type) throw new Error(`field ${name} has no type`);
        let slot = slots.get(name);
        if (!slot) slots.set(name, (slot = { type, typename: selection.element.name === '__typename', selectionSets: [] }));
        if (selection.selectionSet) slot.selectionSets.push(selection.selectionSet);
      } else {
        visit(selection.selectionSet);
      }
    }
  };
  selectionSets.forEach(visit);
  return slots;
}

function objectValue(selectionSets: SelectionSet[]): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, slot] of slotsOf(selectionSets)) {
    // An aliased __typename is answered from its alias, or from the object's __typename when the alias is missing.
    model[name] = slot.typename ? typename : valueOf(slot.type, slot.selectionSets);
  }
  // The object's own __typename, whether or not it is selected (fragments read it).
  model.__typename = typename;
  return fc.record(model, { requiredKeys: [] });
}

function valueOf(type: Type, selectionSets: SelectionSet[]): fc.Arbitrary<unknown> {
  // Non-null changes nothing in what is sent: nulls come from the junk every position may hold.
  if (isNonNullType(type)) return valueOf(type.ofType, selectionSets);
  let fitting: fc.Arbitrary<unknown>;
  if (isListType(type)) fitting = fc.array(valueOf(type.ofType, selectionSets), { maxLength: 3 });
  else if (isCompositeType(type)) fitting = objectValue(selectionSets);
  else if (isInputObjectType(type)) throw new Error(`an output field of input type ${type.name}`);
  else fitting = leafValue(type);
  return fc.oneof({ arbitrary: fitting, weight: 8 }, { arbitrary: junk, weight: 1 });
}

/** Each of the operation's variables: usually a boolean, sometimes missing or not a boolean. */
function variablesOf(operation: Operation): fc.Arbitrary<Variables> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const { variable } of operation.variableDefinitions.definitions()) {
    model[variable.name] = fc.oneof({ arbitrary: fc.boolean(), weight: 12 }, { arbitrary: junk, weight: 1 });
  }
  return fc.record(model, { requiredKeys: [] });
}

const PROPERTY_OPERATIONS: { name: string; text: string }[] = [
  { name: 'an interface field with conditions, aliases and a named fragment', text: NODE_FIELDS },
  {
    name: 'a non-null list of a union with fragments on its members and on the interface',
    text: `
      { search(text: "s") { __typename ...Result ... on Product { id stock tags rating available color } ... on User { id age score } ... on Node { name } } }
      fragment Result on SearchResult { t: __typename }
    `,
  },
  {
    name: 'the same fields selected again through fragments and directives',
    text: `
      query ($more: Boolean = false) {
        product(id: "1") { id variants { sku } }
        ... on Query { product(id: "1") { name variants { size sku } price } }
        product(id: "1") @include(if: $more) { stock tags }
        p2: product(id: "2") { id }
      }
    `,
  },
  {
    name: 'root leaves, nested lists, a prototype key as alias and introspection selected twice',
    text: `
      {
        __typename grid count constructor: count color c: color t: __type(name: "User") { name }
        node(id: "1") { ... on User { matrix friends { id name } } }
        ... on Query { t: __type(name: "User") { kind } }
      }
    `,
  },
];

describe('computePreparedResponse agrees with Apollo on random inputs', () => {
  const RUNS = 1000;

  it.each(PROPERTY_OPERATIONS)('$name', ({ text }) => {
    const operation = operationOf(text);
    const outcomes = { data: 0, errors: 0, throws: 0 };
    fc.assert(
      fc.property(objectValue([operation.selectionSet]), variablesOf(operation), (input, variables) => {
        const apollo = agree(text, variables, input);
        if ('threw' in apollo) outcomes.throws++;
        else if (apollo.errors.length > 0) outcomes.errors++;
        else outcomes.data++;
      }),
      { numRuns: RUNS },
    );
    // The inputs reach every kind of answer, so agreeing is not agreeing only on throws.
    expect(outcomes.data).toBeGreaterThan(RUNS / 20);
    expect(outcomes.errors).toBeGreaterThan(RUNS / 20);
    expect(outcomes.throws).toBeGreaterThan(0);
  });
});

describe('the prepared plan, kept per schema and operation text', () => {
  const TEXT = 'query ($withName: Boolean = true, $withStock: Boolean!) { product(id: "1") { id name @include(if: $withName) stock @include(if: $withStock) } }';
  const INPUT = { product: { id: '1', name: 'Sock', stock: 3 } };

  /** computePreparedResponse on a new Operation of the text, checked against Apollo's answer too. */
  function prepared(text: string, variables: Variables, input: unknown, on: Schema = schema): Expected {
    const outcome = shape(computePreparedResponse, operationOf(text, on), variables, input);
    expect(outcome).toEqual(shape(apolloComputeResponse, operationOf(text, on), variables, input));
    return summary(outcome);
  }

  it('answers each request of the same text with that request\'s variables and the defaults, not an earlier request\'s', () => {
    const requests: [Variables, unknown][] = [
      [{ withName: false, withStock: true }, { id: '1', stock: 3 }],
      [{ withStock: false }, { id: '1', name: 'Sock' }],
      [{ withName: false, withStock: false }, { id: '1' }],
      [{ withStock: true }, { id: '1', name: 'Sock', stock: 3 }],
    ];
    for (const [variables, product] of requests) {
      expect(prepared(TEXT, variables, INPUT)).toEqual({ data: { product }, errors: [], introspected: [] });
    }
  });

  it('throws for a variable the request omits even when an earlier request of the same text gave it', () => {
    expect(prepared(TEXT, { withStock: true }, INPUT)).toEqual({ data: { product: { id: '1', name: 'Sock', stock: 3 } }, errors: [], introspected: [] });
    expect(prepared(TEXT, {}, INPUT)).toEqual({ throws: 'Error: Unexpected value undefined for variable $withStock of @include(if: $withStock)' });
  });

  it('calls the introspection hook on every request, not only the one that prepared the plan', () => {
    const text = 'query ($t: String!) { __type(name: $t) { name } count }';
    expect(prepared(text, { t: 'Product' }, { count: 1 })).toEqual({ data: { __type: { introspected: '__type' }, count: 1 }, errors: [], introspected: ['__type(name: $t) { name }'] });
    expect(prepared(text, { t: 'User' }, { count: 2 })).toEqual({ data: { __type: { introspected: '__type' }, count: 2 }, errors: [], introspected: ['__type(name: $t) { name }'] });
  });

  it('keeps texts apart that differ only in a variable\'s default', () => {
    const input = { product: { id: '1', name: 'Sock' } };
    expect(prepared('query ($n: Boolean = true) { product(id: "1") { id name @include(if: $n) } }', {}, input)).toEqual({
      data: { product: { id: '1', name: 'Sock' } },
      errors: [],
      introspected: [],
    });
    expect(prepared('query ($n: Boolean = false) { product(id: "1") { id name @include(if: $n) } }', {}, input)).toEqual({
      data: { product: { id: '1' } },
      errors: [],
      introspected: [],
    });
  });

  it('keeps texts apart that differ only in a fragment\'s definition', () => {
    const input = { product: { id: '1', name: 'Sock' } };
    expect(prepared('{ product(id: "1") { ...F } } fragment F on Product { id }', {}, input)).toEqual({ data: { product: { id: '1' } }, errors: [], introspected: [] });
    expect(prepared('{ product(id: "1") { ...F } } fragment F on Product { name }', {}, input)).toEqual({ data: { product: { name: 'Sock' } }, errors: [], introspected: [] });
  });

  it('shapes the same text by each schema\'s own types (a new supergraph)', () => {
    const text = '{ product(id: "1") { id stock } }';
    const input = { product: { id: '1', stock: 'many' } };
    const other = buildSchema(SDL.replace('stock: Int!', 'stock: String'));
    expect(prepared(text, {}, input)).toEqual({ data: { product: null }, errors: ['Invalid value found for field Product.stock. @ product.stock'], introspected: [] });
    expect(prepared(text, {}, input, other)).toEqual({ data: { product: { id: '1', stock: 'many' } }, errors: [], introspected: [] });
    expect(prepared(text, {}, input)).toEqual({ data: { product: null }, errors: ['Invalid value found for field Product.stock. @ product.stock'], introspected: [] });
  });
});

/** The gateway's module, as executeQueryPlan reaches it: it calls its computeResponse for every response. */
describe('the prepared plans\' bound', () => {
  it('holds at most 1,000 operations and 256 KiB of their text, however many distinct operations arrive, and still shapes the next one', () => {
    // A schema of its own, so that the other tests' plans do not count.
    const own = buildSchema(SDL);
    for (let i = 0; i < 1_200; i++) computePreparedResponse({ operation: operationOf(`{ a${i}: product(id: "${i}") { id } }`, own), input: {}, introspectionHandling: () => null });
    expect(preparedOperationsOf(own).operations).toBe(1_000);
    // Large operations: each about 60 KiB of text (2,000 aliases), far past what a few of them may hold together.
    const aliases = (n: number) => Array.from({ length: 2_000 }, (_, k) => `x${n}_${k}: count`).join(' ');
    for (let n = 0; n < 12; n++) computePreparedResponse({ operation: operationOf(`{ ${aliases(n)} }`, own), input: {}, introspectionHandling: () => null });
    const held = preparedOperationsOf(own);
    expect(held.textBytes).toBeLessThanOrEqual(256 * 1024);
    expect(held.operations).toBeLessThanOrEqual(1_000);
    expect(computePreparedResponse({ operation: operationOf('{ count }', own), input: { count: 3 }, introspectionHandling: () => null })).toEqual({ data: { count: 3 }, errors: [] });
  });
});

describe('the operation the gateway rebuilds for every response, built once per document', () => {
  /** executeQueryPlan's call: a new document object of the request's (cached) definitions, unvalidated. */
  const executorsCall = (document: DocumentNode, on: Schema = schema) =>
    reusedOperationFromDocument(on, { kind: Kind.DOCUMENT, definitions: [...document.definitions] }, { validate: false });
  const TEXT = 'query Sock($withName: Boolean!) { product(id: "1") { ...Shown } } fragment Shown on Product { id name @include(if: $withName) stock }';

  it('answers the same definitions with the operation it built for them, which is the one the package builds', () => {
    const document = parse(TEXT);
    const first = executorsCall(document);
    expect(executorsCall(document)).toBe(first);
    expect(first.toString()).toBe(buildAnew(schema, document, { validate: false }).toString());
  });

  it('builds anew for another schema, other fragment definitions, a new parse of the same text, or any other call', () => {
    const document = parse(TEXT);
    const first = executorsCall(document);
    expect(executorsCall(document, buildSchema(SDL))).not.toBe(first);
    const [operation] = document.definitions;
    const otherFragment = parse('fragment Shown on Product { id }').definitions[0]!;
    const withOther = reusedOperationFromDocument(schema, { kind: Kind.DOCUMENT, definitions: [operation!, otherFragment] }, { validate: false });
    expect(withOther).not.toBe(first);
    expect(withOther.toString()).toBe(buildAnew(schema, { kind: Kind.DOCUMENT, definitions: [operation!, otherFragment] }, { validate: false }).toString());
    expect(executorsCall(parse(TEXT))).not.toBe(first);
    // The query planner's call names the operation; a validating call checks the document: neither is the executor's.
    const named = () => reusedOperationFromDocument(schema, document, { validate: false, operationName: undefined });
    expect(named()).not.toBe(named());
    expect(reusedOperationFromDocument(schema, document, { operationName: 'Sock' })).not.toBe(reusedOperationFromDocument(schema, document, { operationName: 'Sock' }));
    expect(reusedOperationFromDocument(schema, document)).not.toBe(reusedOperationFromDocument(schema, document));
  });

  it('shapes every response of a reused operation by that request\'s own variables, as Apollo does', () => {
    const document = parse(TEXT);
    const input = { product: { id: '1', name: 'Sock', stock: 3 } };
    for (const withName of [true, false, true]) {
      const outcome = shape(computePreparedResponse, executorsCall(document), { withName }, input);
      expect(outcome).toEqual(shape(apolloComputeResponse, buildAnew(schema, document, { validate: false }), { withName }, input));
      expect(summary(outcome)).toEqual({ data: { product: withName ? { id: '1', name: 'Sock', stock: 3 } : { id: '1', stock: 3 } }, errors: [], introspected: [] });
    }
    expect(summary(shape(computePreparedResponse, executorsCall(document), {}, input))).toEqual({
      throws: 'Error: Unexpected value undefined for variable $withName of @include(if: $withName)',
    });
  });

  it('builds once per definition while it lives, and keeps no document alive that its holder let go', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const kept = parse(TEXT);
    const before = operationsBuilt();
    for (let i = 0; i < 3; i++) executorsCall(kept);
    expect(operationsBuilt()).toBe(before + 1);
    // 200 documents of 32 KiB each (a short operation behind a long comment), used once and dropped.
    const sources: WeakRef<Source>[] = [];
    (() => {
      for (let i = 0; i < 200; i++) {
        const document = parse(`# ${String(i).padEnd(32 * 1024, 'x')}\n{ count }`);
        executorsCall(document);
        sources.push(new WeakRef(document.definitions[0]!.loc!.source));
      }
    })();
    expect(operationsBuilt()).toBe(before + 201);
    // A WeakRef keeps its target for the rest of the job that made it: collect in a later one.
    await new Promise((resolve) => setImmediate(resolve));
    gc();
    gc();
    expect(sources.reduce((total, ref) => total + (ref.deref()?.body.length ?? 0), 0)).toBe(0);
    expect(executorsCall(kept)).toBe(executorsCall(kept));
    expect(operationsBuilt()).toBe(before + 201);
  });
});

describe('a prepared plan\'s size', () => {
  it('is the operation\'s, not its fragments\' expansion: a bomb of 248,832 selections is shaped as Apollo shapes it and keeps a few megabytes', () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const width = 12;
    const spreads = (level: number) => Array.from({ length: width }, (_, j) => `...L${level}_${j}`).join(' ');
    const fragments = [
      ...Array.from({ length: width }, (_, i) => `fragment L0_${i} on Query { count }`),
      ...Array.from({ length: 4 }, (_, level) => Array.from({ length: width }, (_, i) => `fragment L${level + 1}_${i} on Query { ${spreads(level)} }`)).flat(),
    ];
    const text = `query { ${spreads(4)} } ${fragments.join(' ')}`;
    // A schema of its own, whose prepared plans no other test holds.
    const own = buildSchema(SDL);
    gc();
    const before = process.memoryUsage().heapUsed;
    const outcome = shape(computePreparedResponse, operationOf(text, own), {}, { count: 7 });
    gc();
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(8 * 2 ** 20);
    expect(preparedOperationsOf(own).operations).toBe(1);
    expect(outcome).toEqual(shape(apolloComputeResponse, operationOf(text, own), {}, { count: 7 }));
    expect(summary(outcome)).toEqual({ data: { count: 7 }, errors: [], introspected: [] });
  });
});

function gatewayResultShaping(): Record<string, unknown> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module object itself, as require gives it to executeQueryPlan, is what is checked
  const loaded: unknown = require('@apollo/gateway/dist/resultShaping');
  if (typeof loaded !== 'object' || loaded === null) throw new Error('@apollo/gateway/dist/resultShaping did not load as an object');
  return loaded as Record<string, unknown>;
}

function federationOperations(): Record<string, unknown> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module object whose operationFromDocument the package's index reads
  const loaded: unknown = require('@apollo/federation-internals/dist/operations');
  if (typeof loaded !== 'object' || loaded === null) throw new Error('@apollo/federation-internals/dist/operations did not load as an object');
  return loaded as Record<string, unknown>;
}

describe('installPreparedResultShaping', () => {
  const original = Object.getOwnPropertyDescriptor(gatewayResultShaping(), 'computeResponse');
  const originalBuild = Object.getOwnPropertyDescriptor(federationOperations(), 'operationFromDocument');

  // Other test files may run later in the same worker, and expect the modules as Apollo ships them.
  afterAll(() => {
    if (original) Object.defineProperty(gatewayResultShaping(), 'computeResponse', original);
    if (originalBuild) Object.defineProperty(federationOperations(), 'operationFromDocument', originalBuild);
  });

  it('makes the gateway\'s computeResponse the prepared one, and leaves apolloComputeResponse Apollo\'s', () => {
    expect(original?.value).toBe(apolloComputeResponse);
    installPreparedResultShaping();
    expect(gatewayResultShaping().computeResponse).toBe(computePreparedResponse);
    expect(apolloComputeResponse).not.toBe(computePreparedResponse);
  });

  it('makes operationFromDocument, as the package\'s index gives it to the gateway, the reusing one', () => {
    expect(originalBuild?.value).toBe(buildAnew);
    installPreparedResultShaping();
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- read as executeQueryPlan reads it, through the index
    const index = require('@apollo/federation-internals') as { operationFromDocument: unknown };
    expect(index.operationFromDocument).toBe(reusedOperationFromDocument);
  });
});
