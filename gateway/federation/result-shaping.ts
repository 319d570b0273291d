// eslint-disable-next-line @typescript-eslint/no-require-imports -- the module object itself, not an ES namespace over it (whose bindings tsx makes read-only): installPreparedResultShaping replaces the function the gateway looks up on it
import resultShaping = require('@apollo/gateway/dist/resultShaping');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- as above: installOperationReuse replaces operationFromDocument on this module, where the package's index reads it
import federationOperations = require('@apollo/federation-internals/dist/operations');
import {
  ERRORS,
  Variable,
  isCompositeType,
  isListType,
  isNonNullType,
  isObjectType,
  isSubtype,
  isValidLeafValue,
  typenameFieldName,
  type CompositeType,
  type EnumType,
  type Field,
  type FragmentElement,
  type FieldSelection,
  type NamedType,
  type Operation,
  type ScalarType,
  type Schema,
  type SelectionSet,
  type Type,
} from '@apollo/federation-internals';
import { Kind, type DefinitionNode, type DocumentNode, type GraphQLError, type OperationDefinitionNode } from 'graphql';
import { LRUCache } from 'lru-cache';

/*
 * The Apollo gateway's result shaping, prepared once per operation. After the plan's fetches, the
 * gateway copies what the operation selected out of the merged subgraph data (computeResponse):
 * it re-reads the operation's selections, directives and field types for every object of every
 * answer, which on a page of 50 rows is a fifth of the CPU a query takes. Here the operation is
 * walked once into a plain tree (response names, @skip/@include conditions, field types, type
 * conditions) and each answer is walked against that tree, with the same rules, errors and messages,
 * and without the per-value result objects. The gateway looks the function up on its module for
 * every response, so it is replaced there (installPreparedResultShaping).
 */

type Input = Record<string, unknown>;
type Output = Record<string, unknown>;
type Path = (string | number)[];

/** A @skip or @include argument: a literal, or the name of the variable that holds it. */
type Condition = boolean | { variable: string; printed: string } | undefined;

type TypePlan =
  | { kind: 'nonNull'; type: Type; of: TypePlan }
  | { kind: 'list'; type: Type; of: TypePlan }
  | { kind: 'composite'; type: CompositeType }
  | { kind: 'leaf'; type: ScalarType | EnumType };

interface FieldPlan {
  kind: 'field';
  responseName: string;
  skip: Condition;
  include: Condition;
  /** `__schema` or `__type`: answered by the gateway's own introspection. */
  introspection: boolean;
  typename: boolean;
  selection: FieldSelection;
  type: TypePlan;
  children: SelectionPlan[] | undefined;
}

interface FragmentPlan {
  kind: 'fragment';
  skip: Condition;
  include: Condition;
  typeCondition: CompositeType | undefined;
  children: SelectionPlan[];
}

type SelectionPlan = FieldPlan | FragmentPlan;

interface OperationPlan {
  schema: Schema;
  root: CompositeType;
  /** The variables' default values, which the request's variables override. */
  defaults: Record<string, unknown>;
  selections: SelectionPlan[];
}

type IntrospectionHandling = (selection: FieldSelection) => unknown;

/** What one walk keeps: the variables, the errors so far and the introspection hook. */
interface Walk {
  schema: Schema;
  variables: Record<string, unknown>;
  errors: GraphQLError[];
  introspection: IntrospectionHandling;
  /** Set by every updateValue: whether the value made its parent invalid, and whether it carried errors. */
  invalid: boolean;
  hasErrors: boolean;
}

function conditionOf(element: Field | FragmentElement, schema: Schema, which: 'skip' | 'include'): Condition {
  const directive = element.appliedDirectivesOf(which === 'skip' ? schema.skipDirective() : schema.includeDirective())[0];
  if (!directive) return undefined;
  const argument: unknown = (directive.arguments() as { if?: unknown }).if;
  if (argument instanceof Variable) return { variable: argument.name, printed: `${String(argument)} of ${String(directive)}` };
  return argument === true;
}

