import { operations as catalogue } from './catalogue/operations';
import { operations as loyalty } from './loyalty/operations';
import { operations as merchant } from './merchant/operations';
import { operations as promotions } from './promotions/operations';
import type { Area } from './shared/service-config';
import type { OperationSpec, Settle } from './shared/operations';
import { describeSettle } from './shared/settle';
import { operations as talkingProducts } from './talking-products/operations';
import { operations as wallets } from './wallets/operations';

/** The parts of a row the table shows. */
type TableRow = OperationSpec & { field: string; url: string; connection: string | undefined; settle: Settle<never, unknown> | undefined };

/** A row as the table lists it: what the service is asked, and the GraphQL field that asks. */
export interface OperationEntry extends TableRow {
  readonly area: Area;
}

const rowsOf = (area: Area, rows: Record<string, TableRow>): OperationEntry[] => Object.values(rows).map((row) => ({ ...row, area }));

/** Every service operation the facade calls, area by area, in each area's order. */
export const OPERATION_TABLE: readonly OperationEntry[] = [
  ...rowsOf('catalogue', catalogue),
  ...rowsOf('promotions', promotions),
  ...rowsOf('loyalty', loyalty),
  ...rowsOf('wallets', wallets),
  ...rowsOf('merchant', merchant),
  ...rowsOf('talking-products', talkingProducts),
];

/** One operation as `npm run operations -- --json` prints it. */
export interface OperationListing {
  /** `Class/method`, as the service spells it. */
  service: string;
  httpMethod: 'GET' | 'POST';
  /** The URL form, as the document writes it: `{base_url}/CALL/WalletAPI/load/{PROJECT_ID}`. */
  path: string;
  /** The GraphQL root field it backs: `Mutation.loadWallet`. */
  field: string;
  /** The document names it only by title (4.7): its URL and payloads are inferred. */
  inferred: boolean;
  area: Area;
  access: 'read' | 'write';
  /** The Relay connection root field over the same operation, or null. */
  connection: string | null;
  /**
   * A write's: how a resend after UPSTREAM_OUTCOME_UNKNOWN settles it, the root field it reads, or
   * (read null) why no read in the document can tell. Null for a read.
   */
  settle: { read: string | null; reason: string | null } | null;
}

export const operationListing = (table: readonly OperationEntry[] = OPERATION_TABLE): OperationListing[] =>
  table.map((row) => ({
    service: row.name,
    httpMethod: row.httpMethod,
    path: row.url.slice(row.url.indexOf(' ') + 1),
    field: row.field,
    inferred: row.inferred,
    area: row.area,
    access: row.idempotent ? 'read' : 'write',
    connection: row.connection ?? null,
    settle: describeSettle(row.settle) ?? null,
  }));

/** The listing as an aligned text table, one operation a line. */
export function formatListing(listing: readonly OperationListing[]): string {
  const header = ['service', 'http', 'path', 'field', 'source', 'unknown outcome settled by'];
  const lines = listing.map((entry) => [
    entry.service,
    entry.httpMethod,
    entry.path,
    entry.connection ? `${entry.field} (+ ${entry.connection})` : entry.field,
    entry.inferred ? 'inferred' : 'documented',
    entry.settle === null ? '' : (entry.settle.read ?? 'none (--json says why)'),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const row = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd();
  const documented = listing.filter((entry) => !entry.inferred).length;
  const writes = listing.filter((entry) => entry.settle !== null);
  const settled = writes.filter((entry) => entry.settle?.read).length;
  return [
    row(header),
    ...lines.map(row),
    '',
    `${listing.length} operations: ${documented} documented, ${listing.length - documented} inferred (named only by title in 4.7)`,
    `${writes.length} writes: ${settled} settled by a read after UPSTREAM_OUTCOME_UNKNOWN, ${writes.length - settled} where no read in the document can tell`,
  ].join('\n');
}
