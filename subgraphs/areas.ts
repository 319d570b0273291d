import type { Area } from './shared/service-config';
import { defineSubgraph, type SubgraphDefinition } from './shared/subgraph';
import { resolvers as catalogueResolvers } from './catalogue/resolvers';
import { resolvers as loyaltyResolvers } from './loyalty/resolvers';
import { resolvers as merchantResolvers } from './merchant/resolvers';
import { resolvers as promotionsResolvers } from './promotions/resolvers';
import { resolvers as talkingProductsResolvers } from './talking-products/resolvers';
import { resolvers as walletsResolvers } from './wallets/resolvers';

/** Every area's subgraph: its folder's SDL and resolvers. */
export const AREA_SUBGRAPHS = {
  catalogue: defineSubgraph('catalogue', catalogueResolvers),
  promotions: defineSubgraph('promotions', promotionsResolvers),
  loyalty: defineSubgraph('loyalty', loyaltyResolvers),
  wallets: defineSubgraph('wallets', walletsResolvers),
  merchant: defineSubgraph('merchant', merchantResolvers),
  'talking-products': defineSubgraph('talking-products', talkingProductsResolvers),
} satisfies Record<Area, SubgraphDefinition>;
