/**
 * What the subgraph layer is given about the service: built once from the environment by
 * config/environment.ts (`serviceConfig`), and by tests with test/helpers/service-config.ts.
 */
/** Where and how the facade reaches the commerce service. */
export interface ServiceConfig {
  baseUrl: string;
  legacyBaseUrl: string;
  /** Used when the caller sends no `x-api-key` of its own. */
  apiKey: string | undefined;
  projectId: string;
  loyaltyProjectId: string;
  stageProjectId: string;
  /** The deadline of one service call, retries included: connect, headers and the whole body. */
  timeoutMs: number;
  /** A response body larger than this is aborted while it streams in. */
  maxResponseBytes: number;
  /** How promotion carts are sent: `single-level` flattens item attributes onto the element. */
  cartShape: CartShape;
  /** The merchant's sales channels, when known: stock items naming another channel are refused before any call. */
  merchantChannels?: readonly string[] | undefined;
  /** Units one user may hold in open stock reservations (merchant and support callers are exempt). */
  maxReservedUnitsPerUser: number;
}

/** `COMMERCE_CART_SHAPE`: `single-level` for projects that use loyalty and promotions together (2.3). */
export const CART_SHAPES = ['nested', 'single-level'] as const;
export type CartShape = (typeof CART_SHAPES)[number];

export const AREAS = ['catalogue', 'promotions', 'loyalty', 'wallets', 'merchant', 'talking-products'] as const;
export type Area = (typeof AREAS)[number];
