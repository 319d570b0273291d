import type { ApolloServerPlugin } from '@apollo/server';
import { addResolversToSchema } from '@graphql-tools/schema';
import {
  GraphQLError,
  ValuesOfCorrectTypeRule,
  buildASTSchema,
  getVariableValues,
  parse,
  printSchema,
  validate,
  type GraphQLScalarType,
  type GraphQLSchema,
} from 'graphql';
import type { GatewayContext } from './context';

function badUserInput(error: GraphQLError): GraphQLError {
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    extensions: { code: 'BAD_USER_INPUT' },
  });
}

/**
 * The gateway passes custom scalars through untouched, so a malformed DateTime would only fail
 * inside a subgraph, as an opaque downstream error. This checks every literal and variable of the
 * operation against the real scalar definitions first, rejecting bad values with BAD_USER_INPUT
 * before any subgraph (and so any upstream call) is reached.
 */
export function scalarValidationPlugin(scalars: GraphQLScalarType[]): ApolloServerPlugin<GatewayContext> {
  let strictSchema: GraphQLSchema | undefined;
  const present = (schema: GraphQLSchema) => scalars.filter((scalar) => schema.getType(scalar.name));
  return {
    async serverWillStart() {
      return {
        schemaDidLoadOrUpdate({ apiSchema }) {
          const rebuilt = buildASTSchema(parse(printSchema(apiSchema)));
          strictSchema = addResolversToSchema({
            schema: rebuilt,
            resolvers: Object.fromEntries(present(rebuilt).map((scalar) => [scalar.name, scalar])),
          });
        },
      };
    },
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, request }) {
          if (!strictSchema) return;
          const [literalError] = validate(strictSchema, document, [ValuesOfCorrectTypeRule]);
          if (literalError) throw badUserInput(literalError);
          const coerced = getVariableValues(strictSchema, operation?.variableDefinitions ?? [], request.variables ?? {});
          const variableError = coerced.errors?.[0];
          if (variableError) throw badUserInput(variableError);
        },
      };
    },
  };
}
