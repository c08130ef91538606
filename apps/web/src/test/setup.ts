import { cleanup, configure } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';
import { setNavigationDisabled } from '../lib/navigation-disabled';
import { checkStubbedGraphql, takeGraphqlStubProblems } from './graphql-traffic';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The suite's fixed instant, ISO 8601 (TEST_NOW), for fixtures timed from it. */
    testNow: string;
  }
}

// Lazy pages and whole-app renders can take seconds on a busy 2-core machine; findBy*
// waits up to 10 s before calling a screen missing (it returns as soon as it appears).
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no layout engine. Media queries are answered from window.innerWidth (jsdom's
// default is 1024 px, a desktop) so a test can switch to a phone by changing innerWidth.
function evaluateMediaQuery(query: string): boolean {
  const px = (value: string, unit: string) =>
    Number(value) * (unit === 'em' || unit === 'rem' ? 16 : 1);
  const width = window.innerWidth;
  let matches = true;
  for (const [, kind, value, unit] of query.matchAll(
    /\((min|max)-width:\s*([\d.]+)(px|em|rem)\)/g,
  )) {
    const limit = px(value ?? '0', unit ?? 'px');
    matches &&= kind === 'min' ? width >= limit : width <= limit;
  }
  return matches;
}

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string) => ({
    matches: evaluateMediaQuery(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => {};
window.scrollTo = () => {};

checkStubbedGraphql();

afterEach(async () => {
  const stubProblems = await takeGraphqlStubProblems();
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  setNavigationDisabled(false);
  window.innerWidth = 1024;
  vi.unstubAllGlobals();
  // A stub the server could not have sent tests nothing; see graphql-traffic.ts.
  expect(stubProblems, 'GraphQL stubs that do not fit the schema').toEqual([]);
});