function typePlanOf(type: Type): TypePlan {
  if (isNonNullType(type)) return { kind: 'nonNull', type, of: typePlanOf(type.ofType) };
  if (isListType(type)) return { kind: 'list', type, of: typePlanOf(type.ofType) };
  if (isCompositeType(type)) return { kind: 'composite', type };
  return { kind: 'leaf', type: type as ScalarType | EnumType };
}

/**
 * A selection set's plans, made once per selection set: a named fragment's selection set is one
 * object wherever it is spread, so its plans are shared by every spread, and a plan weighs what the
 * operation's text does, not what its fragments expand to (twenty fragments spreading twenty others,
 * five levels down, expand to 3.2 million selections).
 */
function selectionsOf(selectionSet: SelectionSet, schema: Schema, made: Map<SelectionSet, SelectionPlan[]>): SelectionPlan[] {
  const known = made.get(selectionSet);
  if (known) return known;
  const plans = selectionSet.selections().map((selection): SelectionPlan => {
    if (selection.kind === 'FieldSelection') {
      const field = selection.element;
      return {
        kind: 'field',
        responseName: field.responseName(),
        skip: conditionOf(field, schema, 'skip'),
        include: conditionOf(field, schema, 'include'),
        introspection: field.definition.isSchemaIntrospectionField(),
        typename: field.name === typenameFieldName,
        selection,
        type: typePlanOf(field.definition.type!),
        children: selection.selectionSet ? selectionsOf(selection.selectionSet, schema, made) : undefined,
      };
    }
    return {
      kind: 'fragment',
      skip: conditionOf(selection.element, schema, 'skip'),
      include: conditionOf(selection.element, schema, 'include'),
      typeCondition: selection.element.typeCondition,
      children: selectionsOf(selection.selectionSet, schema, made),
    };
  });
  made.set(selectionSet, plans);
  return plans;
}

function planOf(operation: Operation): OperationPlan {
  const schema = operation.schema();
  return {
    schema,
    root: schema.schemaDefinition.rootType(operation.rootKind)!,
    defaults: operation.collectDefaultedVariableValues(),
    selections: selectionsOf(operation.selectionSet, schema, new Map()),
  };
}

function conditionHolds(condition: Condition, variables: Record<string, unknown>): boolean {
  if (condition === undefined || typeof condition === 'boolean') return condition === true;
  const value = variables[condition.variable];
  if (typeof value !== 'boolean') throw new Error(`Unexpected value ${String(value)} for variable ${condition.printed}`);
  return value;
}

const skipped = (plan: SelectionPlan, variables: Record<string, unknown>) =>
  (plan.skip !== undefined && conditionHolds(plan.skip, variables)) || (plan.include !== undefined && !conditionHolds(plan.include, variables));

/** Whether a type condition applies, per condition and type name: the answer depends on the schema alone. */
const applies = new WeakMap<CompositeType, Map<string, boolean>>();

function typeConditionApplies(schema: Schema, condition: CompositeType | undefined, typename: string | undefined, parentType: CompositeType): boolean {
  if (!condition) return true;
  if (!typename) return isSubtype(condition, parentType);
  let known = applies.get(condition);
  if (!known) applies.set(condition, (known = new Map()));
  let answer = known.get(typename);
  if (answer === undefined) {
    const type = schema.type(typename);
    answer = !!type && isSubtype(condition, type);
    // Only names the schema knows are kept: their number is bounded by the schema.
    if (type) known.set(typename, answer);
  }
  return answer;
}

const own = (object: Input, key: string): unknown => (Object.prototype.hasOwnProperty.call(object, key) ? object[key] : undefined);

