import type { TRouteFrame } from '../lib/feature-routes';

/** One page as a feature's index.ts declares it: its route key, frame and page module. */
export type TDeclaredPage = { key: string; frame: TRouteFrame; specifier: string };

// `const page = pagesOf(() => import('./pages'));`
const LOADER = /const\s+(\w+)\s*=\s*pagesOf\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)\s*\)/g;
// `page('myDocuments', 'app', (p) => p.MyDocumentsPage)`
const PAGE_CALL = /\b(\w+)\(\s*['"](\w+)['"]\s*,\s*['"](bare|open|app)['"]/g;

/**
 * The pages a feature's index.ts declares with `pagesOf`, read from its source text. The
 * build uses it to tell the server which files each route's page is made of, so the server
 * can name them in the first response; the route table itself only exists once the app runs.
 */
export function declaredPages(indexSource: string): TDeclaredPage[] {
  const loaders = new Map<string, string>();
  for (const [, name = '', specifier = ''] of indexSource.matchAll(LOADER)) {
    loaders.set(name, specifier);
  }
  const pages: TDeclaredPage[] = [];
  for (const [, name = '', key = '', frame] of indexSource.matchAll(PAGE_CALL)) {
    const specifier = loaders.get(name);
    if (specifier) pages.push({ key, frame: frame as TRouteFrame, specifier });
  }
  return pages;
}

/** The module each frame's chunk starts from, as routes.tsx loads them. */
export const FRAME_MODULES: Record<TRouteFrame, string | undefined> = {
  bare: undefined,
  open: 'src/app/layout/public-layout.tsx',
  app: 'src/app/signed-in-frame.tsx',
};
