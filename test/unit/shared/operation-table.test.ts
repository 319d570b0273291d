import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema } from 'graphql';
import { formatListing, OPERATION_TABLE, operationListing } from '../../../subgraphs/operation-table';

const ROOT = join(__dirname, '../../..');

/** Root fields that are entry points to an entity, not service operations, and why. */
const NOT_OPERATIONS: Record<string, string> = {
  'Query.user': 'the User entity by id: its fields run getEvents and listAccounts',
  'Query.me': "the caller's own User entity",
};

const rootFields = (): string[] => {
  const schema = buildSchema(readFileSync(join(ROOT, 'schema/api.graphql'), 'utf8'));
  return [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
    type ? Object.keys(type.getFields()).map((field) => `${type.name}.${field}`) : [],
  );
};

describe('the operation table', () => {
  it('gives every row a root field that the schema clients see has', () => {
    const roots = new Set(rootFields());
    const missing = OPERATION_TABLE.flatMap((row) => [row.field, ...(row.connection ? [row.connection] : [])]).filter((field) => !roots.has(field));
    expect(missing).toEqual([]);
  });

  it('backs every root field with a row, but for the entry points listed with their reason', () => {
    const backed = new Set(OPERATION_TABLE.flatMap((row) => [row.field, ...(row.connection ? [row.connection] : [])]));
    const unbacked = rootFields().filter((field) => !backed.has(field));
    expect(unbacked.sort()).toEqual(Object.keys(NOT_OPERATIONS).sort());
  });

  it('has one row per field and per service operation', () => {
    const fields = OPERATION_TABLE.map((row) => row.field);
    const services = OPERATION_TABLE.map((row) => `${row.base} ${row.name}`);
    expect(new Set(fields).size).toBe(fields.length);
    expect(new Set(services).size).toBe(services.length);
  });

  it('names each operation once in the facade: the field is the row, the service name comes from its URL form', () => {
    for (const row of OPERATION_TABLE) {
      expect(row.url).toContain(`/CALL/${row.name}`);
      expect(row.field).toMatch(/^(Query|Mutation)\.[a-z][A-Za-z]+$/);
    }
  });
});

/**
 * Section 4.7 of the interface document, copied title by title: every operation it names without
 * method, path or payload, with the service operation that carries it here.
 */
const TITLE_ONLY: Record<string, Record<string, string>> = {
  PIM: {
    'Get Catalog Settings': 'PIMAPI/getCatalogSettings',
    'Upsert Category': 'PIMAPI/upsertCategory',
    'Bulk Product Upsert': 'PIMAPI/bulkUpsertProduct',
    'Check Batch Status': 'PIMAPI/checkBatchStatus',
    'Delete Product': 'PIMAPI/deleteProduct',
    'Attach Product Attribute Image': 'PIMAPI/attachProductAttributeImage',
    'Attach Category Image': 'PIMAPI/attachCategoryImage',
    'Get Image': 'PIMAPI/getImage',
    'Upsert Attributes': 'PIMAPI/upsertAttributes',
    'Delete Attribute': 'PIMAPI/deleteAttribute',
    'Upsert Attribute Options': 'PIMAPI/upsertAttributeOptions',
    'Upsert Attribute Option': 'PIMAPI/upsertAttributeOption',
    'Delete Attribute Option': 'PIMAPI/deleteAttributeOption',
  },
  Promotion: {
    'Commit Transaction': 'Promotion/commitTransaction',
    'Partial Revert Transaction': 'Promotion/partialRevertTransaction',
    'Cancel Transaction': 'Promotion/cancelTransaction',
    'Set Status For Promotion List': 'Promotion/setStatusForPromotionList',
    'Update Promotion Parameters': 'Promotion/updatePromotionParameters',
    'Get Active Promotions': 'Promotion/getActivePromotions',
  },
  Loyalty: {
    'Cancel Event': 'LoyaltyAPI/cancelEvent',
    'Upsert Segment': 'LoyaltyAPI/upsertSegment',
    'Add User To Segment': 'LoyaltyAPI/addUserToSegment',
    Calculate: 'LoyaltyAPI/calculate',
    'Start Transaction': 'LoyaltyAPI/startTransaction',
    'Commit Transaction': 'LoyaltyAPI/commitTransaction',
    'List Measurements': 'LoyaltyAPI/listMeasurements',
  },
  Wallet: {
    'Get Wallet': 'WalletAPI/getWallet',
    'Create Wallet': 'WalletAPI/createWallet',
    'Remove Account': 'WalletAPI/removeAccount',
    Fix: 'WalletAPI/fix',
    Spend: 'WalletAPI/spend',
    Refund: 'WalletAPI/refund',
  },
  'Merchant sales channel': {
    'Reserve Stock': 'MerchantSalesChannel/reserveStock',
    'Cancel Stock': 'MerchantSalesChannel/cancelStock',
    'Commit Stock': 'MerchantSalesChannel/commitStock',
    'Refund Stock': 'MerchantSalesChannel/refundStock',
    'Get Current Stock': 'MerchantSalesChannel/getCurrentStock',
  },
  'product supplier': {
    'Receive Price': 'MerchantStockPriceImporter/receivePrice',
    'Remove My Products': 'MerchantStockPriceImporter/removeMyProducts',
    'Clean My Products': 'MerchantStockPriceImporter/cleanMyProducts',
    'Export Stock/Price': 'MerchantStockPriceImporter/exportStockPrice',
    'List Exports': 'MerchantStockPriceImporter/listExports',
    'Get Exported Files': 'MerchantStockPriceImporter/getExportedFiles',
  },
  'global products': {
    'Receive Products': 'GlobalProducts/receiveProducts',
    'Get Global Products': 'GlobalProducts/getGlobalProducts',
    'Remove Global Products': 'GlobalProducts/removeGlobalProducts',
  },
  dataset: {
    Create: 'DatasetAPI/createDataset',
    Update: 'DatasetAPI/updateDataset',
    Delete: 'DatasetAPI/deleteDataset',
    'Value Upsert': 'DatasetAPI/upsertValue',
    'Value Delete': 'DatasetAPI/deleteValue',
    'List Sources': 'DatasetAPI/listSources',
    'List Values': 'DatasetAPI/listValues',
  },
  'Talking Products': {
    'Create Product': 'TalkingProducts/createProduct',
    'Delete Product': 'TalkingProducts/deleteProduct',
    'Get Product': 'TalkingProducts/getProduct',
  },
};

