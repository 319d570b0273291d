import type { GraphQLDataSource, GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { GatewayCachePolicy, GatewayGraphQLResponse } from '@apollo/server-gateway-interface';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { execute, getOperationAST, parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { LRUCache } from 'lru-cache';
import { ANONYMOUS, callerIdentity, type Caller } from '../../subgraphs/shared/caller';
import type { CommerceClient } from '../../subgraphs/shared/client';
import type { ReservationStore } from '../../subgraphs/shared/reservation-store';
import type { SubgraphDefinition } from '../../subgraphs/shared/subgraph';
import { cacheHintOf, type CacheHint } from './cache-hint';
import type { GatewayContext } from './context';
import { holdCopy, requestClient, standBeside, type UpstreamBudget } from '../limits/upstream-budget';
import { answerBytes, answerTooLarge } from '../limits/answer-limit';
import { refuseForeignRepresentations } from '../limits/subgraph-limits';

/** What one character of a subgraph document's text is counted as once parsed, and what each area keeps of them. */
const PARSED_BYTES_PER_CHARACTER = 96;
const PREPARED_DOCUMENTS_BYTES = 4 * 2 ** 20;

const isCachePolicy = (value: unknown): value is GatewayCachePolicy =>
  typeof value === 'object' && value !== null && 'restrict' in value && typeof value.restrict === 'function';

/** Who a fetch answers for: everything a resolver may decide by (the key, the user, the scopes). */
const callerKey = (apiKey: string | undefined, caller: Caller) =>
  `${apiKey ?? ''}\n${callerIdentity(caller)}\n${caller.kind === 'user' ? [...caller.scopes].sort().join(' ') : ''}`;

interface PreparedOperation {
  readonly document: DocumentNode;
  /** Only queries are merged; mutations always run. */
  readonly isQuery: boolean;
  readonly hint: CacheHint;
}

/** A query fetch in flight, which identical fetches of the same caller join. */
interface SharedFetch {
  readonly result: Promise<GatewayGraphQLResponse>;
  /** The client's write count when it began: a fetch that began before a write may miss it. */
  readonly writes: number;
  /** Whether the plan of the request that made the read leaves its data as it came (keepsFetchedData). */
  readonly kept: boolean;
  /** What the read's data and errors weigh as JSON (answerBytes), once measured against the maker's budget. */
  readonly measured: { bytes?: number };
  /** The operation that made the read: its budget, the refusals it had been given before, and its deadline. */
  readonly maker: { budget: UpstreamBudget | undefined; refusals: number; deadline: number | undefined };
  /** Decided by the maker once the read has ended, before anyone who joined it resumes (makersOwnFailure). */
  makersOwn?: boolean;
  joiners: number;
  /** The result as JSON, made once for every party that needs a copy. */
  json?: string;
}

/** Whether a result's errors include a service call's (a refusal to send one, or its failure): they name it. */
const serviceCallFailed = (result: GatewayGraphQLResponse): boolean => result.errors?.some((error) => error.extensions?.upstream !== undefined) ?? false;

/**
 * Whether a read's errors may be its maker's alone: one of them is a service call's, and the maker's
 * operation was refused something by its budget while the read ran (its calls or bytes spent, the pool
 * or its address's share of it full, or its client gone: a call, or a retry of a call the service had
 * failed, which then reports the service's failure), or its deadline passed before the read ended.
 * Someone who joined the read did not spend that budget and may have time left: it reads on its own
 * (its service reads merged with the others' as any are). A resolver's own errors are everyone's.
 */
function makersOwnFailure(shared: SharedFetch, result: GatewayGraphQLResponse): boolean {
  if (!serviceCallFailed(result)) return false;
  const { budget, refusals, deadline } = shared.maker;
  return (budget !== undefined && budget.refusals > refusals) || (deadline !== undefined && Date.now() >= deadline);
}

/**
 * The gateway merges a fetch's data into the objects earlier fetches of its plan brought: a result
 * with more than one reader is handed to each that joined it as its own copy, made from its JSON taken
 * before anyone changed it, unless neither the plan of the request that made the read nor the
 * joiner's changes it (a query one subgraph answers in one fetch, without rewrites): then the result
 * is handed over as it is, which both only read. Either way the joiner's share is counted against its
 * budget and the pool of answers in flight first (holdCopy): it stands in for the service read the
 * reader did not make, at about the length of its JSON. The request that made the read keeps the result itself.
 */
function shareOf(shared: SharedFetch, result: GatewayGraphQLResponse, context: Partial<GatewayContext>): GatewayGraphQLResponse {
  const asItIs = shared.kept && context.keepsFetchedData === true;
  const json = asItIs ? undefined : (shared.json ??= JSON.stringify(result));
  const budget = context.upstream;
  // Handed over as it is, the result counts as what its data weighs as JSON (measured once, by its maker).
  const refusal = budget && holdCopy(budget, json?.length ?? shared.measured.bytes ?? answerBytes(result, budget.maxBytes));
  if (refusal) return { errors: [refusal.toJSON()] };
  return json === undefined ? result : (JSON.parse(json) as GatewayGraphQLResponse);
}

/**
 * Runs a subgraph in the gateway's process. Unlike `LocalGraphQLDataSource`, it keeps the parsed
 * and validated form of each subgraph operation (the query planner sends the same few texts again
 * and again), and builds the area's context once per incoming request so that its DataLoaders batch
 * across every fetch the plan makes to this subgraph. An identical query fetch of the same caller
 * that is already running is joined rather than run again (as Hive Gateway and Apollo Router merge
 * identical subgraph requests in flight); mutations always run.
 */
export class InProcessDataSource<TContext extends object> implements GraphQLDataSource<GatewayContext> {
  private readonly schema: GraphQLSchema;
  /** Per operation name and text: the validated document, its operation and its static cache hint. */
  // Bounded by what the documents weigh: a stream of distinct large plans sends distinct large subgraph
  // documents, and a parsed document (its nodes, locations and tokens) weighs 60 to 85 times its text.
  private readonly documents = new LRUCache<string, PreparedOperation>({
    max: 1000,
    maxSize: PREPARED_DOCUMENTS_BYTES,
    sizeCalculation: (_value, key) => Math.max(1, key.length) * PARSED_BYTES_PER_CHARACTER,
  });
  private readonly contexts = new WeakMap<object, TContext>();
  private readonly inFlight = new Map<string, SharedFetch>();

  constructor(
    private readonly subgraph: SubgraphDefinition<TContext>,
    private readonly client: CommerceClient,
    /** The gateway's stock reservation records (on Redis when replicas share one). */
    private readonly reservations?: ReservationStore,
    /**
     * Whether some areas are served on their own: a subgraph request sent to one of them is lent a
     * share of the operation's budget, split between the subgraph requests sent at once, and this
     * area's requests must count among those, or a remote one sent beside it would take it all.
     */
    private readonly besideRemoteAreas = false,
  ) {
    this.schema = refuseForeignRepresentations(buildSubgraphSchema([{ typeDefs: subgraph.typeDefs, resolvers: subgraph.resolvers }]), subgraph.typeDefs);
  }

  async process(options: GraphQLDataSourceProcessOptions<GatewayContext>): Promise<GatewayGraphQLResponse> {
    if (this.besideRemoteAreas && options.context.upstream) await standBeside(options.context.upstream);
    const { request } = options;
    const source = request.query ?? '';
    const preparedKey = `${request.operationName ?? ''}\n${source}`;
    let prepared = this.documents.get(preparedKey);
    if (!prepared) {
      let document: DocumentNode;
      try {
        document = parse(source);
      } catch (error) {
        return { errors: [{ message: error instanceof Error ? error.message : String(error) }] };
      }
      const errors = validate(this.schema, document);
      if (errors.length > 0) return { errors: errors.map((error) => error.toJSON()) };
      prepared = {
        document,
        isQuery: getOperationAST(document, request.operationName)?.operation === 'query',
        hint: cacheHintOf(this.schema, document, request.operationName),
      };
      this.documents.set(preparedKey, prepared);
    }
    const { document } = prepared;
    // As a remote subgraph's Cache-Control header would: the schema's @cacheControl hints bound the
    // cache policy of the whole answer, for every request the answer serves.
    const policy: unknown = 'incomingRequestContext' in options ? options.incomingRequestContext.overallCachePolicy : undefined;
    if (isCachePolicy(policy)) policy.restrict(prepared.hint);
    if (!prepared.isQuery) return this.run(document, options);
    const caller = options.context.caller ?? ANONYMOUS;
    const key = `${callerKey(options.context.apiKey, caller)}\n${request.operationName ?? ''}\n${source}\n${JSON.stringify(request.variables ?? {})}`;
    const joined = this.inFlight.get(key);
    if (joined && joined.writes === this.client.writeCount) {
      joined.joiners++;
      const result = await joined.result;
      // The read is forgotten by now (its settling did that first): this one is another.
      return joined.makersOwn ? this.run(document, options) : shareOf(joined, result, options.context);
    }
    const kept = options.context.keepsFetchedData === true;
    const measured: SharedFetch['measured'] = {};
    const { upstream, deadline } = options.context;
    const maker = { budget: upstream, refusals: upstream?.refusals ?? 0, deadline };
    const shared: SharedFetch = { result: this.run(document, options, measured), writes: this.client.writeCount, kept, measured, maker, joiners: 0 };
    this.inFlight.set(key, shared);
    // Registered before anyone awaits the result: once it settles, no one joins any more.
    const forget = () => {
      if (this.inFlight.get(key) === shared) this.inFlight.delete(key);
    };
    shared.result.then(forget, forget);
    const result = await shared.result;
    // Every party has joined by now: their copies are made from this text, before the gateway changes
    // the result. A result this request's plan leaves as it came is written out only for a joiner
    // that needs a copy, when it asks: nothing has changed it by then.
    if (shared.joiners > 0) {
      shared.makersOwn = makersOwnFailure(shared, result);
      if (!kept && !shared.makersOwn) shared.json ??= JSON.stringify(result);
    }
    return result;
  }

  private async run(document: DocumentNode, options: GraphQLDataSourceProcessOptions<GatewayContext>, measured?: SharedFetch['measured']): Promise<GatewayGraphQLResponse> {
    const { request } = options;
    const result = await execute({
      schema: this.schema,
      document,
      variableValues: request.variables,
      operationName: request.operationName,
      contextValue: this.contextFor(options.context),
    });
    // A result may hand one read to many fields (thirty aliases of one list): it is held to the
    // operation's answer budget before anything copies it out, as the whole answer is (answer-limit.ts).
    const budget = options.context.upstream;
    const dataBytes = budget && result.data ? answerBytes(result.data, budget.maxBytes) : 0;
    if (budget && dataBytes > budget.maxBytes) return { errors: [answerTooLarge(budget.maxBytes)] };
    const response = { data: result.data, errors: result.errors?.map((error) => error.toJSON()) };
    // Field errors are handed on too: one per object of a list, each with its path.
    if (budget && measured) measured.bytes = dataBytes + (response.errors ? answerBytes(response.errors, budget.maxBytes) : 0);
    return response;
  }

  private contextFor(gatewayContext: Partial<GatewayContext>): TContext {
    let context = this.contexts.get(gatewayContext);
    if (!context) {
      const caller = gatewayContext.caller ?? ANONYMOUS;
      const client = requestClient(this.client, gatewayContext.upstream, caller, gatewayContext.requestId, gatewayContext.deadline);
      context = this.subgraph.createContext({
        apiKey: gatewayContext.apiKey,
        client,
        caller,
        reservations: this.reservations,
        settle: gatewayContext.settle,
      });
      this.contexts.set(gatewayContext, context);
    }
    return context;
  }
}
