import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import { OPERATION_TABLE } from '../../subgraphs/operation-table';
import { readCacheFor, type ReadCache } from '../../subgraphs/shared/read-cache';
import type { SubgraphEntry } from './subgraphs';

/** The read cache of the given areas: their rows, with the maxAge their SDL gives each Query field. */
export const areaReadCache = (entries: readonly SubgraphEntry[], store?: KeyValueCache<string>): ReadCache =>
  readCacheFor(
    entries.map((entry) => ({ area: entry.area, typeDefs: entry.definition.typeDefs, rows: OPERATION_TABLE.filter((row) => row.area === entry.area) })),
    store,
  );
