import { GraphQLError, type ASTVisitor, type ValidationContext } from 'graphql';

/**
 * Refuses an operation whose type (subscription, here) the schema has no root for, as the GraphQL
 * specification's "Operation Type Existence" rule does (graphql-js 16 predates it). Without it, a
 * `subscription { __typename }` passes validation and the query planner fails on it as a server error.
 */
export function KnownOperationTypesRule(context: ValidationContext): ASTVisitor {
  const schema = context.getSchema();
  return {
    OperationDefinition(node) {
      if (schema.getRootType(node.operation)) return;
      context.reportError(
        new GraphQLError(
          node.operation === 'subscription'
            ? 'Subscriptions are not supported: the schema has no Subscription type.'
            : `The schema does not support ${node.operation} operations.`,
          { nodes: node },
        ),
      );
    },
  };
}
