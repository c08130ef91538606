import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  checkClauseLibrary,
  checkTemplate,
  resolveClauses,
  type TClauseDefinition,
  type TClauseLibrary,
  type TTemplate,
  ZClauseDefinition,
  ZTemplate,
} from '@app/domain';

// Templates are data kept in the repo: apps/server/templates/<slug>/template.json, with
// example-answers.json beside it (used by tests and previews). Shared clauses live in
// templates/_clauses/<id>.json; a template's use blocks are replaced by them as it loads.
export const TEMPLATES_DIR = fileURLToPath(new URL('../../../templates', import.meta.url));
export const CLAUSES_FOLDER = '_clauses';

export type TLibraryEntry = {
  template: TTemplate;
  exampleAnswers: Record<string, unknown>;
  /** Ids of the shared clauses the template uses, for reports and reviews. */
  clausesUsed: string[];
};

/** Template folders: every folder but those holding shared material (named with a '_'). */
export function templateSlugs(dir = TEMPLATES_DIR, only?: readonly string[]): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('_') && (!only || only.includes(d.name)))
    .map((d) => d.name)
    .sort();
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** Reads and checks the shared clauses; a broken clause stops start-up naming its file. */
export function loadClauseLibrary(dir = path.join(TEMPLATES_DIR, CLAUSES_FOLDER)): TClauseLibrary {
  const library = new Map<string, TClauseDefinition>();
  if (!existsSync(dir)) return library;
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    const file = path.join(dir, name);
    const parsed = ZClauseDefinition.safeParse(readJson(file));
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      throw new Error(`${file}: ${first?.path.join('.')}: ${first?.message}`);
    }
    if (`${parsed.data.id}.json` !== name) {
      throw new Error(`${file}: id '${parsed.data.id}' must equal the file name`);
    }
    library.set(parsed.data.id, parsed.data);
  }
  const issues = checkClauseLibrary(library);
  if (issues.length) {
    throw new Error(`${dir}: ${issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  return library;
}

function fail(file: string, issues: readonly { path: PropertyKey[]; message: string }[]): never {
  throw new Error(
    `${file}: ${issues.map((i) => `${i.path.map(String).join('.')}: ${i.message}`).join('; ')}`,
  );
}

/** Reads and checks every template; a broken template stops start-up naming its file. */
export function loadTemplateLibrary(
  dir = TEMPLATES_DIR,
  only?: readonly string[],
  clauses: TClauseLibrary = loadClauseLibrary(path.join(dir, CLAUSES_FOLDER)),
): TLibraryEntry[] {
  return templateSlugs(dir, only).map((slug) => {
    const file = path.join(dir, slug, 'template.json');
    const resolved = resolveClauses(readJson(file), clauses);
    if (!resolved.ok) fail(file, resolved.issues);
    const parsed = ZTemplate.safeParse(resolved.value);
    if (!parsed.success) fail(file, parsed.error.issues.slice(0, 1));
    const issues = checkTemplate(parsed.data);
    if (issues.length) fail(file, issues);
    if (parsed.data.metadata.id !== slug) {
      throw new Error(
        `${file}: metadata.id '${parsed.data.metadata.id}' must equal the folder name`,
      );
    }
    const exampleAnswers = readJson(path.join(dir, slug, 'example-answers.json')) as Record<
      string,
      unknown
    >;
    return { template: parsed.data, exampleAnswers, clausesUsed: resolved.used };
  });
}