function lastElement(path: Path, currentType: Type, parentType: CompositeType): string {
  const element = path[path.length - 1];
  if (element === undefined) throw new Error('Should not have been called on an empty path');
  return typeof element === 'string' ? `field ${String(parentType)}.${element}` : `array element of type ${String(currentType)} at index ${element}`;
}

/** Returns false when the object must be nulled (a non-null field of it is null). */
function applySelections(walk: Walk, input: Input, selections: SelectionPlan[], output: Output, path: Path, parentType: CompositeType): boolean {
  for (const plan of selections) {
    if ((plan.skip !== undefined || plan.include !== undefined) && skipped(plan, walk.variables)) continue;
    if (plan.kind === 'field') {
      const { responseName } = plan;
      const outputValue = output[responseName];
      if (plan.introspection) {
        if (outputValue === undefined) output[responseName] = walk.introspection(plan.selection);
        continue;
      }
      let inputValue = own(input, responseName) ?? null;
      if (plan.typename) {
        if (outputValue === undefined) {
          if (inputValue === null && responseName !== typenameFieldName) inputValue = input[typenameFieldName] ?? null;
          const type: NamedType = typeof inputValue === 'string' ? (walk.schema.type(inputValue) ?? parentType) : parentType;
          if (!isObjectType(type)) return false;
          output[responseName] = type.name;
        }
        continue;
      }
      path.push(responseName);
      output[responseName] = updateValue(walk, outputValue, plan.type, inputValue, plan.children, path, parentType);
      path.pop();
      if (walk.invalid) return false;
    } else {
      const typename = input[typenameFieldName];
      if (typename && typeof typename !== 'string') throw new Error(`Got unexpected value for __typename: ${String(typename)}`);
      if (typeConditionApplies(walk.schema, plan.typeCondition, typeof typename === 'string' && typename ? typename : undefined, parentType)) {
        if (!applySelections(walk, input, plan.children, output, path, plan.typeCondition ?? parentType)) return false;
      }
    }
  }
  return true;
}

