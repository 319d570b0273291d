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
  type OperationDefinitionNode,
} from 'graphql';
import { hasScope, type Caller } from '../../subgraphs/shared/caller';

/** What a field (or every field returning a type) demands of the caller. */
interface Requirement {
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
 * The requirement keys (`Type.field`, `Type`) that `document` touches (its operation and the
 * fragments it spreads, entity fields included), in document order, each once. They depend on the
 * document alone, so the plugin keeps them per operation and judges only the caller per request.
 */
function requirementKeysOf(schema: GraphQLSchema, requirements: Requirements, document: DocumentNode): string[] {
  const keys = new Set<string>();
  const typeInfo = new TypeInfo(schema);
  const touch = (key: string) => {
    if (requirements.has(key)) keys.add(key);
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
        for (const owner of owners) touch(`${owner}.${name}`);
        const returned = typeInfo.getType();
        if (returned) touch(getNamedType(returned).name);
      },
    }),
  );
  return [...keys];
}

/** The touched requirements `caller` does not meet, in document order. */
function refusalsOf(requirements: Requirements, keys: readonly string[], caller: Caller): Refusal[] {
  const refusals: Refusal[] = [];
  for (const key of keys) {
    const requirement = requirements.get(key);
    if (!requirement) continue;
    const verdict = judge(caller, requirement);
    if (verdict !== 'ok') refusals.push({ field: key, verdict, scopes: requirement.scopes });
  }
  return refusals;
}

const scopeText = (scopes: string[][]) => scopes.map((group) => group.join(' and ')).join(' or ');

/** The one error a request gets for its refusals: UNAUTHENTICATED when no one is signed in, else FORBIDDEN naming the scopes. */
function refusalError(refusals: Refusal[]): GraphQLError {
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
    extensions: { code: 'FORBIDDEN', requiredScopes: missing, fields },
  });
}

/**
 * Enforces the SDL's `@authenticated` and `@requiresScopes` before any plan is executed, and so
 * before any service call: a request touching one field its caller may not reach is refused whole.
 */
export function authorizationPlugin<TContext extends { caller: Caller }>(requirements: Requirements): ApolloServerPlugin<TContext> {
  // Apollo keeps each parsed document while its schema lives, so the same operation node comes back
  // with every request of the same text: its keys are worked out once.
  const touched = new WeakMap<GraphQLSchema, WeakMap<OperationDefinitionNode, readonly string[]>>();
  const keysOf = (schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): readonly string[] => {
    let bySchema = touched.get(schema);
    if (!bySchema) touched.set(schema, (bySchema = new WeakMap()));
    let keys = bySchema.get(operation);
    if (!keys) {
      // The operation that runs, and the fragments: another operation of the document is not asked for.
      const asked: DocumentNode = {
        kind: Kind.DOCUMENT,
        definitions: [operation, ...document.definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)],
      };
      keys = requirementKeysOf(schema, requirements, asked);
      bySchema.set(operation, keys);
    }
    return keys;
  };
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, schema, contextValue }) {
          if (requirements.size === 0 || !operation) return;
          const refusals = refusalsOf(requirements, keysOf(schema, document, operation), contextValue.caller);
          if (refusals.length > 0) throw refusalError(refusals);
        },
      };
    },
  };
}
