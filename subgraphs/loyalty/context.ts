import type { RequestScope } from '../shared/subgraph';
import { LoyaltyDataSource } from './datasource';
import { createLoaders, type LoyaltyLoaders } from './loaders';

export interface LoyaltyContext {
  dataSource: LoyaltyDataSource;
  loaders: LoyaltyLoaders;
}

export function createLoyaltyContext(scope: RequestScope): LoyaltyContext {
  const dataSource = new LoyaltyDataSource(scope);
  return { dataSource, loaders: createLoaders(dataSource) };
}
