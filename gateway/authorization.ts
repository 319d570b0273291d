import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  TypeInfo,
  getNamedType,
  isAbstractType,
  isTypeDefinitionNode,
  isTypeExtensionNode,
  valueFromASTUntyped,
  visit,
  visitWithTypeInfo,
  type ConstDirectiveNode,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import { hasScope, type Caller } from '../subgraphs/shared/caller';

/** What a field (or every field returning a type) demands of the caller. */
export interface Requirement {
  authenticated: boolean;
  /** `@requiresScopes(scopes:)`: any one inner list, all of its scopes. */
  scopes: string[][] | undefined;
}

/** `Type.field` (and `Type` for type-level directives) → requirement. */
export type Requirements = ReadonlyMap<string, Requirement>;

function requirementOf(node: { readonly directives?: readonly ConstDirectiveNode[] | undefined }): Requirement | undefined {
  let authenticated = false;
  let scopes: string[][] | undefined;
  for (const directive of node.directives ?? []) {
    if (directive.name.value === 'authenticated') authenticated = true;
    if (directive.name.value === 'requiresScopes') {
      const argument = directive.arguments?.find((candidate) => candidate.name.value === 'scopes');
      const value: unknown = argument ? valueFromASTUntyped(argument.value) : undefined;
      if (Array.isArray(value)) scopes = value.map((group: unknown) => (Array.isArray(group) ? group.map(String) : [String(group)]));
    }
  }
  return authenticated || scopes ? { authenticated, scopes } : undefined;
}

/**
 * The `@authenticated` and `@requiresScopes` directives of a schema's SDL (the composed supergraph,
 * where composition keeps them, or one subgraph's own SDL), by field and by type.
 */
export function requirementsOf(sdl: DocumentNode): Requirements {
  const requirements = new Map<string, Requirement>();
  for (const definition of sdl.definitions) {
    if (!isTypeDefinitionNode(definition) && !isTypeExtensionNode(definition)) continue;
    const typeName = definition.name.value;
    const typeRequirement = requirementOf(definition);
    if (typeRequirement) requirements.set(typeName, typeRequirement);
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.OBJECT_TYPE_EXTENSION && definition.kind !== Kind.INTERFACE_TYPE_DEFINITION && definition.kind !== Kind.INTERFACE_TYPE_EXTENSION) continue;
    for (const field of definition.fields ?? []) {
      const requirement = requirementOf(field);
      if (requirement) requirements.set(`${typeName}.${field.name.value}`, requirement);
    }
  }
  return requirements;
}

/** Whether the caller meets a requirement: `unauthenticated`, `forbidden` or `ok`. */
function judge(caller: Caller, requirement: Requirement): 'unauthenticated' | 'forbidden' | 'ok' {
  if (caller.kind === 'anonymous') return 'unauthenticated';
  if (requirement.scopes && !requirement.scopes.some((group) => group.every((scope) => hasScope(caller, scope)))) return 'forbidden';
  return 'ok';
}

interface Refusal {
  field: string;
  verdict: 'unauthenticated' | 'forbidden';
  scopes: string[][] | undefined;
}

/**
 * Every field and fragment of `document` (its operation and the fragments it spreads, entity fields
 * included) checked against the requirements; the refusals, in document order.
 */
export function refusalsOf(schema: GraphQLSchema, requirements: Requirements, document: DocumentNode, caller: Caller): Refusal[] {
  const refusals: Refusal[] = [];
  const typeInfo = new TypeInfo(schema);
  const check = (key: string) => {
    const requirement = requirements.get(key);
    if (!requirement) return;
    const verdict = judge(caller, requirement);
    if (verdict !== 'ok' && !refusals.some((refusal) => refusal.field === key)) refusals.push({ field: key, verdict, scopes: requirement.scopes });
  };
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const parent = typeInfo.getParentType();
        const name = node.name.value;
        if (!parent || name.startsWith('__')) return;
        // A field asked on an interface or union is checked on every type that may answer it.
        const owners = isAbstractType(parent) ? schema.getPossibleTypes(parent).map((type) => type.name) : [parent.name];
        for (const owner of owners) check(`${owner}.${name}`);
        const returned = typeInfo.getType();
        if (returned) check(getNamedType(returned).name);
      },
    }),
  );
  return refusals;
}

const scopeText = (scopes: string[][]) => scopes.map((group) => group.join(' and ')).join(' or ');

/** The one error a request gets for its refusals: UNAUTHENTICATED when no one is signed in, else FORBIDDEN naming the scopes. */
export function refusalError(refusals: Refusal[]): GraphQLError {
  const fields = refusals.map((refusal) => refusal.field);
  const unauthenticated = refusals.filter((refusal) => refusal.verdict === 'unauthenticated');
  if (unauthenticated.length > 0) {
    return new GraphQLError(`Authentication required for ${fields.join(', ')}: send Authorization: Bearer <token>`, {
      extensions: { code: 'UNAUTHENTICATED', fields },
    });
  }
  const [first] = refusals;
  const missing = first?.scopes ?? [];
  return new GraphQLError(`${first?.field} requires the scope ${scopeText(missing)}`, {
    extensions: { code: 'FORBIDDEN', field: first?.field, requiredScopes: missing, fields },
  });
}

/**
 * Enforces the SDL's `@authenticated` and `@requiresScopes` before any plan is executed, and so
 * before any service call: a request touching one field its caller may not reach is refused whole.
 */
export function authorizationPlugin<TContext extends { caller: Caller }>(requirements: Requirements): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, schema, contextValue }) {
          if (requirements.size === 0 || !operation) return;
          // The operation that runs, and the fragments: another operation of the document is not asked for.
          const asked: DocumentNode = {
            kind: Kind.DOCUMENT,
            definitions: [operation, ...document.definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)],
          };
          const refusals = refusalsOf(schema, requirements, asked, contextValue.caller);
          if (refusals.length > 0) throw refusalError(refusals);
        },
      };
    },
  };
}
