import {
  BREAK,
  Kind,
  getNamedType,
  isAbstractType,
  isInputObjectType,
  typeFromAST,
  visit,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * Which subgraph operations graphql-jit may compile. It turns an operation into JavaScript text and
 * runs it, so what it compiles is held to what it provably prints and runs as graphql-js would:
 *
 * - No string literal and no input-object literal. graphql-jit prints a field's literal arguments
 *   into the generated code through `JSON.stringify`, then rewrites its own markers for dates back
 *   into code, unescaped: a string literal carrying that marker would run as code in the gateway
 *   (the query planner passes a caller's literals on as written). What is left to print are names,
 *   numbers, booleans, enum values, null and lists of them, which the GraphQL lexer holds to their
 *   grammar. An input-object literal with a variable inside is also read otherwise than graphql-js
 *   reads it (an omitted variable's field is set to null, not to its default).
 * - No directive: `@skip`/`@include` on fragments are applied wrongly (a fragment spread twice, once
 *   skipped, loses its fields).
 * - No variable with a default (an omitted one is refused), and no variable of an input-object type
 *   (an omitted field with a default is left unset).
 * - At most `MAX_COMPILED_FIELDS` fields once fragments are expanded: graphql-jit writes out every
 *   field of every spread, so compiling costs about 0.07 ms and 3 to 6 KB a field, whatever the
 *   length of the text (a 1,633-character document of twenty spreads is 1,440 fields: 100 ms and
 *   4 MB).
 * - A schema whose abstract types all resolve their type: graphql-jit's default resolver throws
 *   inside a promise callback where nothing catches it, and the query never settles.
 */
const MAX_COMPILED_FIELDS = 150;
/** What a compiled operation keeps, a field once fragments are expanded: its code, and what its runs build and optimize. */
export const COMPILED_BYTES_PER_FIELD = 8 * 1024;
/** The longest text compiled: literal lists are printed into the code whole. */
const MAX_COMPILED_CHARACTERS = 2048;

/** Whether every union and interface of the schema resolves its own type. */
export function abstractTypesResolve(schema: GraphQLSchema): boolean {
  return Object.values(schema.getTypeMap()).every((type) => !isAbstractType(type) || type.resolveType !== undefined);
}

/** How many fields the operation selects once every fragment is expanded. */
function expandedFields(document: DocumentNode, operation: OperationDefinitionNode): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  // Validated documents have no fragment cycles; each fragment is counted once and reused.
  const counted = new Map<string, number>();
  const count = (selectionSet: SelectionSetNode | undefined): number => {
    let fields = 0;
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) fields += 1 + count(selection.selectionSet);
      else if (selection.kind === Kind.INLINE_FRAGMENT) fields += count(selection.selectionSet);
      else {
        const name = selection.name.value;
        let spread = counted.get(name);
        if (spread === undefined) counted.set(name, (spread = count(fragments.get(name)?.selectionSet)));
        fields += spread;
      }
    }
    return fields;
  };
  return count(operation.selectionSet);
}

/** The operation's expanded field count when graphql-jit may compile it (see above), else undefined. */
export function compilableFields(schema: GraphQLSchema, source: string, document: DocumentNode, operation: OperationDefinitionNode): number | undefined {
  if (operation.operation !== 'query' || source.length > MAX_COMPILED_CHARACTERS) return undefined;
  let printable = true;
  const refuse = () => {
    printable = false;
    return BREAK;
  };
  visit(document, { Directive: refuse, StringValue: refuse, ObjectValue: refuse });
  if (!printable) return undefined;
  const variablesAlike = (operation.variableDefinitions ?? []).every((definition) => {
    const type = typeFromAST(schema, definition.type);
    return definition.defaultValue === undefined && type !== undefined && !isInputObjectType(getNamedType(type));
  });
  if (!variablesAlike) return undefined;
  const fields = expandedFields(document, operation);
  return fields <= MAX_COMPILED_FIELDS ? fields : undefined;
}
