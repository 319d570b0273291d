import { type Caller } from '../../subgraphs/shared/caller';

/** A server-to-server caller with its own service key: every scope, no ownership limits. */
export const serviceCaller = (apiKey: string): Caller => ({ kind: 'service', apiKey });

/** An end user with the given scopes (the shopper's reach when none). */
export const userCaller = (userId: string, scopes: readonly string[] = []): Caller => ({ kind: 'user', userId, scopes: new Set(scopes) });
