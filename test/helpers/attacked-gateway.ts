import { join } from 'node:path';
import { generateKeyPair, type CryptoKey } from 'jose';
import { startEmulator, type Emulator } from '../../emulator/server';
import { attackedGatewayEnv } from '../../bench/attacks';
import { spawnProcess, type SpawnedProcess } from './spawned-process';

const ROOT = join(__dirname, '..', '..');

export interface AttackedGateway {
  emulator: Emulator;
  gateway: SpawnedProcess;
  url: string;
  /** Signs tokens the gateway accepts (bench/attacks.ts's issuer and audience). */
  privateKey: CryptoKey;
  stop(): Promise<void>;
}

/**
 * The gateway as production runs it (NODE_ENV=production, `start:prod`'s 192 MB heap cap, one process,
 * its default limits, or `env`'s) in a process of its own, in front of an emulator in this process, where every
 * service call is counted: what the hostile suites attack.
 */
export async function startAttackedGateway(env: Record<string, string> = {}): Promise<AttackedGateway> {
  const emulator = await startEmulator();
  const keys = await generateKeyPair('ES256');
  const gateway = spawnProcess(process.execPath, ['--max-old-space-size=192', '--import', 'tsx', 'gateway/main.ts'], {
    cwd: ROOT,
    env: { ...(await attackedGatewayEnv(emulator, keys.publicKey)), ...env },
  });
  const [, url] = (await gateway.waitFor(/GraphQL gateway: (http\S+?)["\s]/)) as unknown as [string, string];
  return {
    emulator,
    gateway,
    url,
    privateKey: keys.privateKey,
    stop: async () => {
      await gateway.stop();
      await emulator.close();
    },
  };
}
