import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../graphql/graphql';
import { graphqlRequest } from '../../../lib/api-client';

const AdvisorFields = graphql(`
  fragment AdvisorFields on Advisor {
    id kind name title bio practiceAreas admissionState admissionYear languages timeZone lengthMinutes
  }
`);

const ConsultationFields = graphql(
  `fragment ConsultationFields on Consultation {
    id status media topic question start end timeZone notes notesSharedAt changeReason videoLink where
    customerName advisor { ...AdvisorFields }
  }`,
  [AdvisorFields],
);

const ADVISORS = graphql(
  `query Advisors($kind: AdvisorKind) { advisors(kind: $kind) { ...AdvisorFields } }`,
  [AdvisorFields],
);
const ACCESS = graphql(`query ConsultationAccess { consultationAccess {
  canBookConsultation canBookAccountantConsultation legalUpgradePlan accountingUpgradePlan } }`);
const SLOTS = graphql(`query ConsultationSlots($advisorId: ID!, $from: DateTime!, $to: DateTime!) {
  consultationSlots(advisorId: $advisorId, from: $from, to: $to) }`);
const MINE = graphql(`query MyConsultations { myConsultations { ...ConsultationFields } }`, [
  ConsultationFields,
]);
const DIARY = graphql(
  `query AdvisorConsultations { advisorConsultations {
    advisor { ...AdvisorFields } consultations { ...ConsultationFields } } }`,
  [AdvisorFields, ConsultationFields],
);
const BOOK = graphql(
  `mutation BookConsultation($input: BookConsultationInput!) {
    bookConsultation(input: $input) { ...ConsultationFields } }`,
  [ConsultationFields],
);
const RESCHEDULE = graphql(
  `mutation RescheduleConsultation($id: ID!, $start: DateTime!, $reason: String) {
    rescheduleConsultation(id: $id, start: $start, reason: $reason) { ...ConsultationFields } }`,
  [ConsultationFields],
);
const CANCEL = graphql(
  `mutation CancelConsultation($id: ID!, $reason: String) {
    cancelConsultation(id: $id, reason: $reason) { ...ConsultationFields } }`,
  [ConsultationFields],
);
const SHARE_NOTES = graphql(
  `mutation ShareConsultationNotes($id: ID!, $notes: String!) {
    shareConsultationNotes(id: $id, notes: $notes) { ...ConsultationFields } }`,
  [ConsultationFields],
);

export type TAdvisor = ResultOf<typeof AdvisorFields>;
export type TConsultation = ResultOf<typeof ConsultationFields>;
export type TAdvisorKind = 'LEGAL' | 'ACCOUNTANT';
export type TMedia = 'AUDIO' | 'VIDEO';

const keys = {
  all: ['advice'] as const,
  advisors: (kind: TAdvisorKind) => ['advice', 'advisors', kind] as const,
  access: ['advice', 'access'] as const,
  slots: (advisorId: string, from: string) => ['advice', 'slots', advisorId, from] as const,
  mine: ['advice', 'mine'] as const,
  diary: ['advice', 'diary'] as const,
};

export function useAdvisors(kind: TAdvisorKind) {
  return useQuery({
    queryKey: keys.advisors(kind),
    queryFn: () => graphqlRequest(ADVISORS, { kind }).then((d) => d.advisors as TAdvisor[]),
  });
}

export function useConsultationAccess() {
  return useQuery({
    queryKey: keys.access,
    queryFn: () => graphqlRequest(ACCESS).then((d) => d.consultationAccess),
  });
}

export function useFreeSlots(advisorId: string | null, from: Date, to: Date) {
  return useQuery({
    queryKey: keys.slots(advisorId ?? '', from.toISOString()),
    enabled: !!advisorId,
    queryFn: () =>
      graphqlRequest(SLOTS, {
        advisorId: advisorId ?? '',
        from: from.toISOString(),
        to: to.toISOString(),
      }).then((d) => d.consultationSlots as string[]),
  });
}

export function useMyConsultations() {
  return useQuery({
    queryKey: keys.mine,
    queryFn: () =>
      graphqlRequest(MINE).then((d) => d.myConsultations as unknown as TConsultation[]),
  });
}

export function useAdvisorConsultations() {
  return useQuery({
    queryKey: keys.diary,
    queryFn: () =>
      graphqlRequest(DIARY).then(
        (d) =>
          d.advisorConsultations as unknown as {
            advisor: TAdvisor;
            consultations: TConsultation[];
          },
      ),
    retry: false,
  });
}

/** Every change re-reads the lists and the slots, which it has just altered. */
function useAdviceChange<V>(run: (variables: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export type TBookInput = {
  advisorId: string;
  start: string;
  media: TMedia;
  topic: string;
  question?: string;
  timeZone?: string;
};

export const useBookConsultation = () =>
  useAdviceChange((input: TBookInput) => graphqlRequest(BOOK, { input }));

export const useRescheduleConsultation = () =>
  useAdviceChange((v: { id: string; start: string; reason?: string }) =>
    graphqlRequest(RESCHEDULE, v),
  );

export const useCancelConsultation = () =>
  useAdviceChange((v: { id: string; reason?: string }) => graphqlRequest(CANCEL, v));

export const useShareNotes = () =>
  useAdviceChange((v: { id: string; notes: string }) => graphqlRequest(SHARE_NOTES, v));
