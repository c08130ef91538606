import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The guides as files: src/modules/assistant/knowledge, found from src and from dist alike. */
export const KNOWLEDGE_DIR = fileURLToPath(
  new URL('../../../../src/modules/assistant/knowledge', import.meta.url),
);

const ZSource = z.object({ title: z.string().min(1), url: z.string().url() });
const ZFrontMatter = z.object({
  title: z.string().min(1),
  reviewed: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  sources: z.array(ZSource).min(1),
  questions: z.array(z.string().min(1)).default([]),
});

export type TSource = z.infer<typeof ZSource>;
export type TGuide = z.infer<typeof ZFrontMatter> & { slug: string; sections: TSection[] };
export type TSection = { heading: string; text: string };

/**
 * The front matter the guides use: `key: value` lines and lists of `- key: value` maps or
 * plain `- value` items. Enough for our own files; a guide that does not fit is refused.
 */
function parseFrontMatter(block: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  let list: unknown[] | undefined;
  for (const line of block.split('\n')) {
    if (!line.trim()) continue;
    const top = /^([a-zA-Z]+):\s*(.*)$/.exec(line);
    if (top) {
      list = top[2] ? undefined : [];
      out[top[1]!] = top[2] ? top[2].trim() : list;
      continue;
    }
    const item = /^\s+-\s+(.*)$/.exec(line);
    const field = /^\s+([a-zA-Z]+):\s*(.*)$/.exec(line);
    if (item && list) {
      const pair = /^([a-zA-Z]+):\s*(.*)$/.exec(item[1]!);
      list.push(pair ? { [pair[1]!]: pair[2]!.trim() } : item[1]!.trim());
    } else if (field && list && typeof list.at(-1) === 'object') {
      (list.at(-1) as Record<string, string>)[field[1]!] = field[2]!.trim();
    } else {
      throw new Error(`unreadable front matter line: ${line}`);
    }
  }
  return out;
}

/** One guide from its markdown: front matter, then `## ` sections of plain paragraphs. */
export function parseGuide(slug: string, markdown: string): TGuide {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(markdown.replace(/\r\n/g, '\n'));
  if (!match) throw new Error(`guide ${slug}: no front matter`);
  const meta = ZFrontMatter.parse(parseFrontMatter(match[1]!));
  const sections = match[2]!
    .split(/^## /m)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [heading = '', ...rest] = part.split('\n');
      return { heading: heading.trim(), text: rest.join('\n').trim() };
    })
    .filter((s) => s.text.length > 0);
  if (sections.length === 0) throw new Error(`guide ${slug}: no sections`);
  return { ...meta, slug, sections };
}

/** Every guide in the folder, in file-name order. */
export function loadGuides(dir = KNOWLEDGE_DIR): TGuide[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => parseGuide(path.basename(f, '.md'), readFileSync(path.join(dir, f), 'utf8')));
}