/** computeResponse's updateOutputValue: the new value, with walk.invalid and walk.hasErrors set for it. */
function updateValue(
  walk: Walk,
  outputValue: unknown,
  type: TypePlan,
  inputValue: unknown,
  children: SelectionPlan[] | undefined,
  path: Path,
  parentType: CompositeType,
): unknown {
  if (inputValue === undefined) throw new Error('Should not pass undefined for `inputValue` to this method');
  walk.invalid = false;
  walk.hasErrors = false;
  if (outputValue === null || (outputValue !== undefined && !children)) return outputValue;
  switch (type.kind) {
    case 'nonNull': {
      const updated = updateValue(walk, outputValue, type.of, inputValue, children, path, parentType);
      if (updated === null) {
        if (!walk.hasErrors) {
          walk.errors.push(ERRORS.INVALID_GRAPHQL.err(`Cannot return null for non-nullable ${lastElement(path, type.of.type, parentType)}.`, { path: Array.from(path) }));
        }
        walk.invalid = true;
        walk.hasErrors = true;
        return null;
      }
      // As Apollo's: a non-null value reports neither invalidity nor errors to its parent.
      walk.invalid = false;
      walk.hasErrors = false;
      return updated;
    }
    case 'list': {
      if (inputValue === null) return null;
      if (!Array.isArray(inputValue)) throw new Error(`Invalid non-list value ${String(inputValue)} returned by subgraph for list type ${String(type.type)}`);
      if (outputValue !== undefined && !Array.isArray(outputValue)) throw new Error(`Invalid non-list value ${String(outputValue)} returned by subgraph for list type ${String(type.type)}`);
      const previous = outputValue as unknown[] | undefined;
      if (previous && previous.length !== inputValue.length) {
        throw new Error(`[${String(inputValue)}].length (${inputValue.length}) !== [${String(previous)}].length (${previous.length})`);
      }
      let nullify = false;
      let hasErrors = false;
      const updated = new Array<unknown>(inputValue.length);
      for (let index = 0; index < inputValue.length; index++) {
        path.push(index);
        updated[index] = updateValue(walk, previous?.[index], type.of, inputValue[index], children, path, parentType);
        path.pop();
        nullify ||= walk.invalid;
        hasErrors ||= walk.hasErrors;
      }
      walk.invalid = false;
      walk.hasErrors = hasErrors;
      return nullify ? null : updated;
    }
    case 'composite': {
      if (inputValue === null) return null;
      if (!children) throw new Error(`Invalid empty selection set for composite type ${String(type.type)}`);
      if (typeof inputValue !== 'object') throw new Error(`Invalid non-object value ${String(inputValue)} returned by subgraph for composite type ${String(type.type)}`);
      if (outputValue !== undefined && typeof outputValue !== 'object') {
        throw new Error(`Invalid non-object value ${String(inputValue)} returned by subgraph for composite type ${String(type.type)}`);
      }
      const object = inputValue as Input;
      const inputTypename = object[typenameFieldName];
      if (inputTypename !== undefined && typeof inputTypename !== 'string') throw new Error(`Invalid non-string value ${String(inputTypename)} for __typename at ${String(path)}`);
      let objectType: CompositeType = type.type;
      if (inputTypename) {
        const named = walk.schema.type(inputTypename);
        if (!named || !isCompositeType(named)) {
          walk.errors.push(ERRORS.INVALID_GRAPHQL.err(`Invalid __typename found for object at ${lastElement(path, type.type, parentType)}.`, { path: Array.from(path) }));
          walk.invalid = false;
          walk.hasErrors = true;
          return null;
        }
        objectType = named;
      }
      const target = (outputValue as Output | undefined) ?? (Object.create(null) as Output);
      const complete = applySelections(walk, object, children, target, path, objectType);
      walk.invalid = false;
      walk.hasErrors = !complete;
      return complete ? target : null;
    }
    case 'leaf': {
      if (inputValue === null) return null;
      if (outputValue !== undefined) throw new Error(`Excepted output to be undefined but got ${String(type.type)} for type ${String(type.type)}`);
      const valid = isValidLeafValue(walk.schema, inputValue, type.type);
      if (!valid) walk.errors.push(ERRORS.INVALID_GRAPHQL.err(`Invalid value found for ${lastElement(path, type.type, parentType)}.`, { path: Array.from(path) }));
      walk.hasErrors = !valid;
      return valid ? inputValue : null;
    }
  }
}

/**
 * Prepared operations, per schema (a new supergraph brings new types) and operation text. The text
 * is the operation as the gateway rebuilt it for this request, so two requests share an entry only
 * when they shape alike. Bounded by count and by the texts' size, as the subgraph documents are
 * (256 KiB of text): an entry holds the operation it was built from, which weighs many times its
 * text, and a stream of distinct large operations must evict older entries, not grow the heap.
 */
const PREPARED_OPERATIONS = { max: 1000, maxTextBytes: 256 * 1024 };

const prepared = new WeakMap<Schema, LRUCache<string, OperationPlan>>();

function preparedPlan(operation: Operation): OperationPlan {
  const reuse = reusedByOperation.get(operation);
  if (reuse) return (reuse.plan ??= planOf(operation));
  const schema = operation.schema();
  let plans = prepared.get(schema);
  if (!plans) prepared.set(schema, (plans = new LRUCache({ max: PREPARED_OPERATIONS.max, maxSize: PREPARED_OPERATIONS.maxTextBytes, sizeCalculation: (_plan, key) => Math.max(1, key.length) })));
  const key = operation.toString(false, false);
  let plan = plans.get(key);
  if (!plan) plans.set(key, (plan = planOf(operation)));
  return plan;
}

