import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkTemplate, type TTemplate, ZTemplate } from '@app/domain';

// Templates are data kept in the repo: apps/server/templates/<slug>/template.json, with
// example-answers.json beside it (used by tests and previews).
export const TEMPLATES_DIR = fileURLToPath(new URL('../../../templates', import.meta.url));

export type TLibraryEntry = { template: TTemplate; exampleAnswers: Record<string, unknown> };

/** Reads and checks every template; a broken template stops start-up naming its file. */
export function loadTemplateLibrary(
  dir = TEMPLATES_DIR,
  only?: readonly string[],
): TLibraryEntry[] {
  const slugs = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && (!only || only.includes(d.name)))
    .map((d) => d.name)
    .sort();
  return slugs.map((slug) => {
    const file = path.join(dir, slug, 'template.json');
    const parsed = ZTemplate.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      throw new Error(`${file}: ${first?.path.join('.')}: ${first?.message}`);
    }
    const issues = checkTemplate(parsed.data);
    if (issues.length) {
      throw new Error(
        `${file}: ${issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
      );
    }
    if (parsed.data.metadata.id !== slug) {
      throw new Error(
        `${file}: metadata.id '${parsed.data.metadata.id}' must equal the folder name`,
      );
    }
    const examplePath = path.join(dir, slug, 'example-answers.json');
    const exampleAnswers = JSON.parse(readFileSync(examplePath, 'utf8')) as Record<string, unknown>;
    return { template: parsed.data, exampleAnswers };
  });
}
