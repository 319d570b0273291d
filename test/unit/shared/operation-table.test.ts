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
    });
    expect(listing.find((entry) => entry.field === 'Query.merchantImportBatch')).toMatchObject({
      service: 'MerchantImportJob/checkBatchStatus',
      httpMethod: 'GET',
      path: '{base_url}/CALL/MerchantImportJob/checkBatchStatus/{BATCH_ID}',
      inferred: false,
      access: 'read',
    });
    const text = formatListing(listing);
    expect(text.split('\n')[0]).toMatch(/^service\s+http\s+path\s+field\s+source$/);
    expect(text).toMatch(/WalletAPI\/refund\s+POST\s+\{base_url\}\/CALL\/WalletAPI\/refund\/\{PROJECT_ID\}\s+Mutation\.refundWallet\s+inferred/);
  });

  it('prints the same listing as a JSON array with --json', () => {
    const output = execFileSync(process.execPath, ['--import', 'tsx', 'subgraphs/operations-cli.ts', '--json'], { cwd: ROOT, encoding: 'utf8' });
    const printed = JSON.parse(output) as Record<string, unknown>[];
    expect(printed).toEqual(operationListing());
    for (const entry of printed) expect(Object.keys(entry)).toEqual(expect.arrayContaining(['service', 'httpMethod', 'path', 'field', 'inferred']));
  });
});
