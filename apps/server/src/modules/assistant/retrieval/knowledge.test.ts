import { describe, expect, it } from 'vitest';
import { composeAnswer, NOT_FOUND_ANSWER } from '../provider/embedded/compose.js';
import { GOLDEN_QUESTIONS, OFF_TOPIC_QUESTIONS } from './golden-questions.js';
import { parseGuide } from './guides.js';
import { createKnowledgeBase } from './knowledge-base.js';
import { stem, terms } from './text.js';

const knowledge = createKnowledgeBase();
const OFFICIAL =
  /^https:\/\/(www\.)?(legislation|asic|ato|fairwork|business|abr|ipaustralia|oaic|acma|fwc|safeworkaustralia)\.gov\.au\//;

describe('the knowledge base', () => {
  it('holds at least 20 guides, each with official sources and a review date', () => {
    expect(knowledge.guides.length).toBeGreaterThanOrEqual(20);
    for (const guide of knowledge.guides) {
      expect(guide.sources.length, guide.slug).toBeGreaterThan(0);
      for (const source of guide.sources) expect(source.url, guide.slug).toMatch(OFFICIAL);
      expect(guide.reviewed, guide.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(guide.sections.length, guide.slug).toBeGreaterThan(1);
    }
  });

  it('refuses a guide without front matter or sources', () => {
    expect(() => parseGuide('x', '## Heading\nText')).toThrow(/front matter/);
    expect(() =>
      parseGuide('x', '---\ntitle: X\nreviewed: 2026-01-01\nsources:\n---\n## H\nT'),
    ).toThrow();
  });
});

describe('stemming and synonyms', () => {
  it('gives related forms of a word one stem', () => {
    expect(stem('employees')).toBe(stem('employee'));
    expect(stem('dismissal')).toBe(stem('dismiss'));
    expect(stem('business')).toBe('business');
    expect(terms("What's the director's duty?")).toEqual([stem('director'), stem('duty')]);
  });

  it('finds the dismissal guide when a customer says "sack"', () => {
    const top = knowledge.search('Can I sack my worker?', 3).map((h) => h.guide.slug);
    expect(top).toContain('unfair-dismissal');
  });
});

describe('answers to the golden questions', () => {
  it.each(GOLDEN_QUESTIONS)('cites $guide for "$question"', ({ question, guide }) => {
    const answer = composeAnswer(knowledge, question);
    expect(answer.found).toBe(true);
    expect(answer.citations.map((c) => c.guide)).toContain(guide);
  });

  it('numbers every citation it gives, and cites only what it numbers', () => {
    for (const { question } of GOLDEN_QUESTIONS) {
      const answer = composeAnswer(knowledge, question);
      const inText = [...new Set([...answer.text.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1])))];
      expect(inText.sort()).toEqual(answer.citations.map((c) => c.number));
      expect(answer.citations.map((c) => c.number)).toEqual(answer.citations.map((_c, i) => i + 1));
    }
  });

  it.each(OFF_TOPIC_QUESTIONS)('says plainly it does not know "%s"', (question) => {
    const answer = composeAnswer(knowledge, question);
    expect(answer).toMatchObject({ found: false, text: NOT_FOUND_ANSWER, citations: [] });
    expect(answer.text).toMatch(/consultation/);
  });

  it('quotes the guides rather than writing its own claims', () => {
    const answer = composeAnswer(knowledge, 'When do I need to register for GST?');
    const guide = knowledge.guides.find((g) => g.slug === 'gst-registration')!;
    const body = guide.sections.map((s) => s.text.replace(/\s+/g, ' ')).join(' ');
    const first = answer.text
      .split('\n\n')[0]!
      .replace(/^[^:]+: /, '')
      .replace(/ \[\d+\]$/, '');
    for (const sentence of first.split(/(?<=\.) /)) expect(body).toContain(sentence);
    expect(answer.text).toContain('$75,000');
  });
});
