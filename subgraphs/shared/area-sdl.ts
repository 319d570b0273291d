import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kind, parse, print, visit, type DefinitionNode } from 'graphql';

/** Types several areas share, written once (types.graphql), and the shared scalars' declarations (scalars.graphql). */
const SHARED_TYPES_PATH = join(__dirname, 'types.graphql');
const SCALARS_PATH = join(__dirname, 'scalars.graphql');

const nameOf = (definition: DefinitionNode): string | undefined => ('name' in definition && definition.name ? definition.name.value : undefined);

/**
 * An area's whole SDL, as its subgraph serves it and codegen reads it: its own schema.graphql, the
 * shared types it refers to (by type reference, not by words in a description), and the shared scalars.
 */
export function areaSdl(area: string): string {
  const own = readFileSync(join(__dirname, '..', area, 'schema.graphql'), 'utf8');
  const referenced = new Set<string>();
  visit(parse(own), { NamedType: (node) => void referenced.add(node.name.value) });
  const shared = parse(readFileSync(SHARED_TYPES_PATH, 'utf8')).definitions.filter(
    (definition) => definition.kind !== Kind.SCHEMA_DEFINITION && referenced.has(nameOf(definition) ?? ''),
  );
  return [...shared.map((definition) => print(definition)), own, readFileSync(SCALARS_PATH, 'utf8')].join('\n\n');
}
