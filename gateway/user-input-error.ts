import { Kind, visit, type ASTNode, type DocumentNode, type GraphQLError, type GraphQLFormattedError } from 'graphql';

const VALUE_KINDS = new Set<string>([
  Kind.STRING,
  Kind.INT,
  Kind.FLOAT,
  Kind.BOOLEAN,
  Kind.ENUM,
  Kind.NULL,
  Kind.LIST,
  Kind.OBJECT,
]);

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

/**
 * A literal argument a scalar could not parse (a malformed DateTime, ...) is the caller's mistake, as
 * is a variable that could not be coerced: BAD_USER_INPUT, with the argument path named where the
 * document shows it. Apollo Server does the same for a subgraph served on its own; a subgraph run in
 * the gateway's process would otherwise give these errors no code.
 */
export function userInputError(error: GraphQLError, document?: DocumentNode): GraphQLFormattedError {
  const formatted = error.toJSON();
  const node = error.nodes?.[0];
  const field = document && node && VALUE_KINDS.has(node.kind) ? argumentPathOf(document, node) : undefined;
  return {
    ...formatted,
    message: field && !formatted.message.startsWith(`${field}:`) ? `${field}: ${formatted.message}` : formatted.message,
    extensions: { ...formatted.extensions, code: 'BAD_USER_INPUT', ...(field ? { field } : {}) },
  };
}

/** Whether a validation error is about an argument's value rather than the operation's shape. */
export function isValueError(error: GraphQLError): boolean {
  const node = error.nodes?.[0];
  return node !== undefined && VALUE_KINDS.has(node.kind);
}
