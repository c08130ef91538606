import type { Plugin } from 'vite';

// Vite's own tag for the app's stylesheet in the built index.html.
const STYLESHEET = /<link rel="stylesheet"( crossorigin)? href="(\/assets\/[^"]+\.css)">/g;

/**
 * Turns the app's stylesheet in index.html from render-blocking into a preload: the page
 * paints its first-paint mark (styled inline) as soon as the HTML arrives, while the
 * stylesheet downloads at full priority alongside the scripts. main.tsx applies it and
 * waits for it before the app's first render, so nothing is ever shown unstyled.
 */
export function deferredStyles(): Plugin {
  return {
    name: 'clausewell-deferred-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(STYLESHEET, '<link rel="preload" as="style"$1 href="$2">'),
    },
  };
}
