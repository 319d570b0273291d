import { logger } from '../../subgraphs/shared/logger';
import { postGraphQL, type RawResponse } from '../helpers/http';
import { startStack, type Stack } from '../helpers/stack';

/** Shaped as a JWT, signed by no key the gateway knows: a forged bearer token. */
const FORGED = 'Bearer eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c2VyLTAwMSIsInNjb3BlIjoic2hvcHBlciJ9.c2lnbmVkIGJ5IG5vYm9keQ';

/** Two a second with a burst of two more: four requests from one address pass, the fifth does not. */
const ADDRESS_LIMIT = { RATE_LIMIT_PER_ADDRESS_PER_SECOND: '2', RATE_LIMIT_PER_ADDRESS_BURST: '2' };
const ADMITTED = 4;

async function flood(stack: Stack, count: number, headersOf: (n: number) => Record<string, string>): Promise<RawResponse[]> {
  const answers: RawResponse[] = [];
  for (let n = 0; n < count; n++) answers.push(await postGraphQL(stack.gateway.url, { query: '{ __typename }' }, headersOf(n)));
  return answers;
}

const statuses = (answers: RawResponse[]) => answers.map((answer) => answer.status);

function expectRateLimited(answer: RawResponse): void {
  expect(answer.status).toBe(429);
  expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(answer.json?.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED' });
}

describe('rate limiting per client address, before authentication', () => {
  let stack: Stack;
  beforeEach(async () => {
    stack = await startStack({ env: ADDRESS_LIMIT });
  });
  afterEach(() => stack.stop());

  it('answers a flood of forged tokens 429 past the allowance, not 401: the refused ones never reached the authenticator', async () => {
    const answers = await flood(stack, 10, () => ({ authorization: FORGED }));
    // A forged token always fails authentication with 401; a 429 instead means it was never verified.
    expect(statuses(answers)).toEqual([...Array<number>(ADMITTED).fill(401), ...Array<number>(10 - ADMITTED).fill(429)]);
    for (const answer of answers.slice(ADMITTED)) expectRateLimited(answer);
    expect(stack.emulator.calls()).toBe(0);
  });

  it('counts every caller from one address together, whoever the token names', async () => {
    const shopper = await stack.headersFor({ userId: 'user-003', scopes: ['shopper'] });
    const admin = await stack.headersFor({ userId: 'admin-e2e', scopes: ['admin'] });
    const answers = await flood(stack, 6, (n) => (n % 2 ? shopper : admin));
    expect(statuses(answers)).toEqual([200, 200, 200, 200, 429, 429]);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: a client rotating it is still one address', async () => {
    const info = jest.spyOn(logger, 'info');
    try {
      const answers = await flood(stack, 6, (n) => ({ 'x-forwarded-for': `203.0.113.${n + 1}` }));
      expect(statuses(answers)).toEqual([200, 200, 200, 200, 429, 429]);
      const logged = info.mock.calls.filter(([, message]) => message === 'graphql request').map(([fields]) => fields);
      expect(logged).toHaveLength(ADMITTED);
      for (const fields of logged) expect(fields).toMatchObject({ clientAddress: '127.0.0.1' });
    } finally {
      info.mockRestore();
    }
  });
});

describe('TRUST_PROXY=loopback (the tests connect from 127.0.0.1)', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ env: { ...ADDRESS_LIMIT, TRUST_PROXY: 'loopback' } });
  });
  afterAll(() => stack.stop());

  it('gives two clients named by X-Forwarded-For separate buckets', async () => {
    const first = await flood(stack, 5, () => ({ 'x-forwarded-for': '203.0.113.10' }));
    expect(statuses(first)).toEqual([200, 200, 200, 200, 429]);
    expectRateLimited(first[4]!);
    const second = await flood(stack, 5, () => ({ 'x-forwarded-for': '198.51.100.10' }));
    expect(statuses(second)).toEqual([200, 200, 200, 200, 429]);
  });

  it('logs the forwarded client address on the request line, and no token', async () => {
    const info = jest.spyOn(logger, 'info');
    try {
      const shopper = await stack.headersFor({ userId: 'user-003', scopes: ['shopper'] });
      const answer = await postGraphQL(stack.gateway.url, { query: '{ __typename }' }, { ...shopper, 'x-forwarded-for': '192.0.2.44' });
      expect(answer.status).toBe(200);
      const line = info.mock.calls.find(([, message]) => message === 'graphql request');
      expect(line?.[0]).toMatchObject({ clientAddress: '192.0.2.44' });
      expect(JSON.stringify(line)).not.toContain(shopper.authorization!.slice('Bearer '.length));
    } finally {
      info.mockRestore();
    }
  });

  it('counts an IPv4-mapped IPv6 spelling as the same client', async () => {
    const answers = await flood(stack, 5, (n) => ({ 'x-forwarded-for': n % 2 ? '::ffff:203.0.113.20' : '203.0.113.20' }));
    expect(statuses(answers)).toEqual([200, 200, 200, 200, 429]);
  });

  it('counts every address of one IPv6 /64 as one client, and the next /64 apart', async () => {
    const answers = await flood(stack, 5, (n) => ({ 'x-forwarded-for': `2001:db8:5:6::${n + 1}` }));
    expect(statuses(answers)).toEqual([200, 200, 200, 200, 429]);
    expect((await flood(stack, 1, () => ({ 'x-forwarded-for': '2001:db8:5:7::1' })))[0]!.status).toBe(200);
  });
});

describe('TRUST_PROXY=1 (one load balancer in front)', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ env: { ...ADDRESS_LIMIT, TRUST_PROXY: '1' } });
  });
  afterAll(() => stack.stop());

  it('takes the entry the load balancer appended: what the client wrote before it does not give it a new bucket', async () => {
    const spoofed = await flood(stack, 5, (n) => ({ 'x-forwarded-for': `10.9.9.${n + 1}, 203.0.113.30` }));
    expect(statuses(spoofed)).toEqual([200, 200, 200, 200, 429]);
    const other = await flood(stack, 1, () => ({ 'x-forwarded-for': '10.9.9.1, 203.0.113.31' }));
    expect(other[0]!.status).toBe(200);
  });
});
