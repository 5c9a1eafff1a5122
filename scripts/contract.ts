// Writes the site's types of the platform API (shared/contract/platform.d.ts) from the platform's
// OpenAPI document, the one the platform serves at /openapi.json (`npm run contract`).
// scripts/contract.test.ts fails while the committed file differs from what this writes.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import { openApiDocument } from '#platform/http/openapi.ts';
import { allRoutes } from '#platform/routes/index.ts';

export const CONTRACT_FILE = fileURLToPath(
  new URL('../shared/contract/platform.d.ts', import.meta.url),
);

const HEADER = `// Generated from the platform's OpenAPI document by \`npm run contract\` (scripts/contract.ts):
// do not edit. scripts/contract.test.ts fails when it is stale.
`;

export async function platformTypes(): Promise<string> {
  const document = openApiDocument(allRoutes);
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], {
    // Every field the document requires is required in the type; the rest are optional.
    alphabetize: false,
    exportType: true,
  });
  const options = (await resolveConfig(CONTRACT_FILE)) ?? {};
  return format(HEADER + astToString(ast), { ...options, filepath: CONTRACT_FILE });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFile(CONTRACT_FILE, await platformTypes());
  console.log(`wrote ${CONTRACT_FILE}`);
}
