import { Kind, parse } from 'graphql';
import { MAX_OPERATION_LABELS } from '../../subgraphs/shared/metrics';
import type { TrustedDocuments } from '../limits/trusted-documents';

/** Names that are always their own label: no name, and a document that never resolved to an operation. */
const FIXED = new Set(['anonymous', 'invalid']);

/** Operation names that may earn a label of their own: GraphQL names of at most 64 characters. */
const LABEL_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,63}$/;

/** The label value of operation names past the bound, or not earned yet. */
const OTHER_OPERATION = 'other';

/** Turns a caller-chosen operation name into a metric label value from a bounded set. */
export interface OperationLabels {
  label(name: string): string;
}

/**
 * With trusted documents, the manifest's operation names are the whole label set: nothing else can
 * run, and the set is as large as the manifest, not as a caller makes it.
 */
export function trustedOperationLabels(documents: TrustedDocuments): OperationLabels {
  const names = new Set<string>();
  for (const text of documents.values()) {
    for (const definition of parse(text).definitions) {
      if (definition.kind === Kind.OPERATION_DEFINITION && definition.name) names.add(definition.name.value);
    }
  }
  return { label: (name) => (FIXED.has(name) || names.has(name) ? name : OTHER_OPERATION) };
}

export interface FrequentOperationLabelOptions {
  /** Names given a label of their own; every other is `other`. */
  maxLabels?: number;
  /** Sightings within one window that earn a name its label. */
  minSightings?: number;
  windowMs?: number;
  /** Names counted per window while they earn their label; past it, new names wait for the next window. */
  maxCandidates?: number;
  now?: () => number;
}

/**
 * Without a manifest, callers choose names freely. A name earns one of `maxLabels` labels by being
 * seen `minSightings` times within one window (counted in a bounded table that starts afresh each
 * window), so a client that sends a new name with every request (a bug, or a flood of random names)
 * never takes a slot from the operations an application actually repeats; until then a name is
 * `other`. An earned label is kept for the process's life rather than evicted (as an LRU would):
 * removing a label removes its series and their counts with them, so sums over the labels would go
 * backwards and Prometheus would read a counter reset. With the bound at 100 and applications using a
 * few dozen names, what is kept is what was used.
 */
export function frequentOperationLabels(options: FrequentOperationLabelOptions = {}): OperationLabels {
  const { maxLabels = MAX_OPERATION_LABELS, minSightings = 3, windowMs = 10 * 60_000, maxCandidates = 1_000, now = Date.now } = options;
  const labels = new Set<string>();
  let candidates = new Map<string, number>();
  let windowStart = now();
  return {
    label(name) {
      if (FIXED.has(name) || labels.has(name)) return name;
      // A label is kept for the process's life and sent on every scrape: only a plain, short name
      // may earn one (a 900 kB name would make every /metrics answer 900 kB larger).
      if (labels.size >= maxLabels || !LABEL_NAME.test(name)) return OTHER_OPERATION;
      if (now() - windowStart >= windowMs) {
        candidates = new Map();
        windowStart = now();
      }
      const seen = (candidates.get(name) ?? 0) + 1;
      if (seen >= minSightings) {
        candidates.delete(name);
        labels.add(name);
        return name;
      }
      if (candidates.has(name) || candidates.size < maxCandidates) candidates.set(name, seen);
      return OTHER_OPERATION;
    },
  };
}
