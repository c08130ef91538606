import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type TCitationRegister, ZCitationRegister } from '@app/domain';
import { TEMPLATES_DIR } from './template-library.js';

/** The register of every statute the templates cite: templates/_citations.json. */
export const CITATIONS_FILE = path.join(TEMPLATES_DIR, '_citations.json');

export function loadCitationRegister(file = CITATIONS_FILE): TCitationRegister {
  const parsed = ZCitationRegister.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new Error(`${file}: ${first?.path.join('.')}: ${first?.message}`);
  }
  return parsed.data;
}
