import type { Caller } from '../shared/caller';
import type { RequestScope } from '../shared/subgraph';
import { WalletsDataSource } from './datasource';
import { createLoaders, type WalletLoaders } from './loaders';

export interface WalletsContext {
  /** Who is calling: users reach only their own data. */
  caller: Caller;
  dataSource: WalletsDataSource;
  loaders: WalletLoaders;
}

export function createWalletsContext(scope: RequestScope): WalletsContext {
  const dataSource = new WalletsDataSource(scope);
  return { caller: scope.caller, dataSource, loaders: createLoaders(dataSource) };
}
