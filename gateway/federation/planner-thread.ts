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

/** The planner's refusal: a GraphQLError's code, or whether it is one of its limits on selections (plain Errors). */
export interface PlannerFailure {
  message: string;
  code: string | undefined;
  selectionLimit: boolean;
}

/** Its answer: the plan, or the planner's refusal as the gateway's own planner would have thrown it. */
export type PlanAnswer = { id: number; plan: QueryPlan } | { id: number; error: PlannerFailure };

/** The planner's two limits on what an operation selects, thrown as plain Errors (buildPlan.js, recursiveSelectionsLimit.js). */
const SELECTION_LIMITS = /^(Number of non-local selections exceeds limit|Exceeded maximum recursive selections)/;

/** The gateway's own switches for those limits, read as it reads them, so that a plan here is the plan it would make. */
const PLAN_OPTIONS = {
  recursiveSelectionsLimitDisabled: process.env.APOLLO_DISABLE_SECURITY_RECURSIVE_SELECTIONS_CHECK === 'true',
  nonLocalSelectionsLimitDisabled: process.env.APOLLO_DISABLE_SECURITY_NON_LOCAL_SELECTIONS_CHECK === 'true',
};

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
    answer = { id, plan: planner.buildQueryPlan(operation, PLAN_OPTIONS) };
  } catch (error) {
    const code = error instanceof GraphQLError && typeof error.extensions.code === 'string' ? error.extensions.code : undefined;
    const message = error instanceof Error ? error.message : String(error);
    answer = { id, error: { message, code, selectionLimit: code === undefined && SELECTION_LIMITS.test(message) } };
  }
  port.postMessage(answer);
});
port.postMessage('ready');
