import { generateKeyPair, SignJWT } from 'jose';
import { ALL_SCOPES, SCOPES } from '../../subgraphs/shared/caller';
import type { AuthConfig } from '../../config/environment';

export const DEV_ISSUER = 'urn:commerce-facade:development';
export const DEV_AUDIENCE = 'commerce-facade';

/**
 * Signs development tokens with a key made at start (so no token outlives the process). Only
 * `npm start` on the embedded emulator outside production makes one; production never issues tokens.
 */
export interface DevTokenIssuer {
  /** What the gateway's authenticator verifies these tokens with. */
  readonly auth: AuthConfig;
  /** The signing key, for tests that craft tokens of their own (expired, wrong audience, ...). */
  readonly privateKey: CryptoKey;
  sign(userId: string, scopes: readonly string[], lifetime?: string): Promise<string>;
}

export async function createDevTokenIssuer(options: { allowCallerApiKeys?: boolean; clockSkewS?: number } = {}): Promise<DevTokenIssuer> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: false });
  return {
    auth: {
      verification: { publicKey },
      issuer: DEV_ISSUER,
      audience: [DEV_AUDIENCE],
      clockSkewS: options.clockSkewS ?? 30,
      algorithms: ['ES256'],
      allowCallerApiKeys: options.allowCallerApiKeys ?? false,
    },
    privateKey,
    sign: (userId, scopes, lifetime = '12h') =>
      new SignJWT({ scope: scopes.join(' ') })
        .setProtectedHeader({ alg: 'ES256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(DEV_ISSUER)
        .setAudience(DEV_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(lifetime)
        .sign(privateKey),
  };
}

/** Who the printed development tokens act as; the shopper is a seeded emulator user (emulator/wallets/seed.ts). */
export const DEV_USERS = {
  shopper: { userId: 'user-001', scopes: [SCOPES.shopper] },
  merchant: { userId: 'merchant-001', scopes: [SCOPES.merchant] },
  admin: { userId: 'admin', scopes: ALL_SCOPES },
} as const;

export type DevTokens = Record<keyof typeof DEV_USERS, string>;

export async function issueDevTokens(issuer: DevTokenIssuer): Promise<DevTokens> {
  const [shopper, merchant, admin] = await Promise.all(
    [DEV_USERS.shopper, DEV_USERS.merchant, DEV_USERS.admin].map((user) => issuer.sign(user.userId, user.scopes)),
  );
  return { shopper: shopper!, merchant: merchant!, admin: admin! };
}

/** Whether `host` reaches only this machine: 127.0.0.0/8, ::1 (also IPv4-mapped) or localhost. */
export function isLoopbackHost(host: string): boolean {
  return /^(?:localhost|127(?:\.\d{1,3}){3}|::1|::ffff:127(?:\.\d{1,3}){3})$/i.test(host);
}
