import { GraphQLError, Kind, type ASTVisitor, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext } from 'graphql';

/**
 * Selections an operation may make once its fragments are expanded. Twenty fragments each spreading
 * twenty others, five levels down, are a 17 KB text within every other limit (depth, aliases, tokens,
 * a cost of 0 for `__typename`) that expands to 3.2 million selections, each walked for every object
 * of every answer. An application's largest operations select a few thousand.
 */
const MAX_EXPANDED_SELECTIONS = 50_000;

/**
 * Refuses an operation that selects more than `limit` fields once its fragments are expanded. The
 * count is made with each fragment counted once (memoized), so the rule's own work is the text's
 * size; a fragment cycle counts nothing here (NoFragmentCyclesRule reports it).
 */
export function maxExpandedSelectionsRule(limit: number = MAX_EXPANDED_SELECTIONS): (context: ValidationContext) => ASTVisitor {
  return (context) => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    const counted = new Map<string, number>();
    const counting = new Set<string>();
    const fragmentSize = (name: string): number => {
      const known = counted.get(name);
      if (known !== undefined) return known;
      const fragment = fragments.get(name);
      if (!fragment || counting.has(name)) return 0;
      counting.add(name);
      const size = setSize(fragment.selectionSet);
      counting.delete(name);
      counted.set(name, size);
      return size;
    };
    // Saturates past the limit: a count of billions is as refused as one over the limit.
    const setSize = (selectionSet: SelectionSetNode): number => {
      let size = 0;
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) size += 1 + (selection.selectionSet ? setSize(selection.selectionSet) : 0);
        else if (selection.kind === Kind.INLINE_FRAGMENT) size += setSize(selection.selectionSet);
        else size += fragmentSize(selection.name.value);
        if (size > limit) return limit + 1;
      }
      return size;
    };
    return {
      OperationDefinition(node) {
        if (setSize(node.selectionSet) <= limit) return;
        context.reportError(
          new GraphQLError(`The operation selects more than ${limit} fields once its fragments are expanded.`, { nodes: node }),
        );
      },
    };
  };
}
