import { Redis } from 'ioredis';
import { logger } from '../subgraphs/shared/logger';

/**
 * The connection to the Redis that replicas share. Commands fail fast while it is down (rather than
 * queueing without bound), so a request that needs it gets an error instead of hanging.
 */
export function connectRedis(url: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: true, connectTimeout: 5_000 });
  // ioredis reconnects by itself; without a listener an 'error' event would crash the process.
  redis.on('error', (error: Error) => logger.warn({ err: error.message }, 'redis connection error'));
  return redis;
}
