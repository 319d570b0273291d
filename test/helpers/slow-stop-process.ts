import { runProcess } from '../../gateway/process-lifecycle';

/**
 * A process run as the gateway's is (runProcess) whose stop takes a second, as a drain with a request
 * in flight does: what the signal-order test sends its stop request and signals to.
 */
void runProcess('slow-stop', () => {
  // As a server's listening socket would, this keeps the process running until it is stopped.
  const serving = setInterval(() => undefined, 1_000);
  console.log('slow-stop up');
  return Promise.resolve({
    shutdownTimeoutMs: 1_000,
    stop: () =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          clearInterval(serving);
          resolve();
        }, 1_000),
      ),
  });
});
