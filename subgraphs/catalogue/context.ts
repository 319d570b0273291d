import type { RequestScope } from '../shared/subgraph';
import { CatalogueDataSource } from './datasource';
import { createLoaders, type CatalogueLoaders } from './loaders';

export interface CatalogueContext {
  dataSource: CatalogueDataSource;
  loaders: CatalogueLoaders;
}

export function createCatalogueContext(scope: RequestScope): CatalogueContext {
  const dataSource = new CatalogueDataSource(scope);
  return { dataSource, loaders: createLoaders(dataSource) };
}
