import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { loadTrustedDocuments } from '../../gateway/limits/trusted-documents';
import { ADMIN, startStack, type Stack } from '../helpers/stack';

const TRUSTED = 'query Balances { walletAccountsByNumber(accountNumbers: ["PNT-001"]) { accountNumber balance } }';
const SAME_DOCUMENT = `query Balances {
  walletAccountsByNumber(accountNumbers: ["PNT-001"]) {
    balance
    accountNumber
    __typename
  }
}`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const dir = mkdtempSync(join(tmpdir(), 'trusted-'));
const manifestPath = join(dir, 'persisted-documents.json');
writeFileSync(manifestPath, JSON.stringify({ [sha256(TRUSTED)]: TRUSTED }));

async function post(stack: Stack, body: object) {
  const response = await request(stack.gateway.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(await stack.headersFor(ADMIN)) },
    body: JSON.stringify(body),
  });
  return { status: response.statusCode, body: (await response.body.json()) as { data?: unknown; errors?: { extensions: { code: string } }[] } };
}
const byHash = (hash: string) => ({ extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });

describe('with a trusted-documents manifest', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ env: { TRUSTED_DOCUMENTS: manifestPath } });
  });
  afterAll(() => stack.stop());
  beforeEach(() => stack.emulator.resetRequests());

  it('runs a manifest operation asked by hash alone', async () => {
    const result = await post(stack, byHash(sha256(TRUSTED)));
    expect(result.body).toEqual({ data: { walletAccountsByNumber: [{ accountNumber: 'PNT-001', balance: 250 }] } });
  });

  it('runs a manifest operation sent as identical text', async () => {
    const result = await post(stack, { query: TRUSTED });
    expect(result.body.errors).toBeUndefined();
  });

  it('runs a manifest operation sent as the same document printed another way', async () => {
    const result = await post(stack, { query: SAME_DOCUMENT });
    expect(result.body).toEqual({ data: { walletAccountsByNumber: [{ balance: 250, accountNumber: 'PNT-001', __typename: 'WalletAccount' }] } });
  });

  it('refuses any other operation before any upstream call', async () => {
    const result = await post(stack, { query: '{ walletAccounts { total } }' });
    expect(result.status).toBe(403);
    expect(result.body.errors?.[0]?.extensions.code).toBe('OPERATION_NOT_TRUSTED');
    const unknownHash = await post(stack, byHash(sha256('{ walletAccounts { total } }')));
    expect(unknownHash.body.errors?.[0]?.extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    const registering = await post(stack, { query: '{ walletAccounts { total } }', ...byHash(sha256('{ walletAccounts { total } }')) });
    expect(registering.body.errors?.[0]?.extensions.code).toBe('OPERATION_NOT_TRUSTED');
    expect((await post(stack, byHash(sha256('{ walletAccounts { total } }')))).body.errors?.[0]?.extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(stack.emulator.calls()).toBe(0);
  });
});

describe('without a manifest', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack.stop());

  it('allows any operation and keeps automatic persisted queries working', async () => {
    const query = '{ walletAccounts(pageSize: 1) { total } }';
    const first = await post(stack, byHash(sha256(query)));
    expect(first.body.errors?.[0]?.extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    const registered = await post(stack, { query, ...byHash(sha256(query)) });
    expect(registered.body).toEqual({ data: { walletAccounts: { total: 60 } } });
    const again = await post(stack, byHash(sha256(query)));
    expect(again.body).toEqual({ data: { walletAccounts: { total: 60 } } });
  });
});

describe('loading a manifest', () => {
  it('stops with a message naming TRUSTED_DOCUMENTS for a missing or forged file', () => {
    expect(() => loadTrustedDocuments(join(dir, 'missing.json'))).toThrow(/TRUSTED_DOCUMENTS/);
    const forged = join(dir, 'forged.json');
    writeFileSync(forged, JSON.stringify({ [sha256('{ a }')]: '{ b }' }));
    expect(() => loadTrustedDocuments(forged)).toThrow(/TRUSTED_DOCUMENTS.*not the SHA-256/s);
  });
});
