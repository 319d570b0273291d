import { parentPort, workerData } from 'node:worker_threads';
import { operationFromDocument, Supergraph } from '@apollo/federation-internals';
import { QueryPlanner, type QueryPlan } from '@apollo/query-planner';
import { GraphQLError, parse } from 'graphql';

/** What the gateway asks of its planning thread: the plan of one operation of a validated document. */
export interface PlanRequest {
  id: number;
  source: string;
  operationName: string | null;
}

/** Its answer: the plan, or the planner's refusal as the gateway's own planner would have thrown it. */
export type PlanAnswer = { id: number; plan: QueryPlan } | { id: number; error: { message: string; code: string | undefined } };

/**
 * The planning thread (query-planning.ts starts it): the same supergraph and query planner as the
 * Apollo gateway's, with its defaults, so a plan made here is the plan the gateway would have made.
 * Plans are plain data (the query planner's fetch nodes hold operation text), so they cross to the
 * gateway as structured clones.
 */
const supergraph = Supergraph.build((workerData as { supergraphSdl: string }).supergraphSdl);
const apiSchema = supergraph.apiSchema();
const planner = new QueryPlanner(supergraph);
const port = parentPort!;

port.on('message', ({ id, source, operationName }: PlanRequest) => {
  let answer: PlanAnswer;
  try {
    const operation = operationFromDocument(apiSchema, parse(source), { operationName: operationName ?? undefined });
    answer = { id, plan: planner.buildQueryPlan(operation, { recursiveSelectionsLimitDisabled: false, nonLocalSelectionsLimitDisabled: false }) };
  } catch (error) {
    const code = error instanceof GraphQLError && typeof error.extensions.code === 'string' ? error.extensions.code : undefined;
    answer = { id, error: { message: error instanceof Error ? error.message : String(error), code } };
  }
  port.postMessage(answer);
});
port.postMessage('ready');
