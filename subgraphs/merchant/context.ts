import type { RequestScope } from '../shared/subgraph';
import { MerchantDataSource } from './datasource';
import { createLoaders, type MerchantLoaders } from './loaders';

export interface MerchantContext {
  dataSource: MerchantDataSource;
  loaders: MerchantLoaders;
}

export function createMerchantContext(scope: RequestScope): MerchantContext {
  const dataSource = new MerchantDataSource(scope);
  return { dataSource, loaders: createLoaders(dataSource) };
}
