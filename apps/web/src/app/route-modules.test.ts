import { describe, expect, it } from 'vitest';
import { FEATURES } from './features';
import { declaredPages, FRAME_MODULES } from './route-modules';

// The build reads each feature's index.ts as text to tell the server which files a page is
// made of. Read the same way here, every feature must yield exactly the routes the running
// app builds from it, or a page silently loses its head start.
const indexSources = import.meta.glob<string>('../features/*/index.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const frameSources = import.meta.glob<string>(
  ['./signed-in-frame.tsx', './layout/public-layout.tsx'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

describe('the pages the build finds in each feature', () => {
  it('are the routes the features hand the router, with their frames', () => {
    const found = Object.values(indexSources)
      .flatMap(declaredPages)
      .map((p) => `${p.key} ${p.frame}`);
    const routed = FEATURES.flatMap((f) => f.routes.map((r) => `${r.key} ${r.frame}`));
    expect(found.sort()).toEqual(routed.sort());
  });

  it('name a page module for every page and the frames routes.tsx loads', () => {
    const pages = Object.values(indexSources).flatMap(declaredPages);
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) expect(page.specifier).toMatch(/^\.\//);
    const frames = Object.values(FRAME_MODULES).filter(Boolean);
    expect(frames.map((f) => f?.replace('src/app/', './')).sort()).toEqual(
      Object.keys(frameSources).sort(),
    );
  });

  it('reads a loader and the pages that use it', () => {
    const source = `const page = pagesOf(() => import('./pages'));
      const other = pagesOf(() => import("./pages/other-page"));
      export const f = { name: 'x', routes: [
        page('signIn', 'bare', (p) => p.SignInPage),
        other(
          'home', 'app', (p) => p.HomePage, prefetchHome),
        unrelated('pricing', 'open'),
      ] };`;
    expect(declaredPages(source)).toEqual([
      { key: 'signIn', frame: 'bare', specifier: './pages' },
      { key: 'home', frame: 'app', specifier: './pages/other-page' },
    ]);
  });
});
