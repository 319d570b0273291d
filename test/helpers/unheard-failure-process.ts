import { runProcess } from '../../gateway/process-lifecycle';
import { metricsRegistry } from '../../subgraphs/shared/metrics';

/**
 * A process run as the gateway's is (runProcess) that, once up, leaves one failed promise with
 * nothing to hear it, then prints its count of such failures: what the process-lifecycle test watches.
 */
void runProcess('unheard', () => {
  setTimeout(() => {
    void Promise.reject(new Error('a failure nothing listens for'));
    setTimeout(() => {
      void metricsRegistry.getSingleMetricAsString('facade_unhandled_rejections_total').then((text) => console.log(`counted: ${text.split('\n').at(-1)}`));
    }, 50);
  }, 50);
  // As a server's listening socket would, this keeps the process running until it is stopped.
  const serving = setInterval(() => undefined, 1_000);
  return Promise.resolve({
    shutdownTimeoutMs: 1_000,
    stop: () => {
      clearInterval(serving);
      return Promise.resolve();
    },
  });
});
