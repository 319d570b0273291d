import {
  GraphQLError,
  Kind,
  defaultFieldResolver,
  getNamedType,
  isCompositeType,
  isObjectType,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  type StringValueNode,
} from 'graphql';
import { directSelections } from './expanded-selections';

/**
 * What one request to a subgraph served on its own may make it build, and what the process builds at
 * once: entities (over every `_entities` field of the request), and fields of the answer (each object
 * resolved brings the fields its selection set selects at its own level, fragments expanded; the
 * objects those fields return bring theirs when they are read, so a list of 100 under 30 aliases
 * counts 3,000 times its selections). A gateway's fetch stays far below all of them: its own
 * depth, alias and cost limits and its answer budget hold an operation to a few thousand objects.
 * Anyone who reaches the subgraph's port may send anything, and without these bounds one 46 KB request
 * aliasing `_entities` 100 times over 1,000 representations, one of 5,000 products selecting 18 aliases
 * of each of their attributes, or one of ten pages of 100 products spreading 4,900 aliases of
 * `__typename` ran a 192 MiB subgraph out of memory. An entity weighs 2 to 3 KB while it is resolved,
 * and 80 concurrent requests of 5,000 took the process out of memory too: hence the bounds in flight.
 */
export const SUBGRAPH_LIMITS = { maxEntities: 5_000, maxAnswerFields: 100_000, maxEntitiesInFlight: 20_000, maxAnswerFieldsInFlight: 400_000 } as const;

type SubgraphLimits = { readonly [K in keyof typeof SUBGRAPH_LIMITS]: number };

/** Representations nested deeper than this are refused: every key here is a scalar, every `@requires` two levels at most. */
const MAX_REPRESENTATION_DEPTH = 8;

/** As the in-flight limit's refusal: a gateway's retry policy reads it. */
const RETRY_AFTER_S = 1;

const refused = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fields: ['representations'] } });
const deferred = (message: string) => new GraphQLError(`${message}: retry after ${RETRY_AFTER_S} s`, { extensions: { code: 'RATE_LIMITED', retryAfter: RETRY_AFTER_S } });

/** Each entity type of the subgraph (a `@key` on it) with its key fields that are plain field names (`@key(fields: "sku")`). */
function entityKeysOf(typeDefs: DocumentNode): ReadonlyMap<string, readonly string[]> {
  const keys = new Map<string, string[]>();
  for (const definition of typeDefs.definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.OBJECT_TYPE_EXTENSION) continue;
    for (const directive of definition.directives ?? []) {
      if (directive.name.value !== 'key') continue;
      const fields = directive.arguments?.find((argument) => argument.name.value === 'fields')?.value;
      const plain = fields?.kind === Kind.STRING && !/[{}()]/.test((fields as StringValueNode).value) ? (fields as StringValueNode).value.split(/[\s,]+/).filter(Boolean) : [];
      keys.set(definition.name.value, [...(keys.get(definition.name.value) ?? []), ...plain]);
    }
  }
  return keys;
}

/** Whether `value` nests containers deeper than `limit`, walked without recursion. */
function nestsDeeper(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const [current, depth] = top;
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= limit) return true;
    for (const inner of Object.values(current)) stack.push([inner, depth + 1]);
  }
  return false;
}

/** Why a representation is refused: not an object, nested too deep, of no entity type here, or a key that is not a scalar. */
function representationProblem(representation: unknown, keys: ReadonlyMap<string, readonly string[]>): string | undefined {
  if (typeof representation !== 'object' || representation === null || Array.isArray(representation)) return 'is not an object';
  if (nestsDeeper(representation, MAX_REPRESENTATION_DEPTH)) return `nests deeper than ${MAX_REPRESENTATION_DEPTH} levels`;
  const typename = (representation as Record<string, unknown>).__typename;
  const keyFields = typeof typename === 'string' ? keys.get(typename) : undefined;
  if (!keyFields) return 'names no entity type of this subgraph';
  for (const key of keyFields) {
    const value = (representation as Record<string, unknown>)[key];
    if (typeof value !== 'string' && typeof value !== 'number') return `has a ${key} that is not a string`;
  }
  return undefined;
}

