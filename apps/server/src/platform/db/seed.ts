import { modules } from '../../modules/index.js';
import type { TDeps } from '../deps.js';

/** Seed data every start makes sure of (idempotent), each area's in the order they are listed. */
export async function seed(deps: TDeps) {
  for (const module of modules) await module.seed?.(deps);
}
