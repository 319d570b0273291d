import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { ApolloServerOptions, ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { ConfigError } from '../subgraphs/shared/config';
import type { GatewayContext } from './context';

type ApqOptions = Exclude<ApolloServerOptions<GatewayContext>['persistedQueries'], false | undefined>;
type ApqCache = NonNullable<ApqOptions['cache']>;

/** Operation hash (SHA-256 of the document text) → document, as the client codegen writes it. */
export type TrustedDocuments = ReadonlyMap<string, string>;

const manifestSchema = z.record(
  z.string().regex(/^(sha256:)?[0-9a-f]{64}$/, 'keys must be SHA-256 hex hashes (optionally prefixed sha256:)'),
  z.string().min(1, 'documents must not be empty'),
);

/** Reads and checks the manifest named by TRUSTED_DOCUMENTS; a bad file stops the start. */
export function loadTrustedDocuments(path: string): TrustedDocuments {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  TRUSTED_DOCUMENTS cannot be read as JSON (${path}): ${error instanceof Error ? error.message : String(error)}`);
  }
  const manifest = manifestSchema.safeParse(parsed);
  if (!manifest.success) {
    throw new ConfigError(`Invalid configuration:\n  TRUSTED_DOCUMENTS (${path}) ${manifest.error.issues[0]?.message ?? 'is not a hash → document map'}`);
  }
  const documents = new Map<string, string>();
  for (const [key, document] of Object.entries(manifest.data)) {
    const hash = key.replace(/^sha256:/, '');
    const actual = createHash('sha256').update(document).digest('hex');
    if (actual !== hash) throw new ConfigError(`Invalid configuration:\n  TRUSTED_DOCUMENTS (${path}): ${hash} is not the SHA-256 of its document`);
    documents.set(hash, document);
  }
  return documents;
}

/**
 * The persisted-query store when trusted documents are enforced: a hash-only request finds its
 * document in the manifest, and nothing a client sends is ever registered.
 */
export function trustedDocumentCache(documents: TrustedDocuments): ApqCache {
  return {
    get: async (key) => documents.get(key.replace(/^apq:/, '')),
    set: async () => undefined,
    delete: async () => false,
  };
}

/** Executes only the manifest's operations, asked by hash or by identical text. */
export function trustedDocumentsPlugin(documents: TrustedDocuments): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ queryHash }) {
          if (!documents.has(queryHash)) {
            throw new GraphQLError('This operation is not one of the trusted documents of this gateway', {
              extensions: { code: 'OPERATION_NOT_TRUSTED', http: { status: 403 } },
            });
          }
        },
      };
    },
  };
}
