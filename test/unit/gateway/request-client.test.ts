import { z } from 'zod';
import { requestClient, upstreamBudget } from '../../../gateway/upstream-budget';
import type { CallOptions } from '../../../subgraphs/shared/client';
import { ANONYMOUS, type Caller } from '../../../subgraphs/shared/caller';
import type { ServiceConfig } from '../../../subgraphs/shared/config';
import type { OperationSpec } from '../../../subgraphs/shared/operations';
import type { RequestScope } from '../../../subgraphs/shared/subgraph';
import { operations as walletOperations } from '../../../subgraphs/wallets/operations';

/** A client that records what each call was sent with. */
function recordingClient(): { client: RequestScope['client']; sent: { operation: string; caller: string | undefined }[] } {
  const sent: { operation: string; caller: string | undefined }[] = [];
  return {
    sent,
    client: {
      config: {} as ServiceConfig,
      call: <T>(spec: OperationSpec, options: CallOptions<T>) => {
        sent.push({ operation: spec.name, caller: options.caller });
        return Promise.resolve({} as T);
      },
    },
  };
}

const read = (client: RequestScope['client']) =>
  client.call(walletOperations.walletAccount, { apiKey: 'k', body: {}, response: z.object({}) });

describe('the per-request client', () => {
  it('names the caller on every call, so merged reads never cross users', async () => {
    const { client, sent } = recordingClient();
    const alice: Caller = { kind: 'user', userId: 'alice', scopes: new Set() };
    const bob: Caller = { kind: 'user', userId: 'bob', scopes: new Set() };
    await read(requestClient(client, undefined, alice));
    await read(requestClient(client, undefined, bob));
    await read(requestClient(client, undefined, ANONYMOUS));
    expect(sent.map((call) => call.caller)).toEqual(['user:alice', 'user:bob', 'anonymous']);
  });

  it('sends nothing past the budget, failing with OPERATION_TOO_EXPENSIVE', async () => {
    const { client, sent } = recordingClient();
    const limited = requestClient(client, upstreamBudget(2), ANONYMOUS);
    await read(limited);
    await read(limited);
    await expect(read(limited)).rejects.toMatchObject({
      extensions: { code: 'OPERATION_TOO_EXPENSIVE', delivered: false, maxUpstreamCalls: 2 },
    });
    expect(sent).toHaveLength(2);
  });
});
