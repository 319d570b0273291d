import { composeServices } from '@apollo/composition';
import { SUBGRAPHS, defaultSubgraphUrl } from './subgraphs';

/** Composes every area's SDL into the supergraph the gateway serves; throws on composition errors. */
export function composeSupergraph(): string {
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
  return result.supergraphSdl;
}
