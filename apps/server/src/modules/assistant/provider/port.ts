import type { TCitationRecord } from '../tables.js';

export type TCitation = TCitationRecord;

/** What an answer streams, in order; the route adds the thread and message ids to each. */
export type TAiStreamEvent =
  | { type: 'thinking'; content: string }
  | { type: 'search_streaming'; query: string }
  | { type: 'tool_call'; name: string; arguments: Record<string, unknown> }
  | { type: 'tool_stream'; name: string; content: string }
  | { type: 'citations'; citations: TCitation[]; recommendedQuestions: string[] }
  | { type: 'content'; content: string }
  | { type: 'draft_artifact_start'; artifactId: string; templateId: string; title: string }
  | { type: 'draft_artifact_content'; artifactId: string; htmlContent: string }
  | {
      type: 'draft_artifact_end';
      artifactId: string;
      templateId: string;
      title: string;
      htmlContent: string;
      answers: Record<string, unknown>;
    }
  | { type: 'draft_footnote_start' }
  | { type: 'draft_footnote_content'; content: string }
  | { type: 'draft_footnote_end' };

export type TAiTurn = { entity: 'AI' | 'USER'; message: string };

export type TAnswerOptions = {
  question: string;
  mode: 'ask';
  /** Earlier turns of the thread, oldest first. */
  history: readonly TAiTurn[];
  /** The customer asked to see the assistant's progress. */
  thinking: boolean;
  /** Aborted when the customer leaves: a provider stops work and returns. */
  signal: AbortSignal;
};

/**
 * Where answers come from: the embedded assistant (retrieval over the guides, no network)
 * or a configured model. The core never names a vendor; it streams whatever this yields.
 */
export type TAiProvider = {
  name: string;
  answer(options: TAnswerOptions): AsyncIterable<TAiStreamEvent>;
};
