import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { addResolversToSchema } from '@graphql-tools/schema';
import {
  GraphQLError,
  Kind,
  ValuesOfCorrectTypeRule,
  visit,
  type ASTNode,
  type DocumentNode,
  type OperationDefinitionNode,
  buildASTSchema,
  coerceInputValue,
  isInputType,
  isNonNullType,
  parse,
  printSchema,
  typeFromAST,
  validate,
  type ASTVisitor,
  type GraphQLScalarType,
  type GraphQLSchema,
  type ValidationContext,
} from 'graphql';
import { ScalarValueError } from '../../subgraphs/shared/scalars';
import { RequestError } from '../http/graphql-status';

/** `filters.createdAt.gte`, `input.loads.1.amount`: the argument, input fields and list positions leading to `target`. */
function argumentPathOf(document: DocumentNode, target: ASTNode): string | undefined {
  let found: string | undefined;
  visit(document, {
    enter(node, _key, parent, path, ancestors) {
      if (node !== target) return undefined;
      // `ancestors` stops before the direct parent; `path[i]` leads from the i-th of them onwards.
      const chain = [...ancestors, ...(parent ? [parent] : [])];
      const names: (string | number)[] = [];
      chain.forEach((ancestor, index) => {
        if (!('kind' in ancestor)) return;
        if (ancestor.kind === Kind.ARGUMENT || ancestor.kind === Kind.OBJECT_FIELD) names.push(ancestor.name.value);
        const position = path[index + 1];
        if (ancestor.kind === Kind.LIST && typeof position === 'number') names.push(position);
      });
      found = names.join('.') || undefined;
      return false;
    },
  });
  return found;
}

/** What a value is refused for: a shared scalar's own reason, without GraphQL's "Expected type" preamble. */
const reasonOf = (error: GraphQLError): string =>
  error.originalError instanceof ScalarValueError ? error.originalError.message : error.message;

function badUserInput(error: GraphQLError, field: string | undefined): GraphQLError {
  const reason = reasonOf(error);
  return new RequestError(field ? `${field}: ${reason}` : reason, {
    nodes: error.nodes,
    extensions: { code: 'BAD_USER_INPUT', ...(field ? { fields: [field] } : {}) },
  });
}

/** The argument a variable is first used for (`input.data.code` for `data: { code: $c }`). */
export function variableUsePath(operation: OperationDefinitionNode, name: string): string | undefined {
  let use: ASTNode | undefined;
  visit(operation.selectionSet, {
    Variable(node) {
      if (use || node.name.value !== name) return;
      use = node;
    },
  });
  return use ? argumentPathOf({ kind: Kind.DOCUMENT, definitions: [operation] }, use) : undefined;
}

/**
 * The first variable value its type refuses, named by the argument it is used for and the path inside
 * it (`input.loads.1.amount`), or a required variable left out (as GraphQL words it); undefined when
 * every variable is valid. Each value is coerced once here (graphql-js's getVariableValues would
 * coerce them all again to find what is missing).
 */
function invalidVariable(schema: GraphQLSchema, operation: OperationDefinitionNode, variables: Record<string, unknown>): GraphQLError | undefined {
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type);
    if (!type || !isInputType(type)) continue;
    if (!Object.hasOwn(variables, name)) {
      if (isNonNullType(type) && !definition.defaultValue) {
        return badUserInput(new GraphQLError(`Variable "$${name}" of required type "${String(type)}" was not provided.`, { nodes: definition }), undefined);
      }
      continue;
    }
    let problem: { path: readonly (string | number)[]; error: GraphQLError } | undefined;
    coerceInputValue(variables[name], type, (path, _value, error) => {
      problem ??= { path, error };
    });
    if (!problem) continue;
    const argument = variableUsePath(operation, name) ?? name;
    return badUserInput(problem.error, [argument, ...problem.path].join('.'));
  }
  return undefined;
}

/**
 * graphql-js reads a Float (or JSON number) literal with parseFloat and keeps Infinity (`1e309`, or an
 * integer 400 digits long), which no argument can carry: it would fail only while the query plan is
 * built, as a server error.
 */
function FiniteNumberLiteralsRule(context: ValidationContext): ASTVisitor {
  const check = (node: { value: string } & ASTNode) => {
    if (!Number.isFinite(Number(node.value))) context.reportError(new GraphQLError('must be a finite number', { nodes: node }));
  };
  return { FloatValue: check, IntValue: check };
}

/**
 * The gateway passes custom scalars through untouched, so a malformed DateTime or a negative Amount
 * would only fail inside a subgraph, as an opaque downstream error. This checks every literal and
 * variable of the operation against the real scalar definitions first, rejecting bad values with
 * BAD_USER_INPUT naming the argument (and the path inside it) before any subgraph (and so any
 * upstream call) is reached.
 */
export function scalarValidationPlugin<TContext extends BaseContext>(scalars: GraphQLScalarType[]): ApolloServerPlugin<TContext> {
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
            const [literalError] = validate(strictSchema, document, [ValuesOfCorrectTypeRule, FiniteNumberLiteralsRule]);
            const node = literalError?.nodes?.[0];
            if (literalError) throw badUserInput(literalError, node ? argumentPathOf(document, node) : undefined);
            literalsChecked.add(document);
          }
          if (!operation?.variableDefinitions?.length) return;
          const variables = request.variables ?? {};
          const invalid = invalidVariable(strictSchema, operation, variables);
          if (invalid) throw invalid;
        },
      };
    },
  };
}
