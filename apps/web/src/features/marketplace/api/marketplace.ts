import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../graphql/graphql';
import { graphqlRequest } from '../../../lib/api-client';
import { liveUrl, useLiveStream } from '../../../lib/live-stream';

const JobFields = graphql(`
  fragment MarketplaceJobFields on MarketplaceJob {
    id briefId status amountInCents feeInCents netInCents refundedInCents payoutStatus actions
    lawyerDoneAt autoCompleteAt completedAt cancelledAt briefTitle lawyerName
    client { name email }
    canReview review { rating title reviewText }
  }
`);

const QuoteFields = graphql(`
  fragment MarketplaceQuoteFields on MarketplaceQuote {
    id briefId lawyerId feeCents scope timelineDays totalEstimateCents disbursements clientRights
    status createdAt lawyerName lawyerRating { average count }
  }
`);

const BriefFields = graphql(
  `fragment BriefFields on Brief {
    id title areaOfLaw state description budgetMinCents budgetMaxCents urgency status createdAt
    client { name email }
    quotes { ...MarketplaceQuoteFields }
    job { ...MarketplaceJobFields }
  }`,
  [QuoteFields, JobFields],
);

const MY_BRIEFS = graphql(`query MyBriefs { myBriefs { ...BriefFields } }`, [BriefFields]);
const LAWYER_BRIEFS = graphql(
  `query LawyerBriefs($tab: LawyerBriefTab!, $areaOfLaw: String, $state: String) {
    lawyerBriefs(tab: $tab, areaOfLaw: $areaOfLaw, state: $state) { ...BriefFields } }`,
  [BriefFields],
);
const POST_BRIEF = graphql(
  `mutation PostBrief($input: PostBriefInput!) { postBrief(input: $input) { ...BriefFields } }`,
  [BriefFields],
);
const SUBMIT_QUOTE = graphql(
  `mutation SubmitQuote($input: SubmitQuoteInput!) { submitQuote(input: $input) { ...MarketplaceQuoteFields } }`,
  [QuoteFields],
);
const ACCEPT_QUOTE = graphql(
  `mutation AcceptQuote($quoteId: ID!, $paymentMethodId: String!) {
    acceptQuote(quoteId: $quoteId, paymentMethodId: $paymentMethodId) { ...MarketplaceJobFields } }`,
  [JobFields],
);
const STEP_JOB = graphql(
  `mutation StepJob($jobId: ID!, $action: JobAction!, $reason: String) {
    stepJob(jobId: $jobId, action: $action, reason: $reason) { ...MarketplaceJobFields } }`,
  [JobFields],
);
const THREADS = graphql(`query ChatThreads { chatThreads {
  briefId lawyerId briefTitle withName unreadCount lastMessageAt open } unreadChatCount }`);
const MESSAGES = graphql(`query ChatMessages($briefId: ID!, $lawyerId: ID) {
  chatMessages(briefId: $briefId, lawyerId: $lawyerId) {
    open messages { id body mine masked readByOther createdAt } } }`);
const SEND = graphql(`mutation SendChatMessage($briefId: ID!, $lawyerId: ID, $body: String!) {
  sendChatMessage(briefId: $briefId, lawyerId: $lawyerId, body: $body) }`);
const UNREAD = graphql('query UnreadChatCount { unreadChatCount }');
const CHAT_CHANGED = graphql('subscription MarketplaceChatChanged { marketplaceChatChanged }');
const chatLiveUrl = liveUrl(CHAT_CHANGED);
const CLIENT_JOBS = graphql(`query MyClientJobs { myClientJobs { ...MarketplaceJobFields } }`, [
  JobFields,
]);
const LEDGER = graphql(
  `query PayoutLedger { payoutLedger { feeBasisPoints heldInCents dueInCents lines { ...MarketplaceJobFields } } }`,
  [JobFields],
);

export type TBrief = ResultOf<typeof BriefFields>;
export type TQuote = ResultOf<typeof QuoteFields>;
export type TJob = ResultOf<typeof JobFields>;
export type TThread = ResultOf<typeof THREADS>['chatThreads'][number];
export type TChatMessage = ResultOf<typeof MESSAGES>['chatMessages']['messages'][number];
export type TLedger = ResultOf<typeof LEDGER>['payoutLedger'];
export type TLawyerTab = 'NEW' | 'QUOTED' | 'WON' | 'CLOSED';
export type TJobActionName = 'START_WORK' | 'MARK_DONE' | 'ACCEPT_WORK' | 'CANCEL';

/**
 * Chat is pushed live (useChatLive); this slow poll only covers a stream that is down.
 */
export const CHAT_POLL_MS = 60_000;

