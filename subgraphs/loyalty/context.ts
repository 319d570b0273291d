import type { Caller } from '../shared/caller';
import type { RequestScope } from '../shared/subgraph';
import { LoyaltyDataSource } from './datasource';
import { createLoaders, type LoyaltyLoaders } from './loaders';

export interface LoyaltyContext {
  /** Who is calling: users reach only their own data. */
  caller: Caller;
  dataSource: LoyaltyDataSource;
  loaders: LoyaltyLoaders;
}

export function createLoyaltyContext(scope: RequestScope): LoyaltyContext {
  const dataSource = new LoyaltyDataSource(scope);
  return { caller: scope.caller, dataSource, loaders: createLoaders(dataSource) };
}