/*
 * For every response, the Apollo gateway also rebuilds the operation from the request's document
 * (executeQueryPlan: `operationFromDocument(apiSchema, { definitions: [operation, ...fragments] },
 * { validate: false })`), and the prepared plans above are found by printing it: on a one-account
 * query, both together are a tenth of the CPU. The definitions are those of the document Apollo
 * Server keeps parsed per query text, so a query asked again brings the very same definition nodes:
 * the operation is built once per operation definition, fragments and schema, and its prepared plan
 * is kept beside it, for as long as the definition lives. Held weakly, by the definition: bounded by
 * Apollo's document store, which keeps a document's whole text alive anyway (a cache of its own,
 * keyed by the nodes, would keep documents the store has let go, text and all).
 */
interface Reuse {
  readonly schema: Schema;
  readonly fragments: readonly DefinitionNode[];
  readonly operation: Operation;
  plan?: OperationPlan;
}

const reused = new WeakMap<OperationDefinitionNode, Reuse>();
/** The entry an operation was built for, for preparedPlan; kept only while the operation is. */
const reusedByOperation = new WeakMap<Operation, Reuse>();
let built = 0;

const buildOperation = federationOperations.operationFromDocument;

const sameNodes = (a: readonly DefinitionNode[], b: readonly DefinitionNode[]) => a.length === b.length && a.every((node, index) => node === b[index]);

/** operationFromDocument, answering executeQueryPlan's call with the operation built for the same definitions before. */
export function reusedOperationFromDocument(schema: Schema, document: DocumentNode, options?: Parameters<typeof buildOperation>[2]): Operation {
  // Any other call (the query planner's, with an operation name; a validating one) builds anew.
  const executorsCall = options?.validate === false && options.operationName === undefined && Object.keys(options).length === 1;
  const [definition, ...fragments] = document.definitions;
  if (!executorsCall || definition?.kind !== Kind.OPERATION_DEFINITION) return buildOperation(schema, document, options);
  const known = reused.get(definition);
  if (known && known.schema === schema && sameNodes(known.fragments, fragments)) return known.operation;
  const operation = buildOperation(schema, document, options);
  built++;
  const reuse: Reuse = { schema, fragments, operation };
  reused.set(definition, reuse);
  reusedByOperation.set(operation, reuse);
  return operation;
}

/** How many operations executeQueryPlan's calls have built so far: a reused one builds none. */
export const operationsBuilt = (): number => built;

/** How many operations a schema's prepared shaping holds, and their text's size (within PREPARED_OPERATIONS). */
export function preparedOperationsOf(schema: Schema): { operations: number; textBytes: number } {
  const plans = prepared.get(schema);
  return { operations: plans?.size ?? 0, textBytes: plans?.calculatedSize ?? 0 };
}

/** The same contract as the Apollo gateway's computeResponse. */
export const computePreparedResponse: typeof resultShaping.computeResponse = ({ operation, variables, input, introspectionHandling }) => {
  if (!input) return { data: input, errors: [] };
  const plan = preparedPlan(operation);
  const walk: Walk = {
    schema: plan.schema,
    variables: Object.assign(Object.create(null) as Record<string, unknown>, plan.defaults, variables),
    errors: [],
    introspection: introspectionHandling,
    invalid: false,
    hasErrors: false,
  };
  const data = Object.create(null) as Output;
  const complete = applySelections(walk, input, plan.selections, data, [], plan.root);
  return { data: complete ? data : null, errors: walk.errors };
};

/** The Apollo gateway's own shaping, kept for the tests that hold the two to the same answers. */
export const apolloComputeResponse = resultShaping.computeResponse;

/**
 * Makes the gateway shape every response with computePreparedResponse, and build the operation of
 * each response once per document (reusedOperationFromDocument).
 */
export function installPreparedResultShaping(): void {
  Object.defineProperty(resultShaping, 'computeResponse', { value: computePreparedResponse, writable: true, configurable: true, enumerable: true });
  Object.defineProperty(federationOperations, 'operationFromDocument', { value: reusedOperationFromDocument, writable: true, configurable: true, enumerable: true });
}
