import type { Server } from 'node:http';
import { logger } from '../subgraphs/shared/logger';
import { unhandledRejections } from '../subgraphs/shared/metrics';

/** What a cluster primary sends a worker to have it drain and stop (see cluster.ts). */
export const STOP_MESSAGE = 'facade:stop';

/** A start-up failure whose message is meant for the operator as it is (no stack trace). */
export class StartupError extends Error {
  override name = 'StartupError';
}

const LISTEN_FAILURES: Record<string, string> = {
  EADDRINUSE: 'is already in use',
  EACCES: 'may not be used by this user',
  EADDRNOTAVAIL: 'is not an address of this machine',
};

/** Listens on `host:port`; a port in use (or any listen failure) rejects with a StartupError instead of crashing. */
export function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      const why = (error.code && LISTEN_FAILURES[error.code]) ?? `cannot be listened on (${error.code ?? error.message})`;
      reject(new StartupError(`${host}:${port} ${why}`));
    };
    const onListening = () => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

/** One line for stderr: an operator reads the cause, not a stack trace. */
function startupFailureLine(name: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return `${name} failed to start: ${message.replace(/:\s*\n\s*/, ': ').replace(/\s*\n\s*/g, '; ')}`;
}

export interface RunningProcess {
  /** Stops accepting, lets in-flight requests finish (up to the shutdown timeout), then releases everything. */
  stop(): Promise<void>;
  shutdownTimeoutMs: number;
}

/**
 * A promise that failed with nothing to hear it is a defect, logged and counted (the hostile tests
 * hold `facade_unhandled_rejections_total` at 0). It does not end the process, as Node's default
 * would: every request in flight would go with it (and, for a cluster primary, every worker), for a
 * failure whose own request has usually been answered already. Only its kind, message and stack are
 * logged: an error's other properties may carry a caller's values. The stack names files from the
 * process's working directory, not from the server's root.
 */
export function hearUnhandledRejections(name: string): void {
  // Left as it is when the process runs from `/`, which every path begins with.
  const root = process.cwd() === '/' ? undefined : process.cwd();
  process.on('unhandledRejection', (reason: unknown) => {
    unhandledRejections.inc();
    const failure =
      reason instanceof Error ? { type: reason.name, message: reason.message, stack: root ? reason.stack?.replaceAll(root, '.') : reason.stack } : { type: typeof reason };
    logger.error({ failure }, `${name}: a rejection no code handled (a defect)`);
  });
}

/**
 * Runs a server process: starts it, and on SIGTERM or SIGINT (or its cluster primary's request) stops
 * it and exits 0 (a second signal exits at once). Once it is up, a rejection no code handled is
 * logged and counted (hearUnhandledRejections). Any start-up failure is one line on stderr and exit
 * code 1. The signal handlers are in place before anything starts: a signal during start-up stops
 * the process as soon as it is up.
 */
export async function runProcess(name: string, start: () => Promise<RunningProcess>): Promise<void> {
  let running: RunningProcess | undefined;
  let requested: NodeJS.Signals | undefined;
  const stop = (current: RunningProcess, signal: NodeJS.Signals) => {
    logger.info({ signal, timeoutMs: current.shutdownTimeoutMs }, `${name} stopping: no new connections, draining in-flight requests`);
    const started = performance.now();
    current.stop().then(
      () => {
        logger.info({ ms: Math.round(performance.now() - started) }, `${name} stopped`);
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, `${name} did not stop cleanly`);
        process.exit(1);
      },
    );
  };
  /** Signals this process received itself; a stop its cluster primary asked for is not one. */
  let signals = 0;
  let askedByPrimary = false;
  const stopFor = (signal: NodeJS.Signals) => {
    requested = signal;
    if (running) stop(running, signal);
  };
  const onSignal = (signal: NodeJS.Signals) => {
    signals++;
    // A cluster worker is asked to stop by its primary, and a terminal's Ctrl-C reaches the worker
    // too, in either order: the first signal after the primary's request is the same stop. Only a
    // second signal of its own stops the process at once.
    if (requested && (signals > 1 || !askedByPrimary)) {
      logger.warn({ signal }, `${name} stopping at once: second signal`);
      process.exit(1);
    }
    if (!requested) stopFor(signal);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
  process.on('message', (message: unknown) => {
    if (typeof message !== 'object' || message === null || !('type' in message) || message.type !== STOP_MESSAGE || requested) return;
    askedByPrimary = true;
    stopFor('SIGTERM');
  });
  try {
    running = await start();
  } catch (error) {
    process.stderr.write(`${startupFailureLine(name, error)}\n`);
    process.exit(1);
  }
  // Only once up: a failure during start-up still ends the process, loudly.
  hearUnhandledRejections(name);
  if (requested) stop(running, requested);
}
