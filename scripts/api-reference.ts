/*
 * `npm run docs:api`: writes docs/api.md from the OpenAPI document the app publishes, built as the tests
 * build the app (a throwaway SQLite database, the fixture dictionary). Run it after changing a route, a
 * contract schema or server/src/system/api-operations.ts; server/src/system/api-reference.test.ts fails
 * until docs/api.md is written again.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  API_REFERENCE_FILE,
  openApiDocumentOf,
  renderApiReference,
} from '../server/src/system/api-reference';
import { createTestApp } from '../server/src/test/app';

const app = await createTestApp();
try {
  const path = fileURLToPath(API_REFERENCE_FILE);
  await writeFile(path, await renderApiReference(await openApiDocumentOf(app), path));
  console.log(`wrote ${path}`);
} finally {
  await app.close();
}
