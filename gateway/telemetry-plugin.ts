import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { SpanStatusCode, trace } from '@opentelemetry/api';
import { logger } from '../subgraphs/shared/logger';
import { graphqlErrors, graphqlRequestDuration, graphqlRequests, operationLabel } from '../subgraphs/shared/metrics';

type Outcome = 'success' | 'partial' | 'error';

/**
 * Per GraphQL request: names the request's span after the operation, puts the request id in every
 * error's extensions, counts the request, its latency and its errors by code, and logs one line.
 */
export function telemetryPlugin<TContext extends BaseContext & { requestId?: string | undefined; clientAddress?: string | undefined }>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      const started = performance.now();
      const span = trace.getActiveSpan();
      // A request that never resolves to an operation (unparsable, invalid) is counted as `invalid`.
      let operation = 'invalid';
      return {
        async didResolveOperation({ operationName, operation: definition }) {
          operation = operationName ?? 'anonymous';
          span?.updateName(operation);
          span?.setAttributes({ 'graphql.operation.name': operation, 'graphql.operation.type': definition?.operation ?? 'unknown' });
        },
        async willSendResponse({ response, contextValue }) {
          if (response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          const { requestId, clientAddress } = contextValue;
          const errors = result.errors ?? [];
          if (errors.length > 0 && requestId) {
            result.errors = errors.map((error) => ({ ...error, extensions: { ...error.extensions, requestId } }));
          }
          const codes = errors.map((error) => String(error.extensions?.code ?? 'INTERNAL_SERVER_ERROR'));
          const outcome: Outcome = codes.length === 0 ? 'success' : result.data ? 'partial' : 'error';
          const labels = { operation: operationLabel(operation), outcome };
          graphqlRequests.inc(labels);
          graphqlRequestDuration.observe(labels, (performance.now() - started) / 1000);
          for (const code of codes) graphqlErrors.inc({ code });
          if (codes.length > 0) {
            span?.setAttribute('graphql.error.codes', codes);
            span?.setStatus({ code: SpanStatusCode.ERROR, message: [...new Set(codes)].join(', ') });
          }
          logger.info(
            {
              requestId,
              ...(clientAddress ? { clientAddress } : {}),
              operation,
              outcome,
              ms: Math.round(performance.now() - started),
              ...(codes.length > 0 ? { errors: codes } : {}),
            },
            'graphql request',
          );
        },
      };
    },
  };
}
