import { createDevTokenIssuer } from '../../gateway/auth/dev-tokens';
import { loadConfig, type AppConfig, type AuthConfig } from '../../config/environment';

/**
 * Authentication for suites whose callers are server-to-server callers presenting the emulator's key
 * (`x-api-key`, every scope): what they observe does not depend on who calls.
 */
export async function keyCallerAuth(): Promise<AuthConfig> {
  return (await createDevTokenIssuer({ allowCallerApiKeys: true })).auth;
}

/** A gateway's configuration for such suites: an ephemeral port on 127.0.0.1, no rate limit. */
export function keyCallerConfig(auth: AuthConfig, env: NodeJS.ProcessEnv = {}): AppConfig {
  return { ...loadConfig({ PORT: '0', HOST: '127.0.0.1', RATE_LIMIT_PER_SECOND: '0', RATE_LIMIT_PER_ADDRESS_PER_SECOND: '0', ...env }), auth };
}
