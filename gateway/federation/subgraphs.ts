import { AREA_SUBGRAPHS } from '../../subgraphs/areas';
import type { Area } from '../../subgraphs/shared/service-config';
import type { SubgraphDefinition } from '../../subgraphs/shared/subgraph';

export interface SubgraphEntry {
  area: Area;
  definition: SubgraphDefinition<object>;
  /** The port `npm run start:subgraph -- <area>` serves it on by default; also its URL in the supergraph. */
  port: number;
}

/** Every area's subgraph. */
export const SUBGRAPHS: SubgraphEntry[] = [
  { area: 'catalogue', definition: AREA_SUBGRAPHS.catalogue, port: 4101 },
  { area: 'promotions', definition: AREA_SUBGRAPHS.promotions, port: 4102 },
  { area: 'loyalty', definition: AREA_SUBGRAPHS.loyalty, port: 4103 },
  { area: 'wallets', definition: AREA_SUBGRAPHS.wallets, port: 4104 },
  { area: 'merchant', definition: AREA_SUBGRAPHS.merchant, port: 4105 },
  { area: 'talking-products', definition: AREA_SUBGRAPHS['talking-products'], port: 4106 },
];

export const defaultSubgraphUrl = (entry: SubgraphEntry): string => `http://127.0.0.1:${entry.port}/graphql`;
