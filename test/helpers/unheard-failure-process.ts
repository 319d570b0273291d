import { runProcess } from '../../gateway/process-lifecycle';
import { metricsRegistry } from '../../subgraphs/shared/metrics';

/**
 * A process run as the gateway's is (runProcess) whose start leaves one failed promise with nothing
 * to hear it, then prints its count of such failures: what the process-lifecycle test watches.
 */
void runProcess('unheard', async () => {
  void Promise.reject(new Error('a failure nothing listens for'));
  await new Promise((resolve) => setTimeout(resolve, 50));
  console.log(`counted: ${(await metricsRegistry.getSingleMetricAsString('facade_unhandled_rejections_total')).split('\n').at(-1)}`);
  // As a server's listening socket would, this keeps the process running until it is stopped.
  const serving = setInterval(() => undefined, 1_000);
  return {
    shutdownTimeoutMs: 1_000,
    stop: () => {
      clearInterval(serving);
      return Promise.resolve();
    },
  };
});
