import { modules } from '../../modules/index.js';
import { createBuilder } from './builder.js';

/** Every area adds its types, queries and mutations through its manifest (modules/index.ts). */
export function buildSchema() {
  const builder = createBuilder();
  for (const module of modules) module.registerGraphql?.(builder);
  return builder.toSchema();
}
