import { loadConfig, serviceConfig } from '../../config/environment';
import type { ServiceConfig } from '../../subgraphs/shared/service-config';
import type { SubgraphServerOptions } from '../../gateway/subgraph-server';

/**
 * A service address where every connection is refused: nothing listens on port 1, and a server bound
 * to port 0 is never given it (ephemeral ports start far above). A port a test has just closed is not
 * one: the next server bound to port 0 anywhere on the machine (the gateway under test included) may
 * be given it, and then the calls meant to fail are answered.
 */
const REFUSING_URL = 'http://127.0.0.1:1';

/** `config` with the service (both its bases) at REFUSING_URL. */
export const refusingService = (config: ServiceConfig): ServiceConfig => ({ ...config, baseUrl: REFUSING_URL, legacyBaseUrl: REFUSING_URL });

/** The environment's defaults (config/environment.ts): a test states only what it changes. */
const defaults = loadConfig({});

/**
 * A service config for a test: the service at `baseUrl` (its legacy base too), projects `p`, `pl`
 * and `ps`, no configured key, and the environment's defaults for everything else.
 */
export function testServiceConfig(overrides: Partial<ServiceConfig> & Pick<ServiceConfig, 'baseUrl'>): ServiceConfig {
  const { baseUrl } = overrides;
  return {
    ...serviceConfig(defaults, { url: baseUrl, apiKey: '', projectId: 'p', loyaltyProjectId: 'pl', stageProjectId: 'ps' }),
    apiKey: undefined,
    ...overrides,
  };
}

/** What a subgraph served on its own is given: the environment's defaults, with what the test changes. */
export const testSubgraphOptions = (overrides: Partial<SubgraphServerOptions>): SubgraphServerOptions => ({ ...defaults, ...overrides });
