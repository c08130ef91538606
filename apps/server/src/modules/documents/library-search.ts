import { statSync } from 'node:fs';
import path from 'node:path';
import type { TBlock, TDocumentCategory, TTemplate } from '@app/domain';
import { createWordIndex } from './library-word-index.js';
import { TEMPLATES_DIR, type TLibraryEntry } from './template-library.js';

export type TLibraryDocument = {
  id: string;
  title: string;
  description: string;
  documentType: TDocumentCategory;
  popularity: number;
  status: 'ACTIVE';
  canDownload: boolean;
  createdAt: Date;
  updatedAt: Date;
};

export type TLibraryQuery = {
  q?: string;
  category?: TDocumentCategory;
  filter?: 'popular';
  limit?: number;
};

/** How many documents the popular filter shows. */
export const POPULAR_COUNT = 12;

// Placeholders and markup carry no meaning for a searcher; only the words do.
function blockText(blocks: readonly TBlock[]): string {
  const parts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') parts.push(value.replace(/\{\{[^}]*\}\}/g, ' '));
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(blocks);
  return parts.join(' ');
}

function toDocument(template: TTemplate, dir: string): TLibraryDocument {
  const { metadata } = template;
  const stat = statSync(path.join(dir, metadata.id, 'template.json'));
  return {
    id: metadata.id,
    title: metadata.title,
    description: metadata.description ?? '',
    documentType: metadata.category,
    popularity: metadata.popularity ?? 0,
    status: 'ACTIVE',
    canDownload: metadata.rights.canDownload,
    createdAt: stat.birthtime.getTime() > 0 ? stat.birthtime : stat.mtime,
    updatedAt: stat.mtime,
  };
}

/**
 * Word search over the template library, in process (see library-word-index.ts): titles
 * weigh most, then keywords, then the description; the body counts only for a multi-word
 * query found there word for word. Built once at start-up.
 */
export function createLibrarySearch(entries: readonly TLibraryEntry[], dir = TEMPLATES_DIR) {
  const documents = entries.map((e) => toDocument(e.template, dir));
  const byId = new Map(documents.map((d) => [d.id, d]));
  const templates = new Map(entries.map((e) => [e.template.metadata.id, e.template]));
  const byPopularity = [...documents].sort(
    (a, b) => b.popularity - a.popularity || a.title.localeCompare(b.title),
  );
  // Indexed most popular first, so equally good matches show the popular one first.
  const search = createWordIndex(
    byPopularity.map(({ id }) => {
      const { metadata, body } = templates.get(id)!;
      return {
        id,
        title: metadata.title,
        keywords: metadata.keywords ?? [],
        description: metadata.description ?? '',
        body: blockText(body),
      };
    }),
  );

  return {
    size: documents.length,
    get(id: string) {
      return byId.get(id);
    },
    template(id: string): TTemplate | undefined {
      return templates.get(id);
    },
    search(query: TLibraryQuery): TLibraryDocument[] {
      const q = query.q?.trim();
      let found = q ? search(q).map((id) => byId.get(id)!) : [...byPopularity];
      if (query.category) found = found.filter((d) => d.documentType === query.category);
      if (query.filter === 'popular') {
        const popular = new Set(byPopularity.slice(0, POPULAR_COUNT).map((d) => d.id));
        found = found.filter((d) => popular.has(d.id));
      }
      return found.slice(0, query.limit ?? 100);
    },
  };
}
export type TLibrarySearch = ReturnType<typeof createLibrarySearch>;
