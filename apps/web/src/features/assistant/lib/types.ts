/** A source an answer cites: its number in the text, the page it links to and its title. */
export type TCitation = { number: number; url: string; title: string; guideTitle?: string };
export type TSentiment = 'NEGATIVE' | 'NONE' | 'POSITIVE';

/** SPEC §3 AI response, with the client-only flags the stream sets while it arrives. */
export type TChatMessage = {
  /** The key the page knows the message by; for a streamed answer, one made in the browser. */
  id: string;
  /** The server's id of a streamed answer, once the stream has named it. */
  serverId?: string;
  entity: 'AI' | 'USER';
  message: string;
  sentiment: TSentiment;
  citations: TCitation[];
  recommendedQuestions: string[];
  timestamp: string;
  isThinking?: boolean;
  isResearching?: boolean;
  isStreaming?: boolean;
  /** What went wrong when the answer could not be finished. */
  error?: string;
  /** A document drafted in this answer (draft mode). */
  artifact?: TDraftArtifact;
  /** What the drafter wants the customer to know about the draft. */
  footnote?: string;
};

/** SPEC §3 draft artifact, with the template and answers the questionnaire opens with. */
export type TDraftArtifact = {
  artifactId: string;
  title: string;
  templateId: string;
  htmlContent: string;
  answers: Record<string, unknown> | null;
  /** Set once the whole draft has arrived and been kept by the server. */
  complete: boolean;
};

/** The panel's modes (SPEC §2.5). */
export type TAiMode = 'ask' | 'draft' | 'review';

/** One event of the AI stream (SPEC §7), as the server sends it. */
export type TStreamEvent = {
  type?: string;
  threadId?: string;
  messageId?: string;
  content?: string;
  citations?: TCitation[];
  recommendedQuestions?: string[];
  error?: string;
  artifactId?: string;
  templateId?: string;
  title?: string;
  htmlContent?: string;
  answers?: Record<string, unknown>;
};
