import { composeServices } from '@apollo/composition';
import { printSchema } from 'graphql';
import { SUBGRAPHS, defaultSubgraphUrl } from './subgraphs';

export interface Composition {
  /** The supergraph the gateway serves. */
  supergraphSdl: string;
  /** The schema clients see (no federation machinery): what client codegen reads. */
  apiSdl: string;
}

/** Composes every area's SDL; throws on composition errors. */
export function composeSupergraph(): Composition {
  const result = composeServices(
    SUBGRAPHS.map((entry) => ({
      name: entry.area,
      typeDefs: entry.definition.typeDefs,
      url: defaultSubgraphUrl(entry),
    })),
  );
  if (result.errors) {
    throw new Error(`Supergraph composition failed:\n${result.errors.map((error) => `  ${error.message}`).join('\n')}`);
  }
  return {
    supergraphSdl: result.supergraphSdl,
    apiSdl: `${printSchema(result.schema.toAPISchema().toGraphQLJSSchema())}\n`,
  };
}
