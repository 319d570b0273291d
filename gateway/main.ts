import { startEmulator, type Emulator } from '../emulator/server';
import { loadConfig, serviceConfig } from '../subgraphs/shared/config';
import { runProcess } from './process-lifecycle';
import { startGateway } from './server';
import { tracingFromConfig } from './tracing';

/** `npm start`: the gateway, on the configured service or, without COMMERCE_BASE_URL, the embedded emulator. */
void runProcess('gateway', async () => {
  const config = loadConfig();
  const tracing = tracingFromConfig(config, 'commerce-facade-gateway');
  let emulator: Emulator | undefined;
  if (!config.baseUrl) {
    emulator = await startEmulator({
      ...(config.apiKey ? { apiKeys: [config.apiKey] } : {}),
      ...(config.projectId ? { projectId: config.projectId } : {}),
      ...(config.loyaltyProjectId ? { loyaltyProjectId: config.loyaltyProjectId } : {}),
      ...(config.stageProjectId ? { stageProjectId: config.stageProjectId } : {}),
      cartShape: config.cartShape,
    });
  }
  const service = serviceConfig(config, emulator);
  const gateway = await startGateway({
    config,
    service,
    sandboxApiKey: emulator && !config.apiKey ? emulator.apiKey : undefined,
  });
  console.log(`GraphQL gateway: ${gateway.url}`);
  if (emulator) {
    console.log(`Service: embedded emulator at ${emulator.url}`);
    if (!config.apiKey) console.log(`Emulator dev API key (x-api-key): ${emulator.apiKey}`);
  } else {
    console.log(`Service: ${service.baseUrl}`);
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
