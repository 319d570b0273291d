import { request } from 'undici';
import { ManualClock } from '../../emulator/clock';
import { startEmulator, type Emulator, type EmulatorOptions } from '../../emulator/server';
import { loadConfig, serviceConfig, type Area } from '../../subgraphs/shared/config';
import { startGateway, type RunningGateway } from '../../gateway/server';

export interface GraphQLResponse<T = Record<string, unknown>> {
  data?: T | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
}

export interface Stack {
  emulator: Emulator;
  gateway: RunningGateway;
  clock: ManualClock;
  /** Posts a GraphQL operation with the emulator's key unless `headers` says otherwise. */
  query<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string | undefined>,
  ): Promise<GraphQLResponse<T>>;
  stop(): Promise<void>;
}

export const START = '2026-11-21T12:00:00.000Z';

/** An emulator and a gateway on ephemeral ports, on a clock that only moves when told to. */
export async function startStack(
  options: {
    emulator?: EmulatorOptions;
    env?: NodeJS.ProcessEnv;
    subgraphUrls?: Partial<Record<Area, string>>;
    /** The key the gateway falls back to; by default none, so tests choose per request. */
    defaultApiKey?: string;
    /** Pre-set the emulator's key in Sandbox, as `npm start` does on the emulator. */
    sandboxKey?: boolean;
  } = {},
): Promise<Stack> {
  const clock = new ManualClock(START);
  const emulator = await startEmulator({ clock, ...options.emulator });
  const config = { ...loadConfig({ PORT: '0', HOST: '127.0.0.1', ...options.env }), subgraphUrls: options.subgraphUrls ?? {} };
  const service = { ...serviceConfig(config, emulator), apiKey: options.defaultApiKey };
  const gateway = await startGateway({
    config,
    service,
    sandboxApiKey: options.sandboxKey ? emulator.apiKey : undefined,
  });
  return {
    emulator,
    gateway,
    clock,
    async query(query, variables, headers) {
      const merged: Record<string, string | undefined> = { 'x-api-key': emulator.apiKey, ...headers };
      const sent = Object.fromEntries(Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== undefined));
      const response = await request(gateway.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...sent },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.body.json()) as GraphQLResponse<never>;
    },
    async stop() {
      await gateway.stop();
      await emulator.close();
    },
  };
}
