import { startEmulator, type Emulator } from '../emulator/server';
import { ConfigError, loadConfig, serviceConfig } from '../subgraphs/shared/config';
import { startGateway } from './server';

/** `npm start`: the gateway, on the configured service or, without COMMERCE_BASE_URL, the embedded emulator. */
async function main(): Promise<void> {
  const config = loadConfig();
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
  const stop = async () => {
    await gateway.stop();
    await emulator?.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
