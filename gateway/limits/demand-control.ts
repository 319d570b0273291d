import type { ApolloServerPlugin } from '@apollo/server';
import {
  Kind,
  OperationTypeNode,
  getNamedType,
  getNullableType,
  isCompositeType,
  isInputObjectType,
  isLeafType,
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
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { RequestError } from '../http/graphql-status';

/** The size assumed for a list no `@listSize` describes, as Apollo Router's `list_size` setting. */
const DEFAULT_LIST_SIZE = 10;
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
 * The value an argument has in this request: its literal, its variable's value (`variables` holds the
 * operation's defaults for those the request left out), or its default when left out or given a
 * variable with neither value nor default, as GraphQL executes it.
 */
function argumentValue(field: FieldNode, definition: GraphQLField<unknown, unknown>, name: string, variables: Record<string, unknown>): unknown {
  const argument = field.arguments?.find((candidate) => candidate.name.value === name);
  if (!argument) return argumentDefault(definition, name);
  if (argument.value.kind !== Kind.VARIABLE) return valueFromASTUntyped(argument.value, variables);
  // JSON holds no undefined: a variable that reads as undefined was not given.
  const value = variables[argument.value.name.value];
  return value === undefined ? argumentDefault(definition, name) : value;
}

const argumentDefault = (definition: GraphQLField<unknown, unknown>, name: string): unknown => definition.args.find((candidate) => candidate.name === name)?.defaultValue;

/**
 * The request's variables, with the operation's defaults for those it leaves out, in an object of
 * their own without a prototype: a variable named `constructor` left out reads as missing, not as
 * Object's constructor.
 */
function withDefaults(operation: OperationDefinitionNode, given: Record<string, unknown>): Record<string, unknown> {
  const variables = Object.assign(Object.create(null) as Record<string, unknown>, given);
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (definition.defaultValue && !Object.hasOwn(given, name)) variables[name] = valueFromASTUntyped(definition.defaultValue);
  }
  return variables;
}

/**
 * The size a `@listSize` gives a list: the value of its slicing argument (the largest when several
 * are given, the argument's default when left out), else its assumed size, else the default. A
 * slicing argument below 1 would lower the estimate (a page of -1,000,000 items costing less than
 * none), so it is refused here, before planning, rather than left to the subgraph.
 */
function sizeOf(listSize: ListSize | undefined, field: FieldNode, definition: GraphQLField<unknown, unknown>, variables: Record<string, unknown>): number {
  const sizes: number[] = [];
  for (const name of listSize?.slicingArguments ?? []) {
    const given = argumentValue(field, definition, name, variables);
    // Given null, a list is as long as with the argument left out: a resolver takes the default
    // (`first ?? 20`), or leaves the size out and the service takes its own (the one the schema states).
    const value = given === null ? argumentDefault(definition, name) : given;
    if (typeof value !== 'number') continue;
    if (!(value >= 1)) {
      throw new RequestError(`${name}: must be at least 1`, { nodes: [field], extensions: { code: 'BAD_USER_INPUT', fields: [name] } });
    }
    sizes.push(value);
  }
  if (sizes.length > 0) return Math.max(...sizes);
  return listSize?.assumedSize ?? DEFAULT_LIST_SIZE;
}

/** What an argument's value weighs and how long its longest list is (a cart's lines, a bulk load's entries). */
interface InputSize {
  cost: number;
  longestList: number;
}

/**
 * The cost of a field's arguments, as Apollo Router's static estimate costs input: every input
 * object 1 (or its type's `@cost` weight), scalars 0, each list element counted. It is walked
 * without recursion, so a deeply nested JSON value cannot overflow the stack here, and stops once
 * past `ceiling`.
 */
function inputSizeOf(
  field: FieldNode,
  definition: GraphQLField<unknown, unknown>,
  directives: CostDirectives,
  variables: Record<string, unknown>,
  ceiling: number,
): InputSize {
  const size: InputSize = { cost: 0, longestList: 0 };
  const pending: { type: GraphQLInputType; value: unknown }[] = [];
  for (const argument of definition.args) {
    // A scalar or enum value weighs nothing and is no list: it is not read (so an estimate that reads no
    // variable holds for every request of its operation).
    if (isLeafType(getNullableType(argument.type))) continue;
    const given = field.arguments?.some((candidate) => candidate.name.value === argument.name);
    if (given) pending.push({ type: argument.type, value: argumentValue(field, definition, argument.name, variables) });
  }
  for (let next = pending.pop(); next && size.cost <= ceiling; next = pending.pop()) {
    const type = getNullableType(next.type);
    const { value } = next;
    if (value === null || value === undefined) continue;
    if (isListType(type)) {
      // A single value given for a list is a list of one, as GraphQL's input coercion has it.
      const items: unknown[] = Array.isArray(value) ? value : [value];
      size.longestList = Math.max(size.longestList, items.length);
      for (const item of items) pending.push({ type: type.ofType, value: item });
    } else if (isInputObjectType(type) && typeof value === 'object') {
      size.cost += directives.weights.get(type.name) ?? 1;
      const fields = type.getFields();
      for (const [name, item] of Object.entries(value)) {
        const inputField = fields[name];
        if (inputField) pending.push({ type: inputField.type, value: item });
      }
    }
  }
  return size;
}