export const keys = {
  all: ['marketplace'] as const,
  mine: ['marketplace', 'mine'] as const,
  lawyer: (tab: TLawyerTab, filter: TBriefFilter) =>
    ['marketplace', 'lawyer', tab, filter.areaOfLaw ?? '', filter.state ?? ''] as const,
  threads: ['marketplace', 'threads'] as const,
  unread: ['marketplace', 'unread'] as const,
  messages: (briefId: string, lawyerId: string | null) =>
    ['marketplace', 'messages', briefId, lawyerId] as const,
  clients: ['marketplace', 'clients'] as const,
  ledger: ['marketplace', 'ledger'] as const,
};

export const useMyBriefs = () =>
  useQuery({
    queryKey: keys.mine,
    queryFn: () => graphqlRequest(MY_BRIEFS).then((d) => d.myBriefs as unknown as TBrief[]),
  });

export type TBriefFilter = { areaOfLaw?: string | null; state?: string | null };

export const useLawyerBriefs = (tab: TLawyerTab, filter: TBriefFilter = {}) =>
  useQuery({
    queryKey: keys.lawyer(tab, filter),
    queryFn: () =>
      graphqlRequest(LAWYER_BRIEFS, {
        tab,
        areaOfLaw: filter.areaOfLaw || null,
        state: filter.state || null,
      }).then((d) => d.lawyerBriefs as unknown as TBrief[]),
  });

export const useChatThreads = () =>
  useQuery({
    queryKey: keys.threads,
    queryFn: () => graphqlRequest(THREADS),
    refetchInterval: CHAT_POLL_MS,
  });

export const useChatMessages = (briefId: string | null, lawyerId: string | null) =>
  useQuery({
    queryKey: keys.messages(briefId ?? '', lawyerId),
    enabled: !!briefId,
    queryFn: () =>
      graphqlRequest(MESSAGES, { briefId: briefId ?? '', lawyerId }).then((d) => d.chatMessages),
    refetchInterval: CHAT_POLL_MS,
  });

/** The number of chat messages waiting for the viewer, for the navigation. */
export const useUnreadChatCount = (enabled = true) =>
  useQuery({
    queryKey: keys.unread,
    enabled,
    queryFn: () => graphqlRequest(UNREAD).then((d) => d.unreadChatCount),
    refetchInterval: CHAT_POLL_MS,
  });

/**
 * While mounted, a message sent or read in one of the viewer's conversations refreshes the
 * conversations, the open one and the unread count at once.
 */
export function useChatLive(enabled = true) {
  const client = useQueryClient();
  useLiveStream(enabled ? chatLiveUrl : null, () => {
    void client.invalidateQueries({ queryKey: keys.threads });
    void client.invalidateQueries({ queryKey: ['marketplace', 'messages'] });
    void client.invalidateQueries({ queryKey: keys.unread });
  });
}

export const useClientJobs = () =>
  useQuery({
    queryKey: keys.clients,
    queryFn: () => graphqlRequest(CLIENT_JOBS).then((d) => d.myClientJobs as unknown as TJob[]),
  });

export const usePayoutLedger = () =>
  useQuery({
    queryKey: keys.ledger,
    queryFn: () => graphqlRequest(LEDGER).then((d) => d.payoutLedger as unknown as TLedger),
  });

/** Every change re-reads the marketplace's lists, which it has just altered. */
export function useMarketplaceChange<V, R>(run: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export type TPostBriefInput = {
  areaOfLaw: string;
  state: string;
  title: string;
  description: string;
  budgetMinCents: number;
  budgetMaxCents: number;
  urgency: 'STANDARD' | 'SOON' | 'URGENT';
};

export const usePostBrief = () =>
  useMarketplaceChange((input: TPostBriefInput) => graphqlRequest(POST_BRIEF, { input }));

export type TSubmitQuoteInput = {
  briefId: string;
  feeCents: number;
  scope: string;
  timelineDays: number;
  totalEstimateCents: number;
  disbursements?: string;
  clientRightsAcknowledged: boolean;
};

export const useSubmitQuote = () =>
  useMarketplaceChange((input: TSubmitQuoteInput) => graphqlRequest(SUBMIT_QUOTE, { input }));

export const useAcceptQuote = () =>
  useMarketplaceChange((v: { quoteId: string; paymentMethodId: string }) =>
    graphqlRequest(ACCEPT_QUOTE, v),
  );

export const useStepJob = () =>
  useMarketplaceChange((v: { jobId: string; action: TJobActionName; reason?: string }) =>
    graphqlRequest(STEP_JOB, v),
  );

export const useSendMessage = () =>
  useMarketplaceChange((v: { briefId: string; lawyerId: string | null; body: string }) =>
    graphqlRequest(SEND, v),
  );
