import {
  GraphQLError,
  Kind,
  defaultFieldResolver,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type StringValueNode,
} from 'graphql';
import { expandedSelections } from './expanded-selections';

/**
 * What one request to a subgraph served on its own may ask of `_entities`, over all its `_entities`
 * fields: entities, and the fields they select in all (entities times the fields each selects, its
 * fragments expanded). A gateway's fetch stays far below both: its own demand control and answer
 * budget hold an operation to a few thousand objects. Anyone who reaches the subgraph's port may send
 * `_entities`, and without a bound one 46 KB request aliasing it 100 times over 1,000 representations
 * (or 4,000 aliases of `__typename` over 3,000) ran a 192 MiB subgraph out of memory. An entity
 * weighs 2 to 3 KB while it is resolved: the process as a whole resolves at most
 * `maxEntitiesInFlight` at once (80 concurrent requests of 5,000 took it out of memory too).
 */
export const ENTITY_LIMITS = { maxEntities: 5_000, maxEntityFields: 100_000, maxEntitiesInFlight: 20_000 } as const;

/** Representations nested deeper than this are refused: every key here is a scalar, every `@requires` two levels at most. */
const MAX_REPRESENTATION_DEPTH = 8;

/** As the in-flight limit's refusal: a gateway's retry policy reads it. */
const RETRY_AFTER_S = 1;

const refused = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fields: ['representations'] } });

/** Each entity type's key fields that are plain field names (`@key(fields: "sku")`), by type name. */
function scalarKeysOf(typeDefs: DocumentNode): ReadonlyMap<string, readonly string[]> {
  const keys = new Map<string, string[]>();
  for (const definition of typeDefs.definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.OBJECT_TYPE_EXTENSION) continue;
    for (const directive of definition.directives ?? []) {
      const fields = directive.name.value === 'key' ? directive.arguments?.find((argument) => argument.name.value === 'fields')?.value : undefined;
      if (fields?.kind !== Kind.STRING || /[{}()]/.test((fields as StringValueNode).value)) continue;
      keys.set(definition.name.value, [...(keys.get(definition.name.value) ?? []), ...(fields as StringValueNode).value.split(/[\s,]+/).filter(Boolean)]);
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

/** Why a representation is refused: not an object, nested too deep, or a key that is not a scalar. */
function representationProblem(representation: unknown, keys: ReadonlyMap<string, readonly string[]>): string | undefined {
  if (typeof representation !== 'object' || representation === null || Array.isArray(representation)) return 'is not an object';
  if (nestsDeeper(representation, MAX_REPRESENTATION_DEPTH)) return `nests deeper than ${MAX_REPRESENTATION_DEPTH} levels`;
  const typename = (representation as Record<string, unknown>).__typename;
  for (const key of typeof typename === 'string' ? (keys.get(typename) ?? []) : []) {
    const value = (representation as Record<string, unknown>)[key];
    if (typeof value !== 'string' && typeof value !== 'number') return `has a ${key} that is not a string`;
  }
  return undefined;
}

/**
 * Holds `_entities` to ENTITY_LIMITS, per request (the request's context) and across the requests in
 * flight, and refuses a representation that is not an object, nests deeper than a key can, or gives a
 * key field as anything but a scalar (an array nested 400,000 deep as a sku overflowed the stack where
 * the loader joined skus): each a field error before any reference is resolved or anything is sent.
 * A request's entities count until `release` is called for it, once its answer is complete. A request is
 * known by `requestOf` its context: Apollo Server hands resolvers a shallow copy of the context it
 * was given, so the request must be an object the copy shares.
 */
export class EntityLimits {
  private inFlight = 0;
  private readonly spent = new WeakMap<object, { entities: number; fields: number }>();
  // What one `_entities` selection selects depends on its document alone, which the document store keeps.
  private readonly selected = new WeakMap<FieldNode, number>();

  constructor(
    private readonly requestOf: (context: object) => object,
    private readonly limits: { readonly [K in keyof typeof ENTITY_LIMITS]: number } = ENTITY_LIMITS,
  ) {}

  /** The entities the requests in flight have been admitted for. */
  get entitiesInFlight(): number {
    return this.inFlight;
  }

  /** `schema`, its `_entities` resolver held to the limits; `typeDefs` give the entities' keys. */
  guard(schema: GraphQLSchema, typeDefs: DocumentNode): GraphQLSchema {
    const entities = schema.getQueryType()?.getFields()._entities;
    if (!entities) return schema;
    const resolve = entities.resolve ?? defaultFieldResolver;
    const keys = scalarKeysOf(typeDefs);
    entities.resolve = (source, args: { representations?: unknown }, context: object, info) => {
      const representations = Array.isArray(args.representations) ? args.representations : [];
      this.admit(this.requestOf(context), representations.length, this.selectionsOf(info.fieldNodes, info.fragments));
      for (const [index, representation] of representations.entries()) {
        const problem = representationProblem(representation, keys);
        if (problem) throw refused(`representations[${index}] ${problem}.`);
      }
      return resolve(source, args, context, info);
    };
    return schema;
  }

  /** Gives back what a finished request was admitted for. */
  release(request: object): void {
    const used = this.spent.get(request);
    if (!used) return;
    this.inFlight -= used.entities;
    this.spent.delete(request);
  }

  private selectionsOf(nodes: readonly FieldNode[], fragments: Readonly<Record<string, FragmentDefinitionNode>>): number {
    let count = 0;
    for (const node of nodes) {
      let selections = this.selected.get(node);
      if (selections === undefined) {
        selections = node.selectionSet ? expandedSelections(node.selectionSet, fragments, this.limits.maxEntityFields) : 0;
        this.selected.set(node, selections);
      }
      count += selections;
    }
    return Math.max(1, count);
  }

  private admit(request: object, entities: number, selections: number): void {
    const used = this.spent.get(request) ?? { entities: 0, fields: 0 };
    if (used.entities + entities > this.limits.maxEntities) throw refused(`A request may ask for at most ${this.limits.maxEntities} entities.`);
    if (used.fields + entities * selections > this.limits.maxEntityFields) {
      throw refused(`A request may select at most ${this.limits.maxEntityFields} fields of entities in all.`);
    }
    if (this.inFlight + entities > this.limits.maxEntitiesInFlight) {
      throw new GraphQLError(`This subgraph is resolving its limit of ${this.limits.maxEntitiesInFlight} entities at once: retry after ${RETRY_AFTER_S} s`, {
        extensions: { code: 'RATE_LIMITED', retryAfter: RETRY_AFTER_S },
      });
    }
    used.entities += entities;
    used.fields += entities * selections;
    this.inFlight += entities;
    this.spent.set(request, used);
  }
}
