import type { ApolloServerPlugin } from '@apollo/server';
import {
  Kind,
  OperationTypeNode,
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  isObjectType,
  isTypeDefinitionNode,
  isTypeExtensionNode,
  valueFromASTUntyped,
  type ConstDirectiveNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { RequestError } from './graphql-status';

/** The size assumed for a list no `@listSize` describes, as Apollo Router's `list_size` setting. */
export const DEFAULT_LIST_SIZE = 10;
/** What a mutation costs before its selection, as in Apollo Router's static estimate. */
const MUTATION_BASE_COST = 10;

interface ListSize {
  assumedSize?: number;
  slicingArguments?: string[];
  sizedFields?: string[];
}

/** `@cost` weights and `@listSize` of a supergraph, by `Type.field` (and `Type` for type weights). */
export interface CostDirectives {
  weights: ReadonlyMap<string, number>;
  listSizes: ReadonlyMap<string, ListSize>;
}

function argumentsOf(directive: ConstDirectiveNode): Record<string, unknown> {
  return Object.fromEntries((directive.arguments ?? []).map((argument) => [argument.name.value, valueFromASTUntyped(argument.value)]));
}

/** Reads `@cost(weight:)` and `@listSize(assumedSize:, slicingArguments:, sizedFields:)` from SDL. */
export function costDirectivesOf(sdl: DocumentNode): CostDirectives {
  const weights = new Map<string, number>();
  const listSizes = new Map<string, ListSize>();
  const read = (key: string, directives: readonly ConstDirectiveNode[] | undefined) => {
    for (const directive of directives ?? []) {
      const args = argumentsOf(directive);
      if (directive.name.value === 'cost' && typeof args.weight === 'number') weights.set(key, args.weight);
      if (directive.name.value === 'listSize') {
        listSizes.set(key, {
          ...(typeof args.assumedSize === 'number' ? { assumedSize: args.assumedSize } : {}),
          ...(Array.isArray(args.slicingArguments) ? { slicingArguments: args.slicingArguments.map(String) } : {}),
          ...(Array.isArray(args.sizedFields) ? { sizedFields: args.sizedFields.map(String) } : {}),
        });
      }
    }
  };
  for (const definition of sdl.definitions) {
    if (!isTypeDefinitionNode(definition) && !isTypeExtensionNode(definition)) continue;
    read(definition.name.value, definition.directives);
    if (!('fields' in definition)) continue;
    for (const field of definition.fields ?? []) {
      if ('arguments' in field) read(`${definition.name.value}.${field.name.value}`, field.directives);
    }
  }
  return { weights, listSizes };
}

/**
 * The size a `@listSize` gives a list: the value of its slicing argument (the largest when several
 * are given, the argument's default when left out), else its assumed size, else the default.
 */
function sizeOf(listSize: ListSize | undefined, field: FieldNode, definition: GraphQLField<unknown, unknown>, variables: Record<string, unknown>): number {
  const sizes: number[] = [];
  for (const name of listSize?.slicingArguments ?? []) {
    const argument = field.arguments?.find((candidate) => candidate.name.value === name);
    // An argument left out takes its default, as the service will.
    const value: unknown = !argument
      ? definition.args.find((candidate) => candidate.name === name)?.defaultValue
      : argument.value.kind === Kind.VARIABLE
        ? variables[argument.value.name.value]
        : valueFromASTUntyped(argument.value, variables);
    if (typeof value === 'number') sizes.push(value);
  }
  if (sizes.length > 0) return Math.max(...sizes);
  return listSize?.assumedSize ?? DEFAULT_LIST_SIZE;
}

/**
 * The static cost of an operation by Apollo Router's demand-control model: an object costs 1 (or its
 * `@cost` weight), a scalar 0, a mutation 10 more, and a list multiplies its elements' cost by its
 * size from `@listSize` (slicing arguments, assumed size, or sized fields of a page object). Named
 * fragments are costed once per type and size context, so a fragment "bomb" is costed without being
 * expanded. The estimate stops growing once past `ceiling`.
 */
export function estimateCost(
  schema: GraphQLSchema,
  directives: CostDirectives,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> = {},
  ceiling = Number.MAX_SAFE_INTEGER,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const memo = new Map<string, number>();

  const selectionCost = (type: GraphQLCompositeType, selectionSet: SelectionSetNode, sized: ReadonlyMap<string, number>): number => {
    let total = 0;
    for (const selection of selectionSet.selections) {
      if (total > ceiling) return total;
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const target = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type;
        if (target && isCompositeType(target)) total += selectionCost(target, selection.selectionSet, sized);
      } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        const target = fragment && schema.getType(fragment.typeCondition.name.value);
        if (!fragment || !target || !isCompositeType(target)) continue;
        const key = `${fragment.name.value}|${[...sized].join(',')}`;
        let cost = memo.get(key);
        if (cost === undefined) {
          cost = selectionCost(target, fragment.selectionSet, sized);
          memo.set(key, cost);
        }
        total += cost;
      } else {
        total += fieldCost(type, selection, sized);
      }
    }
    return total;
  };

  const fieldCost = (parent: GraphQLCompositeType, field: FieldNode, sized: ReadonlyMap<string, number>): number => {
    if (field.name.value.startsWith('__') || !isObjectType(parent)) return 0;
    const definition = parent.getFields()[field.name.value];
    if (!definition) return 0;
    const key = `${parent.name}.${field.name.value}`;
    const named = getNamedType(definition.type);
    const weight = directives.weights.get(key) ?? directives.weights.get(named.name) ?? (isCompositeType(named) ? 1 : 0);
    const listSize = directives.listSizes.get(key);
    // A page object's list fields take their size from the slicing argument of the field that returned it.
    const childSized = new Map<string, number>();
    for (const name of listSize?.sizedFields ?? []) childSized.set(name, sizeOf(listSize, field, definition, variables));
    const children = field.selectionSet && isCompositeType(named) ? selectionCost(named, field.selectionSet, childSized) : 0;
    if (!isListType(getNullableType(definition.type))) return weight + children;
    const size = sized.get(field.name.value) ?? (listSize?.sizedFields ? DEFAULT_LIST_SIZE : sizeOf(listSize, field, definition, variables));
    return size * (weight + children);
  };

  const root = schema.getRootType(operation.operation);
  if (!root) return 0;
  const base = operation.operation === OperationTypeNode.MUTATION ? MUTATION_BASE_COST : 0;
  return base + selectionCost(root, operation.selectionSet, new Map());
}

/** Refuses, before planning and so before any service call, an operation estimated above `maxCost`. */
export function demandControlPlugin<TContext extends object>(directives: CostDirectives, maxCost: number): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, schema, request }) {
          if (!operation) return;
          const cost = estimateCost(schema, directives, document, operation, request.variables ?? {}, maxCost);
          if (cost > maxCost) {
            throw new RequestError(`The operation's estimated cost ${cost} exceeds the limit of ${maxCost}`, {
              extensions: { code: 'OPERATION_TOO_EXPENSIVE', cost, maxCost },
            });
          }
        },
      };
    },
  };
}
