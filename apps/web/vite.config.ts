import { SERVER_PATH_PREFIXES } from '@app/domain';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { deferredStyles } from './build/deferred-styles';
import { precompress } from './build/precompress';
import { routePreloads } from './build/route-preloads';

// The API server runs separately in development; everything it answers is proxied so the
// browser sees one origin, as in production where the server also serves this app. The
// prefixes are the server's own list (packages/domain), which its static fallback reads too.
const API_TARGET = 'http://localhost:3000';

const proxy = Object.fromEntries(
  SERVER_PATH_PREFIXES.map((prefix): [string, ProxyOptions] => [
    // A prefix without a trailing slash matches its whole segment only (/graphql, not /graphqlx).
    prefix.endsWith('/') ? `^${prefix}` : `^${prefix}(?:[/?]|$)`,
    { target: API_TARGET, changeOrigin: false },
  ]),
);

// Mantine's components, hooks and icons, shared by nearly every page. Left to the automatic
// split they became dozens of files of a few hundred bytes each, and a phone on HTTP/1.1
// (six connections, a round trip each) spent longer asking for them than downloading them.
const UI_LIBRARIES =
  /node_modules[\\/](@mantine[\\/](core|hooks|notifications)|@floating-ui|@tabler[\\/]icons-react|react-remove-scroll[^\\/]*|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|aria-hidden|tslib|clsx|react-textarea-autosize|react-number-format)[\\/]/;

const FEATURE_PARTS = /[\\/]src[\\/]features[\\/][^\\/]+[\\/](?:components|hooks)[\\/].+\.tsx?$/;

export default defineConfig({
  plugins: [react(), deferredStyles(), routePreloads(), precompress()],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps are written for reading stack traces on the server, but not linked from the
    // files and never served (static-web.ts refuses *.map).
    sourcemap: 'hidden',
    rolldownOptions: {
      treeshake: {
        // Zod schemas are built by plain calls at module level; marked pure, those the first
        // page never uses are dropped instead of pulling all of Zod into the first download.
        manualPureFunctions: ['z'],
        // A feature's index.ts hands the router its lazy pages and re-exports the odd piece
        // the app frame shows; its components and hooks run nothing on import, so the first
        // page, which reads only the routes, does not download those pieces.
        moduleSideEffects: (id) => (FEATURE_PARTS.test(id) ? false : undefined),
      },
      output: {
        codeSplitting: {
          groups: [
            // Everything any page needs to start, and slower to change than the app: one
            // file that stays cached across releases.
            {
              name: 'vendor-react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
            },
            // The Mantine pieces at least three pages share, in one file (see UI_LIBRARIES);
            // a component only one or two pages use still comes with those pages.
            {
              name: 'ui',
              test: UI_LIBRARIES,
              minShareCount: 3,
            },
          ],
        },
      },
    },
  },
});
