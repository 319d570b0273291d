import type { GraphQLError } from 'graphql';
import { SCOPES, forbidden, hasScope, unauthenticatedCaller } from '../shared/caller';
import type { RequestScope } from '../shared/subgraph';
import { accountLoader } from './loaders';
import type { AccountRecord } from './records';

/** Who may reach any user's accounts: support staff and wallet administrators. */
export const WALLET_READERS = [SCOPES.support, SCOPES.walletAdmin];

const widened = (context: RequestScope) => WALLET_READERS.some((scope) => hasScope(context.caller, scope));

/**
 * Why the caller may not reach `account` (the service's own record, read through the batched
 * Wallet/getAccounts loader), or undefined when they may. An unknown account is refused like
 * another user's, so that a user cannot probe which account numbers exist.
 */
export function accountRefusal(context: RequestScope, account: AccountRecord | null | undefined, field: string, walletId?: string): GraphQLError | undefined {
  const { caller } = context;
  if (caller.kind === 'anonymous') return unauthenticatedCaller(field);
  if (widened(context)) return undefined;
  if (caller.kind === 'user' && account?.userId === caller.userId && (walletId === undefined || account.walletId === walletId)) return undefined;
  return forbidden(`${field}: a user reaches only their own wallet accounts (or needs the ${WALLET_READERS.join(' or ')} scope)`, {
    fields: [field],
    requiredScopes: WALLET_READERS.map((scope) => [scope]),
  });
}

/**
 * Why the caller may not reach `wallet` (the service's answer, null when there is none by that id),
 * or undefined when they may. For a user an unknown wallet is refused exactly like another user's,
 * so that wallet ids cannot be probed; callers who may reach any wallet are told it does not exist.
 */
export function walletRefusal(context: RequestScope, wallet: { userId: string | null } | null, field: string): GraphQLError | undefined {
  const { caller } = context;
  if (caller.kind === 'anonymous') return unauthenticatedCaller(field);
  if (widened(context)) return undefined;
  if (caller.kind === 'user' && wallet !== null && wallet.userId === caller.userId) return undefined;
  return forbidden(`${field}: a user reaches only their own wallets (or needs the ${WALLET_READERS.join(' or ')} scope)`, {
    fields: [field],
    requiredScopes: WALLET_READERS.map((scope) => [scope]),
  });
}

/** Refuses, before the call that needs it, an account the caller may not reach. */
export async function assertOwnsAccount(context: RequestScope, accountNumber: string, field: string, walletId?: string): Promise<void> {
  if (context.caller.kind !== 'user' || widened(context)) {
    const refusal = accountRefusal(context, undefined, field);
    if (refusal) throw refusal;
    return;
  }
  const refusal = accountRefusal(context, await accountLoader(context).load(accountNumber), field, walletId);
  if (refusal) throw refusal;
}
