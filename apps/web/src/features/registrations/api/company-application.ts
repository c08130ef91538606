import type { TCompanyForm, TCompanyStep } from '@app/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../graphql/graphql';
import { graphqlRequest } from '../../../lib/api-client';

const ApplicationFields = graphql(`
  fragment CompanyApplicationFields on CompanyApplication {
    id status companyName lastStep form serviceFeeInCents totalInCents acn abn businessId decisionReason createdAt
    paymentStatus paymentFailure paidAt refundMessage
    timeline { status at reason }
    governmentFee { kind label amountInCents effectiveFrom source }
    issues { step message }
  }
`);

const GET = graphql(
  `query CompanyApplication($id: ID!) { companyApplication(id: $id) { ...CompanyApplicationFields } }`,
  [ApplicationFields],
);
const START = graphql(
  `mutation StartCompanyApplication { startCompanyApplication { ...CompanyApplicationFields } }`,
  [ApplicationFields],
);
const SAVE = graphql(
  `mutation SaveCompanyApplicationStep($id: ID!, $step: CompanyApplicationStep!, $data: JSON!) {
    saveCompanyApplicationStep(id: $id, step: $step, data: $data) { ...CompanyApplicationFields } }`,
  [ApplicationFields],
);
const SUBMIT = graphql(
  `mutation SubmitCompanyApplication($id: ID!, $paymentMethodId: String) {
    submitCompanyApplication(id: $id, paymentMethodId: $paymentMethodId) { ...CompanyApplicationFields } }`,
  [ApplicationFields],
);
const NAME = graphql(`query CompanyNameAvailability($name: String!) {
  companyNameAvailability(name: $name) { name available identicalTo restrictedWords { word consentFrom } } }`);

/** An application as the wizard reads it; the form is the JSON the server keeps. */
export type TCompanyApplication = Omit<ResultOf<typeof ApplicationFields>, 'form'> & {
  form: TCompanyForm;
};
export type TNameCheck = ResultOf<typeof NAME>['companyNameAvailability'];

const asApplication = (a: unknown) => a as TCompanyApplication;
export const applicationKey = (id: string) => ['registrations', 'company', id] as const;

export function useCompanyApplication(id: string | null) {
  return useQuery({
    queryKey: applicationKey(id ?? ''),
    enabled: !!id,
    queryFn: () =>
      graphqlRequest(GET, { id: id ?? '' }).then((d) => asApplication(d.companyApplication)),
  });
}

/** Every change answers the whole application: it becomes the cached one at once. */
function useApplicationChange<V>(run: (variables: V) => Promise<TCompanyApplication>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (app) => client.setQueryData(applicationKey(app.id), app),
  });
}

export const useStartCompanyApplication = () =>
  useApplicationChange(() =>
    graphqlRequest(START).then((d) => asApplication(d.startCompanyApplication)),
  );

export const useSaveCompanyStep = () =>
  useApplicationChange((v: { id: string; step: TCompanyStep; data: unknown }) =>
    graphqlRequest(SAVE, v).then((d) => asApplication(d.saveCompanyApplicationStep)),
  );

/** Pay and lodge: charges the fees with the payment method (none once paid), then lodges. */
export function payAndLodgeCompanyApplication(v: { id: string; paymentMethodId?: string }) {
  return graphqlRequest(SUBMIT, v).then((d) => asApplication(d.submitCompanyApplication));
}

export const useSubmitCompanyApplication = () =>
  useApplicationChange(payAndLodgeCompanyApplication);

export function checkCompanyName(name: string): Promise<TNameCheck> {
  return graphqlRequest(NAME, { name }).then((d) => d.companyNameAvailability);
}
