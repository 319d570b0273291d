import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { ApolloServerOptions, ApolloServerPlugin, BaseContext } from '@apollo/server';
import { printExecutableGraphQLDocument } from '@graphql-tools/documents';
import { GraphQLError, parse, visit, type DocumentNode } from 'graphql';
import { z } from 'zod';
import { ConfigError } from '../../config/environment';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

type ApqOptions = Exclude<ApolloServerOptions<BaseContext>['persistedQueries'], false | undefined>;
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
    const actual = sha256(document);
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

/**
 * A document's hash in canonical form: sorted selections, one line (as client codegen prints it), and
 * without the `__typename` selections a client library adds for its cache.
 */
function canonicalHash(document: DocumentNode): string {
  const withoutTypename = visit(document, {
    Field: (node) => (node.name.value === '__typename' && !node.alias ? null : undefined),
  });
  return sha256(printExecutableGraphQLDocument(withoutTypename));
}

/**
 * Executes only the manifest's operations: asked by hash, or sent as text of the same document. A
 * client library sends its own print of a generated document (other layout, `__typename` added), so
 * text is compared in canonical form.
 */
export function trustedDocumentsPlugin<TContext extends BaseContext>(documents: TrustedDocuments): ApolloServerPlugin<TContext> {
  const canonical = new Set([...documents.values()].map((text) => canonicalHash(parse(text))));
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ queryHash, document }) {
          if (!documents.has(queryHash) && !canonical.has(canonicalHash(document))) {
            throw new GraphQLError('This operation is not one of the trusted documents of this gateway', {
              extensions: { code: 'OPERATION_NOT_TRUSTED', http: { status: 403 } },
            });
          }
        },
      };
    },
  };
}
