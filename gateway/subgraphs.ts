import type { Area } from '../subgraphs/shared/config';
import type { SubgraphDefinition } from '../subgraphs/shared/subgraph';
import { catalogueSubgraph } from '../subgraphs/catalogue';
import { loyaltySubgraph } from '../subgraphs/loyalty';
import { promotionsSubgraph } from '../subgraphs/promotions';
import { merchantSubgraph } from '../subgraphs/merchant';
import { talkingProductsSubgraph } from '../subgraphs/talking-products';
import { walletsSubgraph } from '../subgraphs/wallets';

export interface SubgraphEntry {
  area: Area;
  definition: SubgraphDefinition<object>;
  /** The port `npm run start:subgraph -- <area>` serves it on by default; also its URL in the supergraph. */
  port: number;
}

/** Every area's subgraph. */
export const SUBGRAPHS: SubgraphEntry[] = [
  { area: 'catalogue', definition: catalogueSubgraph, port: 4101 },
  { area: 'promotions', definition: promotionsSubgraph, port: 4102 },
  { area: 'loyalty', definition: loyaltySubgraph, port: 4103 },
  { area: 'wallets', definition: walletsSubgraph, port: 4104 },
  { area: 'merchant', definition: merchantSubgraph, port: 4105 },
  { area: 'talking-products', definition: talkingProductsSubgraph, port: 4106 },
];

export const defaultSubgraphUrl = (entry: SubgraphEntry): string => `http://127.0.0.1:${entry.port}/graphql`;
