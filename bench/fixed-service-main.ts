/**
 * The fixed-answer service in a process of its own, so that the bench can read its CPU time apart
 * from the routers' and the load generator's: `node --import tsx bench/fixed-service-main.ts <port>`.
 * Prints `{"url": ...}` once it listens; stops on SIGTERM.
 */
import { startFixedService } from './fixed-service';

void (async () => {
  const service = await startFixedService(Number(process.argv[2] ?? 0));
  process.stdout.write(`${JSON.stringify({ url: service.url })}\n`);
  const stop = () => void service.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
})();
