import type { Caller } from '../shared/caller';
import type { RequestScope } from '../shared/subgraph';
import { PromotionsDataSource } from './datasource';

export interface PromotionsContext {
  /** Who is calling: users reach only their own data. */
  caller: Caller;
  dataSource: PromotionsDataSource;
}

/** No loaders: every promotion operation is one call per request, with nothing to batch. */
export function createPromotionsContext(scope: RequestScope): PromotionsContext {
  return { caller: scope.caller, dataSource: new PromotionsDataSource(scope) };
}
