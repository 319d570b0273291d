/**
 * `npm run schema:check`: schema/api.graphql against the last released schema (schema/released/api.graphql)
 * and the persisted-documents manifest of client/. Exits 1 on a breaking change or an invalid document.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkSchema, describeReport, passes, type DocumentManifest } from './schema-check';

const ROOT = join(__dirname, '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

async function main(): Promise<void> {
  const manifest = JSON.parse(read('client/__generated__/persisted-documents.json')) as DocumentManifest;
  const report = await checkSchema(read('schema/released/api.graphql'), read('schema/api.graphql'), manifest);
  console.log(describeReport(report));
  if (!passes(report)) process.exitCode = 1;
}

void main();
