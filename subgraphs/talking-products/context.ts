import type { RequestScope } from '../shared/subgraph';
import { TalkingProductsDataSource } from './datasource';
import { createLoaders, type TalkingProductLoaders } from './loaders';

export interface TalkingProductsContext {
  dataSource: TalkingProductsDataSource;
  loaders: TalkingProductLoaders;
}

export function createTalkingProductsContext(scope: RequestScope): TalkingProductsContext {
  const dataSource = new TalkingProductsDataSource(scope);
  return { dataSource, loaders: createLoaders(dataSource) };
}
