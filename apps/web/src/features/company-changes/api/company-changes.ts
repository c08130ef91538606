import type {
  TChangePaymentStatus,
  TChangeProblem,
  TCompanyChange,
  TCompanyChangeType,
  TCompanyRegister,
  TCompanyReviewStatus,
  TLateness,
} from '@app/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../graphql/graphql';
import { apiRequest, graphqlRequest } from '../../../lib/api-client';

// The company changes REST paths: companies and their registers, Form 484 changes, reviews.

export type TCompanySummary = {
  businessId: string;
  entityName: string;
  acn: string;
  hasRegister: boolean;
  registeredOn: string | null;
  nextReviewDate: string | null;
};

export type TCompanyRegisterView = {
  businessId: string;
  acn: string;
  entityName: string;
  register: TCompanyRegister | null;
  registeredOn: string | null;
};

export type TCompanyChangeView = {
  id: string;
  businessId: string;
  reviewId: string | null;
  companyName: string;
  acn: string;
  status: TChangePaymentStatus;
  types: TCompanyChangeType[];
  changes: TCompanyChange[];
  effectiveDate: string | null;
  priceCents: number;
  paymentFailure: string | null;
  lodgementReference: string | null;
  rejectionReason: string | null;
  before: TCompanyRegister | null;
  after: TCompanyRegister | null;
  problems: TChangeProblem[];
  deadline: TLateness | null;
  documents: { kind: string; title: string }[];
  submittedAt: string | null;
};

export type TCompanyReviewView = {
  id: string;
  businessId: string;
  acn: string;
  companyName: string;
  reviewDate: string;
  dueDate: string;
  status: TCompanyReviewStatus;
  solvencyResolvedOn: string | null;
  solvencyResolvedBy: string | null;
  completedAt: string | null;
  register: TCompanyRegister;
  corrections: TCompanyChangeView[];
  annualReviewFeeCents: number;
  feeSource: string;
  lateness: TLateness | null;
};

const seg = encodeURIComponent;
const keys = {
  companies: ['company-changes', 'companies'] as const,
  register: (id: string) => ['company-changes', 'register', id] as const,
  change: (id: string) => ['company-changes', 'change', id] as const,
  review: (id: string) => ['company-changes', 'review', id] as const,
};

export function useCompanies() {
  return useQuery({
    queryKey: keys.companies,
    queryFn: () => apiRequest<TCompanySummary[]>('/company-changes/companies'),
  });
}

export function useCompanyRegister(businessId: string) {
  return useQuery({
    queryKey: keys.register(businessId),
    queryFn: () =>
      apiRequest<TCompanyRegisterView>(`/company-changes/companies/${seg(businessId)}/register`),
    enabled: businessId !== '',
  });
}

export function useSetUpRegister(businessId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { register: TCompanyRegister; registeredOn: string }) =>
      apiRequest<TCompanyRegisterView>(`/company-changes/companies/${seg(businessId)}/register`, {
        method: 'POST',
        body,
      }),
    onSuccess: (view) => {
      client.setQueryData(keys.register(businessId), view);
      void client.invalidateQueries({ queryKey: keys.companies });
    },
  });
}

export function useCompanyChange(changeId: string) {
  return useQuery({
    queryKey: keys.change(changeId),
    queryFn: () => apiRequest<TCompanyChangeView>(`/company-changes/${seg(changeId)}`),
    enabled: changeId !== '',
  });
}

/** Starts a change with the chosen types, or changes the types of one being filled in. */
export function useChooseChanges() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (o: { businessId: string; changeId?: string; types: TCompanyChangeType[] }) =>
      o.changeId
        ? apiRequest<TCompanyChangeView>(`/company-changes/${seg(o.changeId)}/types`, {
            method: 'POST',
            body: { types: o.types },
          })
        : apiRequest<TCompanyChangeView>('/company-changes', {
            method: 'POST',
            body: { businessId: o.businessId, types: o.types },
          }),
    onSuccess: (view) => client.setQueryData(keys.change(view.id), view),
  });
}

export function useSaveChange(changeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { effectiveDate: string; changes: TCompanyChange[] }) =>
      apiRequest<TCompanyChangeView>(`/company-changes/${seg(changeId)}`, { method: 'POST', body }),
    onSuccess: (view) => client.setQueryData(keys.change(changeId), view),
  });
}

export function usePayChange(changeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (paymentMethodId: string) =>
      apiRequest<TCompanyChangeView>(`/company-changes/${seg(changeId)}/pay`, {
        method: 'POST',
        body: { paymentMethodId },
      }),
    onSuccess: (view) => {
      client.setQueryData(keys.change(changeId), view);
      void client.invalidateQueries({ queryKey: ['businesses'] });
      void client.invalidateQueries({ queryKey: keys.register(view.businessId) });
    },
  });
}

export const changeDocumentPath = (changeId: string, kind: string) =>
  `/company-changes/${seg(changeId)}/documents/${seg(kind)}`;
export const solvencyResolutionPath = (reviewId: string) =>
  `/company-reviews/${seg(reviewId)}/solvency-resolution`;

const PAYMENT_METHODS = graphql(`
  query CompanyChangePaymentMethods { listPaymentMethod {
    id type card { brand last4 } bankAccount { bankName last4 } defaultPayment
  } }
`);

/** The customer's saved cards and bank accounts, to pay for a change with. */
export function useSavedPaymentMethods() {
  return useQuery({
    queryKey: ['company-changes', 'payment-methods'],
    queryFn: () => graphqlRequest(PAYMENT_METHODS).then((d) => d.listPaymentMethod ?? []),
  });
}

export function useOpenReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { businessId: string; reviewDate?: string }) =>
      apiRequest<TCompanyReviewView>('/company-reviews', { method: 'POST', body }),
    onSuccess: (view) => client.setQueryData(keys.review(view.id), view),
  });
}

export function useCompanyReview(reviewId: string) {
  return useQuery({
    queryKey: keys.review(reviewId),
    queryFn: () => apiRequest<TCompanyReviewView>(`/company-reviews/${seg(reviewId)}`),
    enabled: reviewId !== '',
  });
}

export function useCorrectStatement(reviewId: string) {
  return useMutation({
    mutationFn: (types: TCompanyChangeType[]) =>
      apiRequest<TCompanyChangeView>(`/company-reviews/${seg(reviewId)}/corrections`, {
        method: 'POST',
        body: { types },
      }),
  });
}

export function useResolveSolvency(reviewId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { resolvedOn: string; resolvedBy: string }) =>
      apiRequest<TCompanyReviewView>(`/company-reviews/${seg(reviewId)}/solvency`, {
        method: 'POST',
        body,
      }),
    onSuccess: (view) => client.setQueryData(keys.review(reviewId), view),
  });
}

export function useCompleteReview(reviewId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<TCompanyReviewView>(`/company-reviews/${seg(reviewId)}/complete`, {
        method: 'POST',
      }),
    onSuccess: (view) => client.setQueryData(keys.review(reviewId), view),
  });
}