/**
 * The static cost of an operation by Apollo Router's demand-control model: an object costs 1 (or its
 * `@cost` weight), a scalar 0, a mutation 10 more, every input object given as an argument 1, and a
 * list multiplies its elements' cost by its size from `@listSize` (slicing arguments, assumed size,
 * or sized fields of a page object), else by the longest list input of the field above it. Named
 * fragments are costed once per type and size context, so a fragment "bomb" is costed without being
 * expanded. The estimate stops growing once past `ceiling`.
 */
function estimateCost(
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

  const selectionCost = (type: GraphQLCompositeType, selectionSet: SelectionSetNode, sized: ReadonlyMap<string, number>, inputLength: number): number => {
    let total = 0;
    for (const selection of selectionSet.selections) {
      if (total > ceiling) return total;
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const target = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type;
        if (target && isCompositeType(target)) total += selectionCost(target, selection.selectionSet, sized, inputLength);
      } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        const target = fragment && schema.getType(fragment.typeCondition.name.value);
        if (!fragment || !target || !isCompositeType(target)) continue;
        const key = `${fragment.name.value}|${[...sized].join(',')}|${inputLength}`;
        let cost = memo.get(key);
        if (cost === undefined) {
          cost = selectionCost(target, fragment.selectionSet, sized, inputLength);
          memo.set(key, cost);
        }
        total += cost;
      } else {
        total += fieldCost(type, selection, sized, inputLength);
      }
    }
    return total;
  };

  /**
   * `inputLength`: the longest list given to the nearest field above with list arguments. A list
   * under that field which no `@listSize` sizes is assumed to be as long (a 500-line cart answers
   * 500 lines, not the default 10); lists nested in that list keep the default.
   */
  const fieldCost = (parent: GraphQLCompositeType, field: FieldNode, sized: ReadonlyMap<string, number>, inputLength: number): number => {
    if (field.name.value.startsWith('__') || !isObjectType(parent)) return 0;
    const definition = parent.getFields()[field.name.value];
    if (!definition) return 0;
    const key = `${parent.name}.${field.name.value}`;
    const named = getNamedType(definition.type);
    const weight = directives.weights.get(key) ?? directives.weights.get(named.name) ?? (isCompositeType(named) ? 1 : 0);
    const listSize = directives.listSizes.get(key);
    const input = definition.args.length > 0 ? inputSizeOf(field, definition, directives, variables, ceiling) : { cost: 0, longestList: 0 };
    const isList = isListType(getNullableType(definition.type));
    const size = !isList
      ? 1
      : (sized.get(field.name.value) ??
        (listSize?.sizedFields ? DEFAULT_LIST_SIZE : listSize ? sizeOf(listSize, field, definition, variables) : Math.max(DEFAULT_LIST_SIZE, inputLength)));
    // A page object's list fields take their size from the slicing argument of the field that returned it.
    const childSized = new Map<string, number>();
    for (const name of listSize?.sizedFields ?? []) childSized.set(name, sizeOf(listSize, field, definition, variables));
    const childInputLength = input.longestList > 0 ? input.longestList : isList ? 0 : inputLength;
    const children = field.selectionSet && isCompositeType(named) ? selectionCost(named, field.selectionSet, childSized, childInputLength) : 0;
    return input.cost + size * (weight + children);
  };

  const root = schema.getRootType(operation.operation);
  if (!root) return 0;
  const base = operation.operation === OperationTypeNode.MUTATION ? MUTATION_BASE_COST : 0;
  return base + selectionCost(root, operation.selectionSet, new Map(), 0);
}

/** Refuses, before planning and so before any service call, an operation estimated above `maxCost`. */
export function demandControlPlugin<TContext extends object>(directives: CostDirectives, maxCost: number): ApolloServerPlugin<TContext> {
  // Estimates within the limit that read no variable, by operation (Apollo Server hands every request
  // of one text the same parsed document): they hold for every request of that operation and schema.
  const fixed = new WeakMap<OperationDefinitionNode, { schema: GraphQLSchema; cost: number }>();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, schema, request }) {
          if (!operation) return;
          const known = fixed.get(operation);
          let cost: number;
          if (known?.schema === schema) cost = known.cost;
          else {
            const given = withDefaults(operation, request.variables ?? {});
            let read = false;
            const variables = new Proxy(given, {
              get(target, name) {
                read = true;
                return Reflect.get(target, name);
              },
            });
            cost = estimateCost(schema, directives, document, operation, variables, maxCost);
            if (!read && cost <= maxCost) fixed.set(operation, { schema, cost });
          }
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
