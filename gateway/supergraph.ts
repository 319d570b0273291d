import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The committed, composed supergraph (`npm run compose` writes it; a test fails when it is stale). */
export const SUPERGRAPH_PATH = join(__dirname, '..', 'schema', 'supergraph.graphql');

export const readSupergraph = (): string => readFileSync(SUPERGRAPH_PATH, 'utf8');
