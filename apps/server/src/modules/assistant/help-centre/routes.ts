import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TDeps } from '../../../platform/deps.js';
import { notFound } from '../../../platform/errors.js';
import { parseInput } from '../../../platform/http/parse.js';
import { loadGuides, type TGuide } from '../retrieval/guides.js';
import { createKnowledgeBase } from '../retrieval/knowledge-base.js';
import { HELP_CENTRE_TOPICS, OTHER_TOPIC, topicOf } from './topics.js';

/** One guide in the help centre's list. */
export type THelpCentreGuideSummary = {
  slug: string;
  title: string;
  topic: string;
  reviewed: string;
  /** The guide's opening sentence, to say what it is about. */
  summary: string;
  questions: string[];
};
export type THelpCentreGuide = THelpCentreGuideSummary & {
  sources: { title: string; url: string }[];
  sections: { heading: string; text: string }[];
};

const ZListQuery = z.object({ q: z.string().trim().max(200).optional() });
const ZSlug = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,100}$/) });
// Public pages the same for everyone, changed only by a release: cacheable for a while.
const PUBLIC_CACHE = 'public, max-age=300';

function firstSentence(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const end = flat.search(/(?<=[.?!])\s/);
  return end === -1 ? flat : flat.slice(0, end);
}

function summarise(guide: TGuide): THelpCentreGuideSummary {
  return {
    slug: guide.slug,
    title: guide.title,
    topic: topicOf(guide.slug),
    reviewed: guide.reviewed,
    summary: firstSentence(guide.sections[0]?.text ?? ''),
    questions: guide.questions,
  };
}

/** Topic order, then the order the topic lists its guides; unlisted guides last by title. */
function inTopicOrder(guides: readonly TGuide[]): TGuide[] {
  const order = new Map(
    HELP_CENTRE_TOPICS.flatMap(({ guides: slugs }) => slugs).map((slug, i) => [slug, i]),
  );
  return [...guides].sort(
    (a, b) =>
      (order.get(a.slug) ?? Number.MAX_SAFE_INTEGER) -
        (order.get(b.slug) ?? Number.MAX_SAFE_INTEGER) || a.title.localeCompare(b.title),
  );
}

/**
 * The help centre (public, no sign-in): the guides the assistant answers from, listed by
 * topic or found by the same search the assistant uses, and each one as a page.
 */
export function registerHelpCentreRoutes(app: FastifyInstance, guides = loadGuides()) {
  const knowledge = createKnowledgeBase(guides);
  const listed = inTopicOrder(guides).map(summarise);
  const bySlug = new Map(guides.map((g) => [g.slug, g]));
  const topics = [
    ...HELP_CENTRE_TOPICS.map((t) => t.topic).filter((t) => listed.some((g) => g.topic === t)),
    ...(listed.some((g) => g.topic === OTHER_TOPIC) ? [OTHER_TOPIC] : []),
  ];

  app.get('/help-centre/guides', async (req, reply) => {
    const { q } = parseInput(ZListQuery, req.query);
    reply.header('cache-control', PUBLIC_CACHE);
    if (!q) return { topics, guides: listed };
    // Best passage first; each guide once, at the place of its best passage.
    const found = [...new Set(knowledge.search(q, 40).map((hit) => hit.guide.slug))];
    return {
      topics,
      guides: found.map((slug) => listed.find((g) => g.slug === slug)!),
    };
  });

  app.get('/help-centre/guides/:slug', async (req, reply) => {
    const { slug } = parseInput(ZSlug, req.params);
    const guide = bySlug.get(slug);
    if (!guide) throw notFound();
    reply.header('cache-control', PUBLIC_CACHE);
    return {
      ...summarise(guide),
      sources: guide.sources,
      sections: guide.sections,
    } satisfies THelpCentreGuide;
  });
}

/** The module's routes with the help centre's beside them. */
export function withHelpCentre(
  register: (app: FastifyInstance, deps: TDeps) => void,
): (app: FastifyInstance, deps: TDeps) => void {
  return (app, deps) => {
    register(app, deps);
    registerHelpCentreRoutes(app);
  };
}
