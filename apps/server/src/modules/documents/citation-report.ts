import { pathToFileURL } from 'node:url';
import {
  citationKey,
  findCitations,
  parseIsoDate,
  staleCitations,
  type TCitation,
  type TCitationRegister,
  templateProse,
} from '@app/domain';
import { loadCitationRegister } from './citation-register.js';
import { loadTemplateLibrary, type TLibraryEntry } from './template-library.js';

// Which citations need checking again: those not verified against their source in the last
// 90 days (or never), with the templates that rely on each, and entries no template cites.
// Run: npx tsx apps/server/src/modules/documents/citation-report.ts --today 2026-11-23

export type TCitationReport = {
  today: string;
  stale: { citation: TCitation; usedBy: string[] }[];
  unused: TCitation[];
};

/** For each citation key, the templates whose text cites it. */
export function citationUse(
  library: readonly TLibraryEntry[],
  register: TCitationRegister,
): Map<string, string[]> {
  const use = new Map<string, string[]>();
  for (const { template } of library) {
    const { found } = findCitations(templateProse(template), register);
    for (const key of new Set(found.map(citationKey))) {
      use.set(key, [...(use.get(key) ?? []), template.metadata.id]);
    }
  }
  return use;
}

export function citationReport(options: {
  register: TCitationRegister;
  library: readonly TLibraryEntry[];
  today: string;
  maxAgeDays?: number;
}): TCitationReport {
  const { register, library, today, maxAgeDays = 90 } = options;
  const use = citationUse(library, register);
  return {
    today,
    stale: staleCitations(register, { today, maxAgeDays }).map((citation) => ({
      citation,
      usedBy: use.get(citationKey(citation)) ?? [],
    })),
    unused: register.filter((c) => !use.has(citationKey(c))),
  };
}

export function formatCitationReport(report: TCitationReport): string {
  const lines = [
    `Citations not verified in the 90 days before ${report.today}: ${report.stale.length}`,
    ...report.stale.map(
      ({ citation, usedBy }) =>
        `- ${citationKey(citation)}: ${citation.verifiedOn ? `last verified ${citation.verifiedOn}` : 'never verified'}; ${citation.source}; used by ${usedBy.join(', ') || 'no template'}`,
    ),
    `Register entries no template cites: ${report.unused.length}`,
    ...report.unused.map((c) => `- ${citationKey(c)}`),
  ];
  return `${lines.join('\n')}\n`;
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const at = process.argv.indexOf('--today');
  const today = at === -1 ? undefined : process.argv[at + 1];
  if (!today || !parseIsoDate(today)) {
    process.stderr.write('Give the day to report on: --today yyyy-MM-dd\n');
    process.exit(2);
  }
  const report = citationReport({
    register: loadCitationRegister(),
    library: loadTemplateLibrary(),
    today,
  });
  process.stdout.write(formatCitationReport(report));
}
