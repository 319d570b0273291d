import type { GatewayInterface } from '@apollo/server-gateway-interface';
import { execute, GraphQLError, Kind, type DocumentNode, type SelectionSetNode } from 'graphql';
import { RequestError } from '../http/graphql-status';
import { aroundExecutor } from './executor-wrapping';

/** The root fields graphql-js answers from the schema alone. */
const INTROSPECTION_FIELDS = new Set(['__schema', '__type', '__typename']);

/**
 * Whether `test` holds for every (or some) field a query selects at its root, through fragments too.
 * Validation has run, so every spread names a fragment of the document and none of them cycles.
 */
function rootFields(selectionSet: SelectionSetNode, document: DocumentNode, quantifier: 'every' | 'some', test: (name: string) => boolean): boolean {
  return selectionSet.selections[quantifier]((selection) => {
    if (selection.kind === Kind.FIELD) return test(selection.name.value);
    if (selection.kind === Kind.INLINE_FRAGMENT) return rootFields(selection.selectionSet, document, quantifier, test);
    const fragment = document.definitions.find((definition) => definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === selection.name.value);
    return fragment?.kind === Kind.FRAGMENT_DEFINITION && rootFields(fragment.selectionSet, document, quantifier, test);
  });
}

/**
 * The Apollo gateway, with queries of introspection alone answered by graphql-js against the API
 * schema, as a single GraphQL server answers them. The query planner checks an operation against
 * introspection types of its own, which lack what graphql-js has added since (`__Type.isOneOf`):
 * GraphiQL's and graphql-js's own `getIntrospectionQuery({ oneOf: true })` was a 500 for it. The
 * plugins' hooks (authorization, demand control, the answer limit) run as for any operation.
 * An operation that mixes such a field with others is still planned, and the planner's refusal of it
 * is the request error it is (GRAPHQL_VALIDATION_FAILED, 400 under graphql-response+json), not a 500.
 */
export function answeringIntrospection(gateway: GatewayInterface): GatewayInterface {
  return aroundExecutor(gateway, (executor) => async (requestContext) => {
    const { operation, document, schema } = requestContext;
    if (operation.operation !== 'query' || !rootFields(operation.selectionSet, document, 'every', (name) => INTROSPECTION_FIELDS.has(name))) {
      try {
        return await executor(requestContext);
      } catch (error) {
        // Thrown by planning alone: the execution of a plan reports its errors in the result.
        if (!(error instanceof GraphQLError) || error.extensions.code !== 'INVALID_GRAPHQL') throw error;
        const introspects = rootFields(operation.selectionSet, document, 'some', (name) => name === '__schema' || name === '__type');
        const hint = introspects ? ' The gateway answers it in an operation that asks for introspection alone.' : '';
        return { errors: [new RequestError(`${error.message}${hint}`, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })] };
      }
    }
    return execute({
      schema,
      document,
      operationName: requestContext.operationName,
      variableValues: requestContext.request.variables,
      contextValue: requestContext.context,
    });
  });
}
