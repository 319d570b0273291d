import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';

/**
 * The Apollo gateway as Apollo Server sees it, with its executor replaced by `around(executor)` once
 * loaded, and `stopFirst` (what the wrapper runs beside the gateway) stopped before the gateway.
 */
export function aroundExecutor(gateway: GatewayInterface, around: (executor: GatewayExecutor) => GatewayExecutor, stopFirst?: () => Promise<void>): GatewayInterface {
  return {
    onSchemaLoadOrUpdate: (callback) => gateway.onSchemaLoadOrUpdate(callback),
    stop: async () => {
      await stopFirst?.();
      await gateway.stop();
    },
    load: async (options) => {
      const { executor } = await gateway.load(options);
      return { executor: executor && around(executor) };
    },
  };
}
