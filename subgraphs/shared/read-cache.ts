import { createHash } from 'node:crypto';
import { InMemoryLRUCache, type KeyValueCache } from '@apollo/utils.keyvaluecache';
import { Kind, valueFromASTUntyped, type DocumentNode } from 'graphql';
import type { OperationSpec } from './operations';

/**
 * Service reads answered from a short cache: settings-like operations whose Query field carries
 * `@cacheControl(maxAge: …)` in its area's SDL, for as long as that maxAge. Entries are the service's
 * body text (parsed again on a hit), keyed by a hash of the URL, the key sent, the caller and the
 * body, so that no answer is ever shared between two keys or two callers, and no key is stored.
 */
export interface ReadCache {
  store: KeyValueCache<string>;
  /** Seconds an operation's answer may be reused; undefined for an operation that is not cached. */
  maxAgeOf(spec: OperationSpec): number | undefined;
  /**
   * The key of the generation of an operation's area: every write of the area sets it anew, and
   * cached reads are keyed by it, so a write makes its area's cached answers unreachable, on every
   * replica that shares the store.
   */
  generationOf(spec: OperationSpec): string | undefined;
  /** The longest an answer is reused (the largest maxAge, in seconds): how long an old generation's answers may live. */
  longestMaxAgeS: number;
}

/** The `maxAge` of each Query field's `@cacheControl` in an SDL, by field name. */
function queryMaxAges(typeDefs: DocumentNode): Map<string, number> {
  const ages = new Map<string, number>();
  for (const definition of typeDefs.definitions) {
    if ((definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.OBJECT_TYPE_EXTENSION) || definition.name.value !== 'Query') continue;
    for (const field of definition.fields ?? []) {
      const directive = field.directives?.find((candidate) => candidate.name.value === 'cacheControl');
      const maxAge = directive?.arguments?.find((argument) => argument.name.value === 'maxAge');
      const value: unknown = maxAge ? valueFromASTUntyped(maxAge.value) : undefined;
      if (typeof value === 'number' && value > 0) ages.set(field.name.value, value);
    }
  }
  return ages;
}

/**
 * The read cache of a set of areas: their rows (each names its `Query.<field>`) and their SDLs.
 * `store` defaults to memory; replicas pass a shared one (Redis).
 */
export function readCacheFor(
  areas: readonly { area: string; typeDefs: DocumentNode; rows: readonly (OperationSpec & { field: string })[] }[],
  store: KeyValueCache<string> = new InMemoryLRUCache<string>({ maxSize: 2 ** 22 }),
): ReadCache {
  const ages = new Map<OperationSpec['name'], number>();
  const generations = new Map<OperationSpec['name'], string>();
  for (const { area, typeDefs, rows } of areas) {
    const fieldAges = queryMaxAges(typeDefs);
    for (const row of rows) {
      generations.set(row.name, `generation:${area}`);
      const [root, field] = row.field.split('.');
      const age = root === 'Query' && field !== undefined ? fieldAges.get(field) : undefined;
      if (age !== undefined && row.idempotent) ages.set(row.name, age);
    }
  }
  return {
    store,
    maxAgeOf: (spec) => (spec.idempotent ? ages.get(spec.name) : undefined),
    generationOf: (spec) => generations.get(spec.name),
    longestMaxAgeS: Math.max(0, ...ages.values()),
  };
}

/** The cache key of one read: a hash, so that the key sent upstream is never kept in the store. */
export const readCacheKey = (url: string, apiKey: string, caller: string, payload: string, generation: string): string =>
  `read:${createHash('sha256').update(`${url}\n${apiKey}\n${caller}\n${payload}\n${generation}`).digest('hex')}`;