/** What is wrong with the first representation that is not an entity of this subgraph (see representationProblem), if any. */
function representationsProblem(representations: readonly unknown[], keys: ReadonlyMap<string, readonly string[]>): string | undefined {
  for (const [index, representation] of representations.entries()) {
    const problem = representationProblem(representation, keys);
    if (problem) return `representations[${index}] ${problem}.`;
  }
  return undefined;
}

/**
 * `schema` with `_entities` refusing, before any reference is resolved, representations that are not
 * entities of this subgraph (as `SubgraphAnswerLimits.guard` does for a subgraph served on its own).
 * In the gateway's process the query planner writes the representations, so one is refused as the
 * gateway's own fault (INTERNAL_SERVER_ERROR), never the caller's. @apollo/subgraph would resolve them
 * one after another and give up at one of an unknown type with a throw, leaving the references it had
 * begun unread: one of those that then failed was an unhandled rejection (hearUnhandledRejections).
 */
export function refuseForeignRepresentations(schema: GraphQLSchema, typeDefs: DocumentNode): GraphQLSchema {
  const entities = schema.getQueryType()?.getFields()._entities;
  const resolve = entities?.resolve;
  if (!entities || !resolve) return schema;
  const keys = entityKeysOf(typeDefs);
  entities.resolve = (source, args: { representations?: unknown }, context: unknown, info) => {
    const problem = representationsProblem(Array.isArray(args.representations) ? args.representations : [], keys);
    if (problem) throw new GraphQLError(`The gateway sent an entity representation this area refuses: ${problem}`, { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    return resolve(source, args, context, info);
  };
  return schema;
}

/** The objects a resolved value holds: 1 for an object, each non-null element of a list (lists of lists too). */
function objectsIn(value: unknown): number {
  if (value === null || value === undefined) return 0;
  if (!Array.isArray(value)) return 1;
  let count = 0;
  for (const element of value) count += objectsIn(element);
  return count;
}

const isPromiseLike = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

/** Marks the promises a dropped list holds (lists of lists too) as handled. */
function settleUnread(value: unknown): void {
  if (isPromiseLike(value)) value.then(undefined, () => undefined);
  else if (Array.isArray(value)) for (const element of value) settleUnread(element);
}

interface Spent {
  entities: number;
  fields: number;
}

/**
 * Holds a subgraph's answers to SUBGRAPH_LIMITS, per request and across the requests in flight, and
 * refuses a representation that is not an object, nests deeper than a key can, names no entity type
 * of the subgraph, or gives a key field as anything but a scalar (an array nested 400,000 deep as a
 * sku overflowed the stack where the loader joined skus). `_entities` is counted before any reference
 * is resolved; any other field returning objects once it has them, before graphql-js completes them.
 * Past a request's bounds, a field error (BAD_USER_INPUT for entities, OPERATION_TOO_EXPENSIVE for
 * fields); past the process's, RATE_LIMITED with retryAfter. A mutation's root fields are counted
 * before they write, and what their answers hold is counted but never refused. A request's count is given back when
 * `release` is called for it, once its answer is complete. A request is known by `requestOf` its
 * context: Apollo Server hands resolvers a shallow copy of the context it was given, so the request
 * must be an object the copy shares.
 */
export class SubgraphAnswerLimits {
  private entitiesInFlight = 0;
  private fieldsInFlight = 0;
  private readonly spent = new WeakMap<object, Spent & { released: boolean }>();
  // What a field's selection set selects depends on its document alone, which the document store keeps.
  private readonly selected = new WeakMap<FieldNode, number>();

  constructor(
    private readonly requestOf: (context: object) => object,
    private readonly limits: SubgraphLimits = SUBGRAPH_LIMITS,
  ) {}

  /** The entities and answer fields the requests in flight have been admitted for. */
  get inFlight(): Spent {
    return { entities: this.entitiesInFlight, fields: this.fieldsInFlight };
  }

  /** `schema`, every field that returns objects held to the limits; `typeDefs` give the entities' keys. */
  guard(schema: GraphQLSchema, typeDefs: DocumentNode): GraphQLSchema {
    const keys = entityKeysOf(typeDefs);
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      for (const field of Object.values(type.getFields())) {
        if (!isCompositeType(getNamedType(field.type))) continue;
        const resolve: GraphQLFieldResolver<unknown, object> = field.resolve ?? defaultFieldResolver;
        if (type === schema.getQueryType() && field.name === '_entities') {
          field.resolve = (source, args: { representations?: unknown }, context: object, info) => {
            const representations = Array.isArray(args.representations) ? args.representations : [];
            const request = this.requestOf(context);
            this.admitEntities(request, representations.length);
            this.admitFields(request, representations.length * this.selectionsOf(info.fieldNodes, info.fragments));
            const problem = representationsProblem(representations, keys);
            if (problem) throw refused(problem);
            return resolve(source, args, context, info);
          };
          continue;
        }
        if (type === schema.getMutationType()) {
          // Counted before the write, as one object: a refusal after it would say nothing was applied.
          field.resolve = (source, args, context: object, info) => {
            this.admitFields(this.requestOf(context), this.selectionsOf(info.fieldNodes, info.fragments));
            return resolve(source, args, context, info);
          };
          continue;
        }
        field.resolve = (source, args, context: object, info) => {
          // Within a mutation's answer the write is done: its objects are counted, never refused.
          const refuse = info.operation.operation !== 'mutation';
          const counted = (value: unknown) => {
            try {
              this.admitFields(this.requestOf(context), objectsIn(value) * this.selectionsOf(info.fieldNodes, info.fragments), refuse);
            } catch (refusal) {
              // The value is dropped unread: an element that failed later would be a rejection no code handles.
              settleUnread(value);
              throw refusal;
            }
            return value;
          };
          const value: unknown = resolve(source, args, context, info);
          return isPromiseLike(value) ? Promise.resolve(value).then(counted) : counted(value);
        };
      }
    }
    return schema;
  }

  /**
   * Gives back what a finished request was admitted for. The request stays known as released: a
   * list item refused mid-list leaves its siblings' resolvers running after the answer is sent, and
   * what they count then must not be held for ever.
   */
  release(request: object): void {
    const used = this.spentBy(request);
    if (used.released) return;
    this.entitiesInFlight -= used.entities;
    this.fieldsInFlight -= used.fields;
    used.released = true;
  }

  private selectionsOf(nodes: readonly FieldNode[], fragments: Readonly<Record<string, FragmentDefinitionNode>>): number {
    let count = 0;
    for (const node of nodes) {
      let selections = this.selected.get(node);
      if (selections === undefined) {
        selections = node.selectionSet ? directSelections(node.selectionSet, fragments, this.limits.maxAnswerFields) : 0;
        this.selected.set(node, selections);
      }
      count += selections;
    }
    return Math.max(1, count);
  }

  private spentBy(request: object): Spent & { released: boolean } {
    let used = this.spent.get(request);
    if (!used) this.spent.set(request, (used = { entities: 0, fields: 0, released: false }));
    return used;
  }

  private admitEntities(request: object, entities: number): void {
    const used = this.spentBy(request);
    if (used.released) return;
    if (used.entities + entities > this.limits.maxEntities) throw refused(`A request may ask for at most ${this.limits.maxEntities} entities.`);
    if (this.entitiesInFlight + entities > this.limits.maxEntitiesInFlight) {
      throw deferred(`This subgraph is resolving its limit of ${this.limits.maxEntitiesInFlight} entities at once`);
    }
    used.entities += entities;
    this.entitiesInFlight += entities;
  }

  private admitFields(request: object, fields: number, refuse = true): void {
    const used = this.spentBy(request);
    if (used.released) return;
    if (refuse && used.fields + fields > this.limits.maxAnswerFields) {
      throw new GraphQLError(`A request's answer may hold at most ${this.limits.maxAnswerFields} fields.`, { extensions: { code: 'OPERATION_TOO_EXPENSIVE' } });
    }
    if (refuse && this.fieldsInFlight + fields > this.limits.maxAnswerFieldsInFlight) {
      throw deferred(`This subgraph is building its limit of ${this.limits.maxAnswerFieldsInFlight} answer fields at once`);
    }
    used.fields += fields;
    this.fieldsInFlight += fields;
  }
}
