import type { ApolloServerPlugin } from '@apollo/server';
import { addResolversToSchema } from '@graphql-tools/schema';
import {
  GraphQLError,
  Kind,
  ValuesOfCorrectTypeRule,
  visit,
  type ASTNode,
  type DocumentNode,
  buildASTSchema,
  getVariableValues,
  parse,
  printSchema,
  validate,
  type GraphQLScalarType,
  type GraphQLSchema,
} from 'graphql';
import type { GatewayContext } from './context';
import { RequestError } from './graphql-status';

/** `filters.createdAt.gte`: the argument and input fields leading to `target` in `document`. */
function argumentPathOf(document: DocumentNode, target: ASTNode): string | undefined {
  let found: string | undefined;
  visit(document, {
    enter(node, _key, parent, _path, ancestors) {
      if (node !== target) return undefined;
      // `ancestors` stops before the direct parent.
      const names = [...ancestors, ...(parent ? [parent] : [])].flatMap((ancestor) =>
        'kind' in ancestor && (ancestor.kind === Kind.ARGUMENT || ancestor.kind === Kind.OBJECT_FIELD) ? [ancestor.name.value] : [],
      );
      found = names.join('.') || undefined;
      return false;
    },
  });
  return found;
}

function badUserInput(error: GraphQLError, document?: DocumentNode): GraphQLError {
  const node = error.nodes?.[0];
  const field = document && node ? argumentPathOf(document, node) : undefined;
  return new RequestError(field ? `${field}: ${error.message}` : error.message, {
    nodes: error.nodes,
    extensions: { code: 'BAD_USER_INPUT', ...(field ? { field } : {}) },
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
  // Literals depend only on the document, which Apollo Server reuses for a repeated operation.
  let literalsChecked = new WeakSet<DocumentNode>();
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
          literalsChecked = new WeakSet<DocumentNode>();
        },
      };
    },
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, request }) {
          if (!strictSchema) return;
          if (!literalsChecked.has(document)) {
            const [literalError] = validate(strictSchema, document, [ValuesOfCorrectTypeRule]);
            if (literalError) throw badUserInput(literalError, document);
            literalsChecked.add(document);
          }
          const definitions = operation?.variableDefinitions ?? [];
          if (definitions.length === 0) return;
          const coerced = getVariableValues(strictSchema, definitions, request.variables ?? {});
          const variableError = coerced.errors?.[0];
          if (variableError) throw badUserInput(variableError);
        },
      };
    },
  };
}
