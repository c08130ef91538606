import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutputBundle, OutputChunk, Plugin } from 'vite';
import { declaredPages, FRAME_MODULES } from '../src/app/route-modules';
import { ROUTE_PATTERNS } from '../src/paths';

/** The file the server reads: for each route pattern, the files its first visit needs. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

export type TRoutePreloads = { routes: { pattern: string; scripts: string[] }[] };

const isChunk = (item: OutputBundle[string]): item is OutputChunk => item.type === 'chunk';

/** `./pages` from a feature's index.ts, as the file the bundler started a chunk from. */
function resolveModule(fromFile: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(fromFile), specifier);
  return ['.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ending) => base + ending)
    .find((file) => existsSync(file));
}

/**
 * Writes route-preloads.json beside index.html: each page's chunk, its frame's chunk and
 * everything those import, less what index.html already preloads (a page's stylesheets, if
 * any, are still loaded by the page's import as before). The server adds them to
 * the page it sends, so a phone fetches the page's code alongside the app's instead of
 * discovering it only after the app's code has run.
 */
export function routePreloads(): Plugin {
  let root = '';
  return {
    name: 'clausewell-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async writeBundle(options, bundle) {
      if (!options.dir) return;
      const chunks = Object.values(bundle).filter(isChunk);
      const byModule = new Map(
        chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId as string, c]),
      );
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      // What index.html names already: the entry and everything it imports.
      const inShell = new Set<string>();
      const collect = (fileName: string, into: Set<string>) => {
        if (into.has(fileName)) return;
        into.add(fileName);
        for (const next of byFile.get(fileName)?.imports ?? []) collect(next, into);
      };
      for (const entry of chunks.filter((c) => c.isEntry)) collect(entry.fileName, inShell);

      const chunkOf = (file: string | undefined) => (file ? byModule.get(file) : undefined);
      const featuresDir = path.join(root, 'src', 'features');
      const routes: TRoutePreloads['routes'] = [];
      for (const feature of readdirSync(featuresDir)) {
        const indexFile = path.join(featuresDir, feature, 'index.ts');
        if (!existsSync(indexFile)) continue;
        for (const page of declaredPages(readFileSync(indexFile, 'utf8'))) {
          const pattern = ROUTE_PATTERNS[page.key as keyof typeof ROUTE_PATTERNS];
          const pageChunk = chunkOf(resolveModule(indexFile, page.specifier));
          if (!pattern || !pageChunk) {
            this.warn(`no chunk found for the ${page.key} page of ${feature}`);
            continue;
          }
          const frameModule = FRAME_MODULES[page.frame];
          const frameChunk = chunkOf(frameModule && path.join(root, frameModule));
          const files = new Set<string>();
          for (const chunk of [frameChunk, pageChunk]) if (chunk) collect(chunk.fileName, files);
          const needed = [...files].filter((f) => !inShell.has(f));
          routes.push({ pattern, scripts: needed.map((f) => `/${f}`) });
        }
      }
      const out: TRoutePreloads = { routes };
      await writeFile(path.join(options.dir, ROUTE_PRELOADS_FILE), JSON.stringify(out));
    },
  };
}
