import type { RequestScope } from '../shared/subgraph';
import { WalletsDataSource } from './datasource';
import { createLoaders, type WalletLoaders } from './loaders';

export interface WalletsContext {
  dataSource: WalletsDataSource;
  loaders: WalletLoaders;
}

export function createWalletsContext(scope: RequestScope): WalletsContext {
  const dataSource = new WalletsDataSource(scope);
  return { dataSource, loaders: createLoaders(dataSource) };
}
