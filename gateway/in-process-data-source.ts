import type { GraphQLDataSource, GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { GatewayCachePolicy, GatewayGraphQLResponse } from '@apollo/server-gateway-interface';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { execute, parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { LRUCache } from 'lru-cache';
import { ANONYMOUS } from '../subgraphs/shared/caller';
import type { CommerceClient } from '../subgraphs/shared/client';
import type { SubgraphDefinition } from '../subgraphs/shared/subgraph';
import { cacheHintOf } from './cache-hint';
import type { GatewayContext } from './context';
import { requestClient } from './upstream-budget';

const isCachePolicy = (value: unknown): value is GatewayCachePolicy =>
  typeof value === 'object' && value !== null && 'restrict' in value && typeof value.restrict === 'function';

/**
 * Runs a subgraph in the gateway's process. Unlike `LocalGraphQLDataSource`, it keeps the parsed
 * and validated form of each subgraph operation (the query planner sends the same few texts again
 * and again), and builds the area's context once per incoming request so that its DataLoaders batch
 * across every fetch the plan makes to this subgraph.
 */
export class InProcessDataSource<TContext extends object> implements GraphQLDataSource<GatewayContext> {
  private readonly schema: GraphQLSchema;
  private readonly documents = new LRUCache<string, DocumentNode>({ max: 1000 });
  private readonly contexts = new WeakMap<object, TContext>();

  constructor(
    private readonly subgraph: SubgraphDefinition<TContext>,
    private readonly client: CommerceClient,
  ) {
    this.schema = buildSubgraphSchema([{ typeDefs: subgraph.typeDefs, resolvers: subgraph.resolvers }]);
  }

  async process(options: GraphQLDataSourceProcessOptions<GatewayContext>): Promise<GatewayGraphQLResponse> {
    const { request } = options;
    const source = request.query ?? '';
    let document = this.documents.get(source);
    if (!document) {
      try {
        document = parse(source);
      } catch (error) {
        return { errors: [{ message: error instanceof Error ? error.message : String(error) }] };
      }
      const errors = validate(this.schema, document);
      if (errors.length > 0) return { errors: errors.map((error) => error.toJSON()) };
      this.documents.set(source, document);
    }
    const result = await execute({
      schema: this.schema,
      document,
      variableValues: request.variables,
      operationName: request.operationName,
      contextValue: this.contextFor(options.context),
    });
    // As a remote subgraph's Cache-Control header would: the schema's @cacheControl hints bound the
    // cache policy of the whole answer.
    const policy: unknown = 'incomingRequestContext' in options ? options.incomingRequestContext.overallCachePolicy : undefined;
    if (isCachePolicy(policy)) policy.restrict(cacheHintOf(this.schema, document, request.operationName));
    return {
      data: result.data,
      errors: result.errors?.map((error) => error.toJSON()),
    };
  }

  private contextFor(gatewayContext: Partial<GatewayContext>): TContext {
    let context = this.contexts.get(gatewayContext);
    if (!context) {
      const caller = gatewayContext.caller ?? ANONYMOUS;
      const client = requestClient(this.client, gatewayContext.upstream, caller);
      context = this.subgraph.createContext({ apiKey: gatewayContext.apiKey, client, caller });
      this.contexts.set(gatewayContext, context);
    }
    return context;
  }
}
