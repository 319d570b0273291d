import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/**
 * Selections an operation may make once its fragments are expanded. Twenty fragments each spreading
 * twenty others, five levels down, are a 17 KB text within every other limit (depth, aliases, tokens,
 * a cost of 0 for `__typename`) that expands to 3.2 million selections, each walked for every object
 * of every answer. An application's largest operations select a few thousand.
 */
const MAX_EXPANDED_SELECTIONS = 50_000;

/** What one node adds to a count, before what it selects (a field's subselection, a fragment's selections). */
type Weigh = (node: SelectionNode | FragmentDefinitionNode | OperationDefinitionNode) => number;

const selectionsWeigh: Weigh = (node) => (node.kind === Kind.FIELD ? 1 : 0);
const directivesWeigh: Weigh = (node) => node.directives?.length ?? 0;

/**
 * The total `weigh` gives a selection set with its fragments expanded: a fragment counts in full
 * wherever it is spread, its own directives with it, yet is walked once (memoized), so the count costs
 * the text's size. A fragment cycle counts nothing here (NoFragmentCyclesRule reports it). The count
 * saturates past `limit`: a count of billions is as refused as one over the limit.
 */
function expandedCounter(fragmentNamed: (name: string) => FragmentDefinitionNode | undefined, weigh: Weigh, limit: number, deep = true) {
  const counted = new Map<string, number>();
  const counting = new Set<string>();
  const fragmentSize = (name: string): number => {
    const known = counted.get(name);
    if (known !== undefined) return known;
    const fragment = fragmentNamed(name);
    if (!fragment || counting.has(name)) return 0;
    counting.add(name);
    const size = Math.min(limit + 1, weigh(fragment) + setSize(fragment.selectionSet));
    counting.delete(name);
    counted.set(name, size);
    return size;
  };
  const setSize = (selectionSet: SelectionSetNode): number => {
    let size = 0;
    for (const selection of selectionSet.selections) {
      size += weigh(selection);
      if (selection.kind === Kind.FIELD) size += deep && selection.selectionSet ? setSize(selection.selectionSet) : 0;
      else if (selection.kind === Kind.INLINE_FRAGMENT) size += setSize(selection.selectionSet);
      else size += fragmentSize(selection.name.value);
      if (size > limit) return limit + 1;
    }
    return size;
  };
  return setSize;
}

/**
 * The fields one object answered for a selection set holds itself, its fragments expanded and the
 * fields its own fields select left out, up to `limit` (past it, `limit + 1`).
 */
export function directSelections(
  selectionSet: SelectionSetNode,
  fragments: Readonly<Record<string, FragmentDefinitionNode>>,
  limit: number = MAX_EXPANDED_SELECTIONS,
): number {
  return expandedCounter((name) => fragments[name], selectionsWeigh, limit, false)(selectionSet);
}

function expandedCountRule(limit: number, weigh: Weigh, refusal: string): (context: ValidationContext) => ASTVisitor {
  return (context) => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    const setSize = expandedCounter((name) => fragments.get(name), weigh, limit);
    return {
      OperationDefinition(node) {
        if (weigh(node) + setSize(node.selectionSet) <= limit) return;
        context.reportError(new GraphQLError(refusal, { nodes: node }));
      },
    };
  };
}

/** Refuses an operation that selects more than `limit` fields once its fragments are expanded. */
export const maxExpandedSelectionsRule = (limit: number = MAX_EXPANDED_SELECTIONS): ((context: ValidationContext) => ASTVisitor) =>
  expandedCountRule(limit, selectionsWeigh, `The operation selects more than ${limit} fields once its fragments are expanded.`);

/**
 * Refuses an operation that carries more than `limit` directives once its fragments are expanded:
 * each spread's own directives count, as well as the fragment's wherever it is spread. The query
 * planner plans every `@include`/`@skip` condition apart (tens of milliseconds each); GraphQL Armor's
 * directive limit counts a fragment spread again without the spread's own directives, so a thousand
 * `...F @include(if: $vN)` passed its limit of 50 and took seconds to plan.
 */
export const maxExpandedDirectivesRule = (limit: number): ((context: ValidationContext) => ASTVisitor) =>
  expandedCountRule(limit, directivesWeigh, `The operation carries more than ${limit} directives once its fragments are expanded.`);

/**
 * Refuses an operation that selects the field `name` more than `limit` times once its fragments are
 * expanded (under any alias, on any type), with `refusal` as the error.
 */
export const maxFieldSelectionsRule = (name: string, limit: number, refusal: string): ((context: ValidationContext) => ASTVisitor) =>
  expandedCountRule(limit, (node) => (node.kind === Kind.FIELD && node.name.value === name ? 1 : 0), refusal);
