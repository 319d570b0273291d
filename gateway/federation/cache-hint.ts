import {
  getNamedType,
  isCompositeType,
  isObjectType,
  Kind,
  valueFromASTUntyped,
  type ConstDirectiveNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';

export interface CacheHint {
  maxAge?: number;
  scope?: 'PUBLIC' | 'PRIVATE';
}

interface Annotation extends CacheHint {
  inheritMaxAge?: boolean;
}

/** The `@cacheControl` arguments on a type or field definition, if any. */
function annotationOf(node: { readonly directives?: readonly ConstDirectiveNode[] } | null | undefined): Annotation {
  const directive = node?.directives?.find((candidate) => candidate.name.value === 'cacheControl');
  const annotation: Annotation = {};
  for (const argument of directive?.arguments ?? []) {
    const value: unknown = valueFromASTUntyped(argument.value);
    if (argument.name.value === 'maxAge' && typeof value === 'number') annotation.maxAge = value;
    if (argument.name.value === 'scope' && (value === 'PUBLIC' || value === 'PRIVATE')) annotation.scope = value;
    if (argument.name.value === 'inheritMaxAge' && value === true) annotation.inheritMaxAge = true;
  }
  return annotation;
}

/**
 * The cache hint of an operation from the schema's static `@cacheControl` directives, by the rules
 * of Apollo Server's cache-control plugin: root fields and fields returning objects are uncacheable
 * unless hinted (or marked `inheritMaxAge`), the smallest maxAge wins, and one PRIVATE makes it all
 * PRIVATE. It lets a subgraph run in the gateway's process give the hint it would send as a
 * Cache-Control header when served on its own. Dynamic hints set in resolvers are not seen.
 */
export function cacheHintOf(schema: GraphQLSchema, document: DocumentNode, operationName?: string | null): CacheHint {
  const operation = document.definitions.find(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION && (!operationName || definition.name?.value === operationName),
  );
  if (!operation || operation.kind !== Kind.OPERATION_DEFINITION) return { maxAge: 0 };
  const root = schema.getRootType(operation.operation);
  if (!root) return { maxAge: 0 };
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const overall: CacheHint = {};
  const restrict = (hint: CacheHint) => {
    if (hint.maxAge !== undefined) overall.maxAge = Math.min(overall.maxAge ?? hint.maxAge, hint.maxAge);
    if (hint.scope === 'PRIVATE') overall.scope = 'PRIVATE';
  };

  const walk = (parent: GraphQLCompositeType, selectionSet: SelectionSetNode, isRoot: boolean) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        if (type && isCompositeType(type)) walk(type, selection.selectionSet, isRoot);
        continue;
      }
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        const type = fragment && schema.getType(fragment.typeCondition.name.value);
        if (fragment && type && isCompositeType(type)) walk(type, fragment.selectionSet, isRoot);
        continue;
      }
      if (selection.name.value.startsWith('__') || !isObjectType(parent)) continue;
      const field = parent.getFields()[selection.name.value];
      if (!field) continue;
      const target = getNamedType(field.type);
      const composite = isCompositeType(target);
      const hint: Annotation = composite ? { ...annotationOf(target.astNode) } : {};
      let inherit = hint.inheritMaxAge === true;
      const fieldAnnotation = annotationOf(field.astNode);
      if (fieldAnnotation.inheritMaxAge && hint.maxAge === undefined) {
        inherit = true;
        if (fieldAnnotation.scope) hint.scope = fieldAnnotation.scope;
      } else {
        if (fieldAnnotation.maxAge !== undefined) hint.maxAge = fieldAnnotation.maxAge;
        if (fieldAnnotation.scope) hint.scope = fieldAnnotation.scope;
      }
      if (hint.maxAge === undefined && ((composite && !inherit) || isRoot)) hint.maxAge = 0;
      restrict(hint);
      if (composite && selection.selectionSet) walk(target, selection.selectionSet, false);
    }
  };
  walk(root, operation.selectionSet, true);
  return overall;
}
