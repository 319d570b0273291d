import { DEV_API_KEY, startEmulator } from './server';
import { StateFileError } from './state-file';

/** `npm run emulator`: the service emulator alone, on EMULATOR_PORT (default 4010). */
async function main(): Promise<void> {
  const port = Number(process.env.EMULATOR_PORT ?? 4010);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`EMULATOR_PORT must be an integer between 0 and 65535 (got ${JSON.stringify(process.env.EMULATOR_PORT)})`);
    process.exit(1);
  }
  const apiKey = process.env.EMULATOR_API_KEY || DEV_API_KEY;
  const cartShape = process.env.EMULATOR_CART_SHAPE || 'nested';
  if (cartShape !== 'nested' && cartShape !== 'single-level') {
    console.error(`EMULATOR_CART_SHAPE must be nested or single-level (got ${JSON.stringify(cartShape)})`);
    process.exit(1);
  }
  const stateFile = process.env.EMULATOR_STATE_FILE || undefined;
  const emulator = await startEmulator({ apiKeys: [apiKey], cartShape, stateFile }, port, process.env.EMULATOR_HOST || '127.0.0.1');
  console.log(`Commerce service emulator at ${emulator.url}`);
  console.log(stateFile ? `  state kept in ${stateFile}` : '  state in memory only (set EMULATOR_STATE_FILE to keep it)');
  console.log(`  x-api-key: ${apiKey}   project: ${emulator.projectId}   loyalty project: ${emulator.loyaltyProjectId}   stage project: ${emulator.stageProjectId}`);
  // The first signal closes gracefully (the last changes written); a second one, while that runs, means
  // "now": the write under way is dropped with its temporary file and the process exits 130.
  let stopping = false;
  const stop = () => {
    if (stopping) {
      emulator.abandon();
      process.exit(130);
    }
    stopping = true;
    emulator.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof StateFileError ? error.message : error);
  process.exit(1);
});
