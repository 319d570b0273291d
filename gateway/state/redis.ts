import { CircuitState, ConsecutiveBreaker, ExponentialBackoff, circuitBreaker, handleWhen, type CircuitBreakerPolicy } from 'cockatiel';
import { Command, Redis, ReplyError } from 'ioredis';
import { Gauge } from 'prom-client';
import { logger } from '../../subgraphs/shared/logger';
import { metricsRegistry } from '../../subgraphs/shared/metrics';
import { NotReadyError, type ReadinessCheck } from '../observability/readiness';

export interface RedisSettings {
  /** `REDIS_COMMAND_TIMEOUT_MS`: a command without an answer by then fails (and counts toward opening the circuit). */
  commandTimeoutMs: number;
}

const DEFAULT_REDIS_SETTINGS: RedisSettings = { commandTimeoutMs: 100 };

/** Consecutive failed commands (timeouts, a closed connection) that open the circuit. */
const REDIS_FAILURES_TO_OPEN = 3;
/** The circuit probes again after 1 s, then waits longer after each failed probe, up to this. */
const REDIS_PROBE_MAX_DELAY_MS = 5_000;
/** What a request refused for want of Redis is told to wait: by then the circuit has probed again. */
export const REDIS_RETRY_AFTER_S = REDIS_PROBE_MAX_DELAY_MS / 1000;

/** How long a connection may take to be made, and how long the start waits for Redis to be ready. */
const CONNECT_TIMEOUT_MS = 1_000;

const redisUp = new Gauge({
  name: 'facade_redis_up',
  help: 'Whether the shared Redis is in use (1), or its circuit is open and this replica falls back on its own (0)',
  // Across cluster workers, the lowest: one worker without Redis makes the gateway degraded.
  aggregator: 'min',
  registers: [metricsRegistry],
});

/** A command refused without being sent, because the circuit is open: the caller falls back at once. */
export class RedisUnavailableError extends Error {
  constructor() {
    super('shared state unavailable (circuit open)');
    this.name = 'RedisUnavailableError';
  }
}

type Stream = Parameters<Redis['sendCommand']>[1];

/**
 * The Redis that replicas share, behind a circuit breaker: after REDIS_FAILURES_TO_OPEN commands in
 * a row time out or find no connection, every command is refused at once (RedisUnavailableError)
 * instead of each one waiting for its timeout, and each user of Redis takes its fallback. After a
 * delay one PING goes through (half-open): its answer closes the circuit, its failure opens it again
 * for longer. A Redis error reply (a wrong type, NOSCRIPT) means Redis answered and is not a failure.
 *
 * The gate is `sendCommand`, through which every command passes (scripts, transactions, the rate
 * limiter's): it decides synchronously, because a transaction writes its commands in one tick.
 */
export class SharedRedis extends Redis {
  readonly breaker: CircuitBreakerPolicy = circuitBreaker(
    handleWhen((error) => !(error instanceof ReplyError)),
    {
      halfOpenAfter: new ExponentialBackoff({ initialDelay: 1_000, maxDelay: REDIS_PROBE_MAX_DELAY_MS }),
      breaker: new ConsecutiveBreaker(REDIS_FAILURES_TO_OPEN),
    },
  );

  constructor(url: string, settings: RedisSettings) {
    super(url, {
      commandTimeout: settings.commandTimeoutMs,
      // Without a connection a command fails at once: a queue would grow for as long as Redis is away.
      enableOfflineQueue: false,
      // A command whose connection dropped fails rather than waiting for the next connection.
      maxRetriesPerRequest: 0,
      connectTimeout: CONNECT_TIMEOUT_MS,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    });
    this.breaker.onStateChange((state) => {
      redisUp.set(state === CircuitState.Closed ? 1 : 0);
      if (state === CircuitState.Open) logger.warn('redis circuit open: shared state falls back to this replica');
      if (state === CircuitState.Closed) logger.info('redis circuit closed: shared state is back');
    });
  }

  /** Whether commands are being sent: false while the circuit is open or probing. */
  get available(): boolean {
    return this.breaker.state === CircuitState.Closed;
  }

  override sendCommand(command: Command, stream?: Stream): unknown {
    // The connection's own handshake (INFO, AUTH, SELECT) must pass, or the circuit could never see Redis back.
    if (this.status === 'connect') return super.sendCommand(command, stream);
    if (!this.available) {
      this.probe();
      command.reject(new RedisUnavailableError());
      return command.promise;
    }
    const sent = super.sendCommand(command, stream);
    this.breaker.execute(() => command.promise).catch(() => undefined);
    return sent;
  }

  /** The one command let through while the circuit is open, once its delay has passed (the breaker refuses it before). */
  private probe(): void {
    this.breaker
      .execute(() => {
        const ping = new Command('ping');
        super.sendCommand(ping);
        return ping.promise;
      })
      .catch(() => undefined);
  }

  /**
   * Waits, at most the connect timeout, for the connection to be ready: a request right after the
   * start would otherwise find none and fall back. A Redis that is not there yet leaves the replica
   * degraded, not stopped; the connection keeps trying by itself.
   */
  async untilReady(): Promise<void> {
    const ready = this.status === 'ready' || (await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), CONNECT_TIMEOUT_MS);
      this.once('ready', () => {
        clearTimeout(timer);
        resolve(true);
      });
    }));
    redisUp.set(ready ? 1 : 0);
    if (!ready) logger.warn('redis not ready at start: shared state falls back to this replica until it is');
  }

  /** Closes the connection, or drops it when Redis cannot answer QUIT. */
  async close(): Promise<void> {
    try {
      await this.quit();
    } catch {
      this.disconnect();
    }
  }
}

/** Connects to the Redis that replicas share; see SharedRedis for how its failures are contained. */
export function connectRedis(url: string, settings: RedisSettings = DEFAULT_REDIS_SETTINGS): SharedRedis {
  const redis = new SharedRedis(url, settings);
  // ioredis reconnects by itself; without a listener an 'error' event would crash the process.
  redis.on('error', (error: Error) => logger.warn({ err: error.message }, 'redis connection error'));
  return redis;
}

/**
 * `/ready`'s Redis check: one PING, which the command timeout bounds; with the circuit open it is
 * refused at once (and lets the circuit probe, when its delay has passed). Unless `required` (READY_REQUIRES_REDIS), a failure makes the replica degraded,
 * not unready: Redis holds shared state whose loss each replica survives on its own, and a load
 * balancer would otherwise drop every replica at once for it.
 */
export function redisReadiness(redis: SharedRedis, required: boolean): ReadinessCheck {
  return {
    name: 'redis',
    required,
    async check() {
      try {
        await redis.ping();
      } catch (error) {
        throw error instanceof RedisUnavailableError ? new NotReadyError('circuit open') : error;
      }
    },
  };
}
