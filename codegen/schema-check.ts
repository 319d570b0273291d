import { CriticalityLevel, diff, type Change } from '@graphql-inspector/core';
import { buildSchema, parse, validate, type GraphQLSchema } from 'graphql';

/** What changed from the released schema to the current one, by what it does to a client, and the documents it breaks. */
export interface SchemaReport {
  /** A client built against the released schema fails: a field, type, argument or enum value it may use is gone or changed. */
  breaking: Change[];
  /** A client may behave differently without failing (a new enum value, a changed default, a new union member). */
  dangerous: Change[];
  safe: Change[];
  /** Persisted documents that no longer parse or validate against the current schema, by id. */
  documents: string[];
}

/** A persisted-documents manifest: id (`sha256:…`) → document text, as client/__generated__/persisted-documents.json. */
export type DocumentManifest = Readonly<Record<string, string>>;

/** Each manifest document's problems with `schema`, one line per document that fails to parse or validate. */
export function documentProblems(schema: GraphQLSchema, manifest: DocumentManifest): string[] {
  const problems: string[] = [];
  for (const [id, text] of Object.entries(manifest)) {
    try {
      const errors = validate(schema, parse(text));
      if (errors.length > 0) problems.push(`${id}: ${errors.map((error) => error.message).join('; ')}`);
    } catch (error) {
      problems.push(`${id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return problems;
}

/**
 * Compares the current API schema with the released one (graphql-inspector's criticality levels)
 * and validates the persisted documents the released clients send against the current schema.
 */
export async function checkSchema(releasedSdl: string, currentSdl: string, manifest: DocumentManifest): Promise<SchemaReport> {
  const current = buildSchema(currentSdl);
  const changes = await diff(buildSchema(releasedSdl), current);
  const at = (level: CriticalityLevel) => changes.filter((change) => change.criticality.level === level);
  return {
    breaking: at(CriticalityLevel.Breaking),
    dangerous: at(CriticalityLevel.Dangerous),
    safe: at(CriticalityLevel.NonBreaking),
    documents: documentProblems(current, manifest),
  };
}

/** Whether the change may go out: nothing breaking, and every persisted document still valid. */
export const passes = (report: SchemaReport): boolean => report.breaking.length === 0 && report.documents.length === 0;

/** The report as a reviewer reads it. */
export function describeReport(report: SchemaReport): string {
  const section = (title: string, changes: readonly Change[]) =>
    changes.length === 0 ? [] : [`${title} (${changes.length}):`, ...changes.map((change) => `  - ${change.message}${change.path ? ` [${change.path}]` : ''}`)];
  return [
    ...section('Breaking changes', report.breaking),
    ...section('Dangerous changes', report.dangerous),
    ...(report.safe.length === 0 ? [] : [`Safe changes: ${report.safe.length}`]),
    ...(report.documents.length === 0 ? [] : [`Persisted documents invalid against the schema (${report.documents.length}):`, ...report.documents.map((line) => `  - ${line}`)]),
    ...(report.breaking.length > 0
      ? ['A breaking change needs the released baseline (schema/released/api.graphql) updated in the same change, with the clients that depend on it.']
      : []),
    passes(report) ? 'schema:check passed' : 'schema:check failed',
  ].join('\n');
}
