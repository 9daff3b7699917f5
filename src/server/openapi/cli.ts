import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openApiDocument, renderApiMarkdown } from './api-markdown';

// npm run docs:api — writes docs/api.md from the OpenAPI document (docs/decisions/200).
const target = fileURLToPath(new URL('../../../docs/api.md', import.meta.url));
writeFileSync(target, renderApiMarkdown(await openApiDocument()));
console.info(`wrote ${target}`);
