import { writeFileSync } from 'node:fs';
import { SUPERGRAPH_PATH } from './supergraph';
import { composeSupergraph } from './compose';

/** `npm run compose`: writes schema/supergraph.graphql from the subgraphs' SDL. */
writeFileSync(SUPERGRAPH_PATH, composeSupergraph());
console.log(`wrote ${SUPERGRAPH_PATH}`);
