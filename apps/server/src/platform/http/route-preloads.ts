import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Written by the web build (apps/web/build/route-preloads.ts) beside index.html. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

type TRouteFiles = { pattern: string; scripts: string[] };
type TRanked = TRouteFiles & { segments: string[]; score: number };

/** The extra tags for a page's path, or undefined when the shell alone is enough. */
export type TRouteHints = (pathname: string) => { pattern: string; tags: string } | undefined;

const segmentsOf = (p: string) => p.split('/').filter(Boolean);

// As the web router ranks its routes: a fixed segment beats a parameter, which beats a splat.
const scoreOf = (segments: string[]) =>
  segments.reduce((sum, s) => sum + (s === '*' ? -2 : s.startsWith(':') ? 3 : 10), 0);

function matches(pattern: string[], path: string[]): boolean {
  for (const [i, segment] of pattern.entries()) {
    if (segment === '*') return true;
    const actual = path[i];
    if (actual === undefined) return false;
    if (!segment.startsWith(':') && segment.toLowerCase() !== actual.toLowerCase()) return false;
  }
  return pattern.length === path.length;
}

// Only the build's own fingerprinted files are named, so nothing odd reaches the HTML.
const ASSET = /^\/assets\/[\w.-]+\.js$/;

/**
 * Which of the build's files a page's first visit needs beyond index.html's own: the page's
 * code and its frame's. Named in the HTML, a phone fetches them alongside the app's code
 * instead of learning of them only once that code has run. Without the build's list (an
 * older build, a test), every page gets the plain shell.
 */
export function loadRouteHints(webDist: string): TRouteHints {
  const file = path.join(webDist, ROUTE_PRELOADS_FILE);
  if (!existsSync(file)) return () => undefined;
  const { routes } = JSON.parse(readFileSync(file, 'utf8')) as { routes: TRouteFiles[] };
  const ranked: TRanked[] = routes
    .map((r) => ({
      ...r,
      segments: segmentsOf(r.pattern),
      scripts: r.scripts.filter((s) => ASSET.test(s)),
    }))
    .map((r) => ({ ...r, score: scoreOf(r.segments) }))
    .sort((a, b) => b.score - a.score);
  return (pathname) => {
    const wanted = segmentsOf(pathname);
    const route = ranked.find((r) => matches(r.segments, wanted));
    if (!route || route.scripts.length === 0) return undefined;
    const tags = route.scripts
      .map((src) => `<link rel="modulepreload" crossorigin href="${src}">`)
      .join('\n    ');
    return { pattern: route.pattern, tags };
  };
}

/** The shell with a page's tags placed last in its head, after the app's own. */
export function withHints(html: string, tags: string): string {
  const end = html.indexOf('</head>');
  return end < 0 ? html : `${html.slice(0, end)}  ${tags}\n  ${html.slice(end)}`;
}
