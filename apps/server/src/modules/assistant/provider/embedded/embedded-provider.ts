import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { TKnowledgeBase } from '../../retrieval/knowledge-base.js';
import type { TAiProvider, TAiStreamEvent } from '../port.js';
import { composeAnswer } from './compose.js';

/** Splits text into streamable pieces of a few words, keeping every character. */
export function chunksOf(text: string, wordsPerChunk = 4): string[] {
  const pieces = text.match(/\S+\s*/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < pieces.length; i += wordsPerChunk) {
    chunks.push(pieces.slice(i, i + wordsPerChunk).join(''));
  }
  const lead = /^\s*/.exec(text)?.[0] ?? '';
  if (lead && chunks.length > 0) chunks[0] = lead + chunks[0];
  return chunks;
}

/**
 * The assistant that works with no network: it searches the guides and composes its answer
 * from what they say, citing each. Pieces are yielded one event-loop turn apart, so a
 * customer who leaves stops the work at the next piece.
 */
export function createEmbeddedProvider(knowledge: TKnowledgeBase): TAiProvider {
  return {
    name: 'embedded',
    async *answer({ question, thinking, signal }): AsyncGenerator<TAiStreamEvent> {
      if (thinking) yield { type: 'thinking', content: 'Looking for guides that answer this.' };
      yield { type: 'search_streaming', query: question };
      yield { type: 'tool_call', name: 'knowledge_search', arguments: { query: question } };
      const answer = composeAnswer(knowledge, question);
      if (signal.aborted) return;
      yield {
        type: 'citations',
        citations: answer.citations,
        recommendedQuestions: answer.recommendedQuestions,
      };
      for (const chunk of chunksOf(answer.text)) {
        await yieldToEventLoop();
        if (signal.aborted) return;
        yield { type: 'content', content: chunk };
      }
    },
  };
}
