import { loadGuides, type TGuide } from '../retrieval/guides.js';
import type { TReviewFindingRecord } from '../tables.js';

// What a review finding cites: one of our guides (by its first official source) or a statute.

export type TCitation = TReviewFindingRecord['citation'];
let guides: Map<string, TGuide> | undefined;
/** A guide's first source, cited by the guide it comes from. */
export function guideCitation(slug: string): TCitation {
  guides ??= new Map(loadGuides().map((g) => [g.slug, g]));
  const guide = guides.get(slug);
  if (!guide) throw new Error(`review cites a guide that does not exist: ${slug}`);
  const source = guide.sources[0]!;
  return { title: source.title, url: source.url, guide: slug };
}
export const statute = (title: string, url: string): TCitation => ({ title, url, guide: null });

export const ACL_UNFAIR_TERMS = () => guideCitation('unfair-contract-terms');
export const ACL_SECTION_25 = statute(
  'Competition and Consumer Act 2010 (Cth) Sch 2 (Australian Consumer Law) s 25 – examples of unfair terms',
  'https://www.legislation.gov.au/C2004A00109/latest/text',
);
export const RESTRAINTS_ACT = statute(
  'Restraints of Trade Act 1976 (NSW) s 4',
  'https://legislation.nsw.gov.au/view/html/inforce/current/act-1976-063',
);
