import cluster from 'node:cluster';
import type { Emulator } from '../emulator/server';
import { loadConfig, serviceConfig } from '../config/environment';
import { logger } from '../subgraphs/shared/logger';
import { MAX_OPERATION_LABELS } from '../subgraphs/shared/metrics';
import { beatForPrimary, clusterMetricsSource, runPrimary, type ClusterSettings } from './cluster';
import { runProcess } from './process-lifecycle';

/** How many gateway processes to run, how long each may take to start, to stop or stay silent; a configuration error is reported by the gateway's own start. */
function configuredWorkers(): ClusterSettings {
  try {
    const { workers, shutdownTimeoutMs, workerLivenessTimeoutMs, workerStartTimeoutMs, trustedDocuments } = loadConfig();
    return {
      workers,
      shutdownTimeoutMs,
      livenessTimeoutMs: workerLivenessTimeoutMs,
      startTimeoutMs: workerStartTimeoutMs,
      maxCarriedOperations: trustedDocuments === undefined ? MAX_OPERATION_LABELS : Infinity,
    };
  } catch {
    return { workers: 1, shutdownTimeoutMs: 0, livenessTimeoutMs: 0, startTimeoutMs: 0, maxCarriedOperations: 0 };
  }
}

/**
 * `npm start`: the gateway, on the configured service or, without COMMERCE_BASE_URL, the embedded
 * emulator; with more than one worker, this process is their cluster primary and each worker runs it.
 */
const settings = cluster.isPrimary ? configuredWorkers() : undefined;
if (settings && settings.workers > 1) runPrimary('gateway', settings);
else void runProcess('gateway', async () => {
  if (cluster.isWorker) beatForPrimary();
  // Loaded here rather than above: a cluster primary never serves, and stays small without them.
  const [{ startEmulator }, { createDevTokenIssuer, DEV_USERS, isLoopbackHost, issueDevTokens }, { startGateway, STOREFRONT_DEV_ORIGINS }, { tracingFromConfig }] = await Promise.all([
    import('../emulator/server.js'),
    import('./auth/dev-tokens.js'),
    import('./server.js'),
    import('./observability/tracing.js'),
  ]);
  let config = loadConfig();
  const tracing = tracingFromConfig(config, 'commerce-facade-gateway');
  let emulator: Emulator | undefined;
  if (!config.baseUrl) {
    emulator = await startEmulator({
      ...(config.apiKey ? { apiKeys: [config.apiKey] } : {}),
      ...(config.projectId ? { projectId: config.projectId } : {}),
      ...(config.loyaltyProjectId ? { loyaltyProjectId: config.loyaltyProjectId } : {}),
      ...(config.stageProjectId ? { stageProjectId: config.stageProjectId } : {}),
      cartShape: config.cartShape,
      stateFile: process.env.EMULATOR_STATE_FILE || undefined,
    });
  }
  // Development tokens only on the embedded emulator, outside production, when no real issuer is configured.
  const issuer =
    emulator && !config.production && !config.auth.verification
      ? await createDevTokenIssuer({ allowCallerApiKeys: config.auth.allowCallerApiKeys, clockSkewS: config.auth.clockSkewS })
      : undefined;
  if (issuer) config = { ...config, auth: issuer.auth };
  // Working tokens are shown (in Sandbox and here) only to this machine: on another interface, anyone
  // who reaches the port would be handed them.
  const tokens = issuer && isLoopbackHost(config.host) ? await issueDevTokens(issuer) : undefined;
  if (issuer && !tokens) console.log(`Development tokens are not shown: HOST ${config.host} is not a loopback address`);
  const service = serviceConfig(config, emulator);
  const gateway = await startGateway({
    config,
    service,
    sandboxHeaders: tokens ? { Authorization: `Bearer ${tokens.shopper}` } : undefined,
    metrics: cluster.isWorker ? clusterMetricsSource() : undefined,
  });
  const serviceLine = emulator ? `embedded emulator at ${emulator.url}` : service.baseUrl;
  if (config.production) {
    // A log pipeline reads production stdout: every line is a JSON record. The message keeps the
    // development line's words, its address ending at a space, for whoever searches the logs for it.
    logger.info({ url: gateway.url, service: serviceLine }, `GraphQL gateway: ${gateway.url} (service: ${serviceLine})`);
  } else {
    console.log(`GraphQL gateway: ${gateway.url}`);
    console.log(`Service: ${serviceLine}`);
  }
  if (tokens) {
    console.log('Development tokens (12 h, signed with a key made at this start; send as Authorization: Bearer <token>):');
    for (const [role, user] of Object.entries(DEV_USERS) as [keyof typeof DEV_USERS, (typeof DEV_USERS)[keyof typeof DEV_USERS]][]) {
      const note = role === 'shopper' ? '; pre-set in Sandbox' : '';
      console.log(`  ${role} ${user.userId} (scope ${user.scopes.join(' ')}${note}): ${tokens[role]}`);
    }
    // The dev server's own origin, port included, which the gateway admits outside production; the
    // gateway's address goes along, so the page reaches this gateway whatever PORT it was given.
    const storefront = `${STOREFRONT_DEV_ORIGINS[0]}/?token=${tokens.shopper}&gateway=${encodeURIComponent(gateway.url)}`;
    console.log(`Example storefront (npx vite examples/storefront): ${storefront}`);
  }
  return {
    shutdownTimeoutMs: config.shutdownTimeoutMs,
    async stop() {
      await gateway.stop();
      await emulator?.close();
      await tracing?.shutdown();
    },
  };
});
