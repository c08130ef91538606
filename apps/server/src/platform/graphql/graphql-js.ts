import { createRequire } from 'node:module';

/**
 * graphql-js as Pothos, Yoga and graphql-armor load it: its CommonJS build. Code that
 * walks the schema's types must use the same copy, because graphql-js refuses types made
 * by another one; under the test runner a plain `import 'graphql'` loads the ES module
 * build instead. In the built server both are the same module.
 */
export const graphqlJs = createRequire(import.meta.url)('graphql') as typeof import('graphql');
