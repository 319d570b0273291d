import { writeFileSync } from 'node:fs';
import { composeSupergraph } from './federation/compose';
import { API_SCHEMA_PATH, SUPERGRAPH_PATH } from './federation/supergraph';

/** `npm run compose`: writes schema/supergraph.graphql and schema/api.graphql from the subgraphs' SDL. */
const { supergraphSdl, apiSdl } = composeSupergraph();
writeFileSync(SUPERGRAPH_PATH, supergraphSdl);
writeFileSync(API_SCHEMA_PATH, apiSdl);
console.log(`wrote ${SUPERGRAPH_PATH} and ${API_SCHEMA_PATH}`);
