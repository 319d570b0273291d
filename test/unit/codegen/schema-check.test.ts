import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema } from 'graphql';
import { checkSchema, describeReport, documentProblems, passes, type DocumentManifest } from '../../../codegen/schema-check';

const RELEASED = /* GraphQL */ `
  type Query {
    walletAccount(accountNumber: String!): WalletAccount
  }
  type WalletAccount {
    accountNumber: String!
    balance: Float
  }
  enum Currency {
    POINT
    EURO
  }
`;
const DOCUMENTS: DocumentManifest = { 'sha256:a': 'query Balance($n: String!) { walletAccount(accountNumber: $n) { accountNumber balance } }' };

describe('checkSchema', () => {
  it('passes a change that only adds (a field, a type), listing it as safe', async () => {
    const current = `${RELEASED} extend type WalletAccount { currency: Currency } type Wallet { walletId: ID! }`;
    const report = await checkSchema(RELEASED, current, DOCUMENTS);
    expect(report.breaking).toEqual([]);
    expect(report.safe.map((change) => change.path)).toEqual(expect.arrayContaining(['WalletAccount.currency', 'Wallet']));
    expect(passes(report)).toBe(true);
    expect(describeReport(report)).toContain('schema:check passed');
  });

  it('fails a removed field, naming it, and the persisted document that used it', async () => {
    const current = RELEASED.replace('balance: Float', '');
    const report = await checkSchema(RELEASED, current, DOCUMENTS);
    expect(report.breaking.map((change) => change.path)).toEqual(['WalletAccount.balance']);
    expect(report.documents).toEqual([expect.stringContaining('sha256:a: Cannot query field "balance" on type "WalletAccount"')]);
    expect(passes(report)).toBe(false);
    expect(describeReport(report)).toContain('Breaking changes (1):');
  });

  it('fails a new required argument, and lists a new enum value as dangerous', async () => {
    const current = RELEASED.replace('walletAccount(accountNumber: String!)', 'walletAccount(accountNumber: String!, currency: Currency!)').replace('EURO', 'EURO\n    USD');
    const report = await checkSchema(RELEASED, current, {});
    expect(report.breaking.map((change) => change.path)).toEqual(['Query.walletAccount.currency']);
    expect(report.dangerous.map((change) => change.path)).toEqual(['Currency.USD']);
    expect(passes(report)).toBe(false);
  });

  it('passes once the baseline is updated in the same change', async () => {
    const current = RELEASED.replace('balance: Float', '');
    expect(passes(await checkSchema(current, current, {}))).toBe(true);
  });
});

describe('the repository', () => {
  const ROOT = join(__dirname, '..', '..', '..');
  const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

  it("validates every persisted document of client/ against the released schema", () => {
    const manifest = JSON.parse(read('client/__generated__/persisted-documents.json')) as DocumentManifest;
    expect(Object.keys(manifest).length).toBeGreaterThan(0);
    expect(documentProblems(buildSchema(read('schema/released/api.graphql')), manifest)).toEqual([]);
  });
});
