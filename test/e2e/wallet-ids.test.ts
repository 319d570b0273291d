import { stackForFile, type GraphQLResponse } from '../helpers/stack';

/**
 * Query.wallet cannot be used to find out which wallet ids exist: a shopper gets one and the same
 * refusal for another user's wallet and for a wallet that does not exist, as walletAccount does for
 * accounts. Callers who may read any wallet are still told that an unknown one is not found.
 */

const stack = stackForFile();

type Data = { wallet: { walletId: string; userId: string | null } | null };

const WALLET = `query ($walletId: PathSegment!) { wallet(walletId: $walletId) { walletId userId } }`;

/** An error as a caller could compare two of them: everything but the request id, which differs per request. */
const comparable = (result: GraphQLResponse<Data>) => {
  const [error] = result.errors ?? [];
  const { requestId: _requestId, ...extensions } = error?.extensions ?? {};
  return { data: result.data, message: error?.message, extensions };
};

describe('wallet: unknown and foreign ids', () => {
  const shopper = () => stack.as({ userId: 'user-001' });

  it("answers a shopper's own wallet", async () => {
    const own = await shopper().query<Data>(WALLET, { walletId: 'wallet-001' });
    expect(own.errors).toBeUndefined();
    expect(own.data!.wallet).toEqual({ walletId: 'wallet-001', userId: 'user-001' });
  });

  it("refuses a shopper another user's wallet and an unknown wallet with the same answer", async () => {
    const foreign = await shopper().query<Data>(WALLET, { walletId: 'wallet-002' });
    const unknown = await shopper().query<Data>(WALLET, { walletId: 'wallet-999' });
    expect(comparable(foreign)).toEqual({
      data: { wallet: null },
      message: 'walletId: a user reaches only their own wallets (or needs the support or wallet-admin scope)',
      extensions: { code: 'FORBIDDEN', fields: ['walletId'], requiredScopes: [['support'], ['wallet-admin']], serviceName: 'wallets' },
    });
    expect(comparable(unknown)).toEqual(comparable(foreign));
  });

  it('still tells a support caller that an unknown wallet does not exist, and shows them any wallet', async () => {
    const support = stack.as({ userId: 'support-1', scopes: ['support'] });
    const unknown = await support.query<Data>(WALLET, { walletId: 'wallet-999' });
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', upstream: { operation: 'WalletAPI/getWallet', status: 404 } });
    const other = await support.query<Data>(WALLET, { walletId: 'wallet-002' });
    expect(other.errors).toBeUndefined();
    expect(other.data!.wallet).toEqual({ walletId: 'wallet-002', userId: 'user-002' });
  });
});
