import { request } from 'undici';
import { DocumentDouble, type DocumentDoubleOptions } from '../double/document-double';
import { loadConfig, serviceConfig } from '../../config/environment';
import { startGateway, type RunningGateway } from '../../gateway/server';
import type { GraphQLResponse } from './stack';

export interface DoubleStack {
  double: DocumentDouble;
  gateway: RunningGateway;
  /** Posts a GraphQL operation with the double's key unless `headers` says otherwise. */
  query<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string | undefined>,
  ): Promise<GraphQLResponse<T>>;
  stop(): Promise<void>;
}

/** The environment that points a gateway at `double`: its base URLs and project ids. */
export const doubleServiceEnv = (double: DocumentDouble): NodeJS.ProcessEnv => ({
  COMMERCE_BASE_URL: double.url,
  COMMERCE_LEGACY_BASE_URL: double.legacyUrl,
  COMMERCE_PROJECT_ID: double.projectId,
  COMMERCE_LOYALTY_PROJECT_ID: double.loyaltyProjectId,
  COMMERCE_STAGE_PROJECT_ID: double.stageProjectId,
});

/**
 * The document double and a gateway configured for it as for a real service: COMMERCE_BASE_URL,
 * COMMERCE_LEGACY_BASE_URL and the project ids are the double's, so no emulator is involved. With
 * `on`, another gateway (a replica) on a double already running, which `stop` leaves running.
 */
export async function startDoubleStack(
  options: { double?: DocumentDoubleOptions; on?: DocumentDouble; env?: NodeJS.ProcessEnv } = {},
): Promise<DoubleStack> {
  const double = options.on ?? (await DocumentDouble.start(options.double));
  const config = {
    ...loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      // The suite calls as a server-to-server caller presenting the double's key.
      ALLOW_CALLER_API_KEYS: 'true',
      RATE_LIMIT_PER_SECOND: '0',
      RATE_LIMIT_PER_ADDRESS_PER_SECOND: '0',
      // The double answers differently from one case to the next: no read is reused across cases.
      READ_CACHE: 'false',
      ...doubleServiceEnv(double),
      ...options.env,
    }),
    subgraphUrls: {},
  };
  const gateway = await startGateway({ config, service: serviceConfig(config) });
  return {
    double,
    gateway,
    async query(query, variables, headers) {
      const merged: Record<string, string | undefined> = { 'x-api-key': double.apiKey, ...headers };
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
      if (!options.on) await double.close();
    },
  };
}
