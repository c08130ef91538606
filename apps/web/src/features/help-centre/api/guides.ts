import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type THelpCentreGuideSummary = {
  slug: string;
  title: string;
  topic: string;
  reviewed: string;
  summary: string;
  questions: string[];
};
export type THelpCentreList = { topics: string[]; guides: THelpCentreGuideSummary[] };
export type THelpCentreGuide = THelpCentreGuideSummary & {
  sources: { title: string; url: string }[];
  sections: { heading: string; text: string }[];
};

// The guides change only with a release.
const GUIDES_STALE_MS = 10 * 60_000;

/** GET /help-centre/guides, or the guides the search finds for `q`, best first. */
export function useHelpCentreGuides(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: ['help-centre', 'guides', query] as const,
    queryFn: () =>
      apiRequest<THelpCentreList>(
        query ? `/help-centre/guides?q=${encodeURIComponent(query)}` : '/help-centre/guides',
      ),
    staleTime: GUIDES_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

/** GET /help-centre/guides/{slug}. */
export function useHelpCentreGuide(slug: string) {
  return useQuery({
    queryKey: ['help-centre', 'guide', slug] as const,
    queryFn: () => apiRequest<THelpCentreGuide>(`/help-centre/guides/${encodeURIComponent(slug)}`),
    staleTime: GUIDES_STALE_MS,
  });
}
