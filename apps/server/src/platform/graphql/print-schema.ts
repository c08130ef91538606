import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printLiveSchema, SCHEMA_FILE } from './schema-file.js';

// Run by `npm run schema` (through tsx); the web's introspection types are generated from
// the file it writes.
writeFileSync(SCHEMA_FILE, printLiveSchema());
process.stdout.write(`Wrote ${fileURLToPath(SCHEMA_FILE)}\n`);
