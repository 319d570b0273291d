import type { Area } from './shared/config';
import { operations as catalogue } from './catalogue/operations';
import { operations as loyalty } from './loyalty/operations';
import { operations as merchant } from './merchant/operations';
import { operations as promotions } from './promotions/operations';
import type { OperationSpec } from './shared/operations';
import { operations as talkingProducts } from './talking-products/operations';
import { operations as wallets } from './wallets/operations';

/** A row as the table lists it: what the service is asked, and the GraphQL field that asks. */
export interface OperationEntry extends OperationSpec {
  readonly area: Area;
  readonly field: string;
  readonly url: string;
}

const rowsOf = (area: Area, rows: Record<string, OperationSpec & { field: string; url: string }>): OperationEntry[] =>
  Object.values(rows).map((row) => ({ ...row, area }));

/** Every service operation the facade calls, area by area, in each area's order. */
export const OPERATION_TABLE: readonly OperationEntry[] = [...rowsOf('catalogue', catalogue), ...rowsOf('promotions', promotions), ...rowsOf('loyalty', loyalty), ...rowsOf('wallets', wallets), ...rowsOf('merchant', merchant), ...rowsOf('talking-products', talkingProducts)];
