import type { TModule } from '../../platform/modules.js';
import { eraseCustomerConversations } from './erase-customer.js';
import { registerAssistantGraphql } from './graphql.js';
import { withHelpCentre } from './help-centre/routes.js';
import { createEmbeddedProvider } from './provider/embedded/embedded-provider.js';
import { createOpenAiCompatibleProvider } from './provider/openai-compatible/openai-provider.js';
import type { TAiProvider } from './provider/port.js';
import { createKnowledgeBase } from './retrieval/knowledge-base.js';
import { registerAssistantRoutes } from './routes.js';
import * as assistantTables from './tables.js';

type TAssistantTables = typeof assistantTables;

declare module '../../platform/modules.js' {
  interface TModuleTables extends TAssistantTables {}
  interface TModuleDeps {
    /** Where answers come from: the embedded assistant over the guides by default. */
    aiProvider: TAiProvider;
  }
}

export type { TAiProvider } from './provider/port.js';

/** The AI assistant: questions answered from the knowledge base, streamed with citations. */
export const assistantModule = {
  name: 'assistant',
  tables: [assistantTables],
  // The guides are read and indexed once, when the server starts.
  provideDeps: ({ config }, overrides) => {
    if (overrides.aiProvider) return { aiProvider: overrides.aiProvider };
    const knowledge = createKnowledgeBase();
    return {
      aiProvider:
        config.AI_BASE_URL && config.AI_MODEL
          ? createOpenAiCompatibleProvider({
              baseUrl: config.AI_BASE_URL,
              apiKey: config.AI_API_KEY,
              model: config.AI_MODEL,
              knowledge,
            })
          : createEmbeddedProvider(knowledge),
    };
  },
  registerGraphql: registerAssistantGraphql,
  registerRoutes: withHelpCentre(registerAssistantRoutes),
  eraseCustomer: eraseCustomerConversations,
} satisfies TModule;