describe('the operations the document names only by title (4.7)', () => {
  const titled = Object.entries(TITLE_ONLY).flatMap(([group, titles]) => Object.entries(titles).map(([title, service]) => ({ group, title, service })));

  it('are all 56 of them, each a different service operation', () => {
    expect(titled).toHaveLength(56);
    expect(new Set(titled.map((entry) => entry.service)).size).toBe(56);
  });

  it.each(titled.map((entry) => [`${entry.group}: ${entry.title}`, entry.service] as const))('%s is an inferred row with a root field (%s)', (_title, service) => {
    const rows = OPERATION_TABLE.filter((row) => row.name === service);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.inferred).toBe(true);
    expect(new Set(rootFields())).toContain(rows[0]!.field);
  });

  it('are every inferred row: nothing is inferred that the document does not name', () => {
    const inferred = OPERATION_TABLE.filter((row) => row.inferred).map((row) => row.name);
    expect(inferred.sort()).toEqual(titled.map((entry) => entry.service).sort());
  });

  it('with the 23 documented ones, are what npm run operations -- --json lists', () => {
    const output = execFileSync(process.execPath, ['--import', 'tsx', 'subgraphs/operations-cli.ts', '--json'], { cwd: ROOT, encoding: 'utf8' });
    const printed = JSON.parse(output) as { service: string; inferred: boolean }[];
    expect(printed.filter((entry) => !entry.inferred)).toHaveLength(23);
    expect(printed.filter((entry) => entry.inferred).map((entry) => entry.service).sort()).toEqual(titled.map((entry) => entry.service).sort());
  });
});

describe('npm run operations', () => {
  it('lists every row with its service, HTTP method, URL form, field and source', () => {
    const listing = operationListing();
    expect(listing).toHaveLength(OPERATION_TABLE.length);
    expect(listing.find((entry) => entry.field === 'Mutation.loadWallet')).toEqual({
      service: 'WalletAPI/load',
      httpMethod: 'POST',
      path: '{base_url}/CALL/WalletAPI/load/{PROJECT_ID}',
      field: 'Mutation.loadWallet',
      inferred: false,
      area: 'wallets',
      access: 'write',
      connection: null,
      settle: { read: 'Query.walletTransactions', reason: null },
    });
    expect(listing.find((entry) => entry.field === 'Query.merchantImportBatch')).toMatchObject({
      service: 'MerchantImportJob/checkBatchStatus',
      httpMethod: 'GET',
      path: '{base_url}/CALL/MerchantImportJob/checkBatchStatus/{BATCH_ID}',
      inferred: false,
      access: 'read',
    });
    const text = formatListing(listing);
    expect(text.split('\n')[0]).toMatch(/^service\s+http\s+path\s+field\s+source\s+unknown outcome settled by$/);
    expect(text).toMatch(/WalletAPI\/refund\s+POST\s+\{base_url\}\/CALL\/WalletAPI\/refund\/\{PROJECT_ID\}\s+Mutation\.refundWallet\s+inferred\s+none \(--json says why\)/);
    expect(text).toMatch(/Mutation\.loadWallet\s+documented\s+Query\.walletTransactions$/m);
  });

  it('prints the same listing as a JSON array with --json', () => {
    const output = execFileSync(process.execPath, ['--import', 'tsx', 'subgraphs/operations-cli.ts', '--json'], { cwd: ROOT, encoding: 'utf8' });
    const printed = JSON.parse(output) as Record<string, unknown>[];
    expect(printed).toEqual(operationListing());
    for (const entry of printed) expect(Object.keys(entry)).toEqual(expect.arrayContaining(['service', 'httpMethod', 'path', 'field', 'inferred']));
  });
});
