import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { printLiveSchema, SCHEMA_FILE } from './schema-file.js';

const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
const introspectionFile = join(repoRoot, 'apps/web/src/graphql/graphql-env.d.ts');
const STALE = 'is out of date: run `npm run schema` and commit the result';

describe('the schema files the web is typed from', () => {
  it('schema.graphql is the live schema', () => {
    const committed = readFileSync(SCHEMA_FILE, 'utf8');
    expect(committed, `apps/web/src/graphql/schema.graphql ${STALE}`).toBe(printLiveSchema());
  });

  it('graphql-env.d.ts is generated from schema.graphql', () => {
    // Generated into a copy so the committed file is never touched; the copy keeps its header.
    const dir = mkdtempSync(join(tmpdir(), 'graphql-env-'));
    try {
      const fresh = join(dir, 'graphql-env.d.ts');
      copyFileSync(introspectionFile, fresh);
      execFileSync(
        process.execPath,
        [
          join(repoRoot, 'node_modules/gql.tada/bin/cli.js'),
          'generate',
          'output',
          '--tsconfig',
          join(repoRoot, 'apps/web/tsconfig.json'),
          '--output',
          fresh,
        ],
        { cwd: repoRoot, stdio: 'pipe' },
      );
      expect(readFileSync(introspectionFile, 'utf8'), `graphql-env.d.ts ${STALE}`).toBe(
        readFileSync(fresh, 'utf8'),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
