import { loadConfig, serviceConfig } from '../../config/environment';
import type { ServiceConfig } from '../../subgraphs/shared/service-config';
import type { SubgraphServerOptions } from '../../gateway/subgraph-server';

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
