import type { RequestScope } from '../shared/subgraph';
import { PromotionsDataSource } from './datasource';

export interface PromotionsContext {
  dataSource: PromotionsDataSource;
}

/** No loaders: every promotion operation is one call per request, with nothing to batch. */
export function createPromotionsContext(scope: RequestScope): PromotionsContext {
  return { dataSource: new PromotionsDataSource(scope) };
}
