import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The id of the incoming request being served, for everything that runs on its behalf (log lines,
 * errors). Set once per request at the HTTP layer.
 */
export const requestIds = new AsyncLocalStorage<string>();

export const currentRequestId = (): string | undefined => requestIds.getStore();
