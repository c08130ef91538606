// The embedded assistant, in process: retrieval over the whole knowledge base, and how soon
// an answer's first event and its last arrive (what the customer waits for, less the network).
import { createEmbeddedProvider } from '../apps/server/dist/modules/assistant/provider/embedded/embedded-provider.js';
import { GOLDEN_QUESTIONS } from '../apps/server/dist/modules/assistant/retrieval/golden-questions.js';
import { createKnowledgeBase } from '../apps/server/dist/modules/assistant/retrieval/knowledge-base.js';

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
const figures = (timings) => {
  const sorted = [...timings].sort((a, b) => a - b);
  return {
    p50Ms: +percentile(sorted, 0.5).toFixed(3),
    p95Ms: +percentile(sorted, 0.95).toFixed(3),
  };
};

export async function measureAssistant(rounds = 50) {
  const started = performance.now();
  const knowledge = createKnowledgeBase();
  const loadAndIndexMs = Math.round(performance.now() - started);
  // The golden questions and every guide's own suggested questions: the whole base is asked.
  const questions = [
    ...GOLDEN_QUESTIONS.map((g) => g.question),
    ...knowledge.guides.flatMap((g) => g.questions),
  ];

  const retrieval = [];
  for (let r = 0; r < rounds; r++) {
    for (const q of questions) {
      const t0 = performance.now();
      knowledge.search(q, 8);
      retrieval.push(performance.now() - t0);
    }
  }

  const provider = createEmbeddedProvider(knowledge);
  const firstEvent = [];
  const fullAnswer = [];
  for (let r = 0; r < Math.max(1, Math.floor(rounds / 5)); r++) {
    for (const question of questions) {
      const signal = new AbortController().signal;
      const t0 = performance.now();
      let first;
      for await (const _event of provider.answer({
        question,
        mode: 'ask',
        history: [],
        thinking: false,
        signal,
      })) {
        first ??= performance.now() - t0;
      }
      firstEvent.push(first);
      fullAnswer.push(performance.now() - t0);
    }
  }

  return {
    guides: knowledge.guides.length,
    passages: knowledge.passages.length,
    loadAndIndexMs,
    retrieval: { searches: retrieval.length, ...figures(retrieval) },
    firstStreamedEvent: { answers: firstEvent.length, ...figures(firstEvent) },
    fullAnswer: { answers: fullAnswer.length, ...figures(fullAnswer) },
  };
}
