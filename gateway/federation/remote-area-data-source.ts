import { RemoteGraphQLDataSource } from '@apollo/gateway';
import { GraphQLError, parse } from 'graphql';
import { isFacadeErrorCode } from '../../client/errors';
import type { GatewayContext } from './context';
import { holdTransit } from '../limits/upstream-budget';
import { SubgraphAnswerNoRoom, withOperation } from './subgraph-fetcher';
import { busyFor, classifyFailure, rootResponseKeys, SubgraphBusyError, SubgraphUnavailableError, type SubgraphHealth } from './subgraph-health';

type ProcessOptions = Parameters<RemoteGraphQLDataSource<GatewayContext>['process']>[0];
type ProcessResult = Awaited<ReturnType<RemoteGraphQLDataSource<GatewayContext>['process']>>;
type FetcherResponse = Parameters<RemoteGraphQLDataSource<GatewayContext>['errorFromResponse']>[0];
type DataSourceConfig = NonNullable<ConstructorParameters<typeof RemoteGraphQLDataSource<GatewayContext>>[0]>;
type OperationOptions = Extract<ProcessOptions, { incomingRequestContext: unknown }>;

/** The facade error code a subgraph's refusal carries in its first error, as errorFromResponse read its body. */
function facadeCodeOf(error: Error): string | undefined {
  const body = error instanceof GraphQLError ? (error.extensions.response as { body?: unknown } | undefined)?.body : undefined;
  const first: unknown = typeof body === 'object' && body !== null && 'errors' in body && Array.isArray(body.errors) ? body.errors[0] : undefined;
  const code = typeof first === 'object' && first !== null && 'extensions' in first && typeof first.extensions === 'object' && first.extensions !== null && 'code' in first.extensions ? first.extensions.code : undefined;
  return isFacadeErrorCode(code) ? code : undefined;
}

/** A fetch for an incoming operation (not a health check or schema load): the kind enum is not exported. */
const forOperation = (options: ProcessOptions): options is OperationOptions => 'incomingRequestContext' in options;

/** The paths of the fields a fetch serves: its root fields; an entity fetch's entities are not named one by one. */
function servedPaths(options: ProcessOptions): string[][] {
  const { query, variables } = options.request;
  if (!forOperation(options) || !query || (variables && 'representations' in variables)) return [];
  // The query plan carries each fetch's text; its document only when the planner is asked to keep it.
  return rootResponseKeys(options.document ?? parse(query));
}

/**
 * A subgraph deployed on its own, reached within its operation's deadline, its failures typed and
 * counted. A request that times out, finds no connection or gets an answer that is not a GraphQL
 * response gives the fields it serves SUBGRAPH_UNAVAILABLE (`reason`, `delivered`; the gateway adds
 * `serviceName`) instead of the fetch error, whose text names the subgraph's address; while the area
 * is down, its requests are not sent at all. A request the subgraph turns away for load gives them
 * RATE_LIMITED with its Retry-After, and does not mark the area down; several in a row hold its
 * requests back for that long (SubgraphHealth.busy).
 */
export class RemoteAreaDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  constructor(
    config: DataSourceConfig,
    private readonly health: SubgraphHealth,
    private readonly production: boolean,
  ) {
    super(config);
  }

  override async process(options: ProcessOptions): Promise<ProcessResult> {
    const area = this.health.area;
    const down = this.health.down;
    if (down) return new SubgraphUnavailableError(area, down, false).response(servedPaths(options), this.production);
    const heldS = this.health.held();
    if (heldS !== undefined) return new SubgraphBusyError(area, heldS).response(servedPaths(options));
    const context = forOperation(options) ? options.context : undefined;
    const deadline = context?.deadline;
    // Spent before this fetch was reached (by the areas planned before it): nothing is sent, and the
    // area is not blamed for it.
    if (deadline !== undefined && deadline <= Date.now()) {
      return new SubgraphUnavailableError(area, 'timeout', false).response(servedPaths(options), this.production);
    }
    const sentAt = performance.now();
    try {
      const response = await (context === undefined || deadline === undefined
        ? super.process(options)
        : withOperation({ deadline, hold: (bytes, how) => holdTransit(context.upstream, bytes, how) }, () => super.process(options)));
      this.health.succeeded();
      return response;
    } catch (error) {
      if (error instanceof SubgraphBusyError) {
        this.health.busy(error, sentAt);
        return error.response(servedPaths(options));
      }
      // The gateway's own limit, not the subgraph's failure.
      if (error instanceof SubgraphAnswerNoRoom) {
        const { message, extensions } = error.refusal;
        const paths = servedPaths(options);
        return { errors: paths.length > 0 ? paths.map((path) => ({ message, path, extensions })) : [{ message, extensions }] };
      }
      if (!(error instanceof SubgraphUnavailableError)) throw error;
      this.health.failed(error.reason, error.cause);
      return error.response(servedPaths(options), this.production);
    }
  }

  /** Apollo's data source reports every failed fetch here: the subgraph's failures become SubgraphUnavailableError. */
  override didEncounterError(error: Error, _fetchRequest: unknown, fetchResponse?: FetcherResponse): void {
    const busy = fetchResponse && busyFor(fetchResponse.status, fetchResponse.headers.get('retry-after'));
    if (busy) {
      const code = facadeCodeOf(error) ?? 'RATE_LIMITED';
      // Operations that shared the request in flight each get the answer's one Headers: the refusal counts once.
      throw new SubgraphBusyError(this.health.area, busy, code, fetchResponse.status === 503 && code === 'RATE_LIMITED', fetchResponse.headers);
    }
    const failure = classifyFailure(error, fetchResponse?.status);
    if (!failure) throw error;
    throw new SubgraphUnavailableError(this.health.area, failure.reason, failure.delivered, { cause: error });
  }

  /** A subgraph's refusal (4xx) as Apollo reports it, without the subgraph's URL, which names the deployment's hosts. */
  override async errorFromResponse(response: FetcherResponse): Promise<GraphQLError> {
    const error = await super.errorFromResponse(response);
    const { url: _url, ...answered } = error.extensions.response as Record<string, unknown>;
    return new GraphQLError(error.message, { extensions: { ...error.extensions, response: answered } });
  }
}
