import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The committed, composed supergraph (`npm run compose` writes it; a test fails when it is stale). */
export const SUPERGRAPH_PATH = join(__dirname, '..', '..', 'schema', 'supergraph.graphql');
/** The committed client-facing schema, written beside it. */
export const API_SCHEMA_PATH = join(__dirname, '..', '..', 'schema', 'api.graphql');

export const readSupergraph = (): string => readFileSync(SUPERGRAPH_PATH, 'utf8');
export const readApiSchema = (): string => readFileSync(API_SCHEMA_PATH, 'utf8');
