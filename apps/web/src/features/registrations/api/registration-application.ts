import type { TAbnApplication, TBusinessNameApplication } from '@app/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../graphql/graphql';
import { graphqlRequest } from '../../../lib/api-client';

const Fields = graphql(`
  fragment RegistrationApplicationFields on RegistrationApplication {
    id kind status form abn businessId decisionReason createdAt timeline { status at reason }
  }
`);
const GET = graphql(
  `query RegistrationApplication($id: ID!) { registrationApplication(id: $id) { ...RegistrationApplicationFields } }`,
  [Fields],
);
const LIST = graphql(
  `query RegistrationApplications { registrationApplications { ...RegistrationApplicationFields } }`,
  [Fields],
);
const SAVE_ABN = graphql(
  `mutation SaveAbnApplication($id: ID, $data: JSON!) {
    saveAbnApplication(id: $id, data: $data) { ...RegistrationApplicationFields } }`,
  [Fields],
);
const SAVE_NAME = graphql(
  `mutation SaveBusinessNameApplication($id: ID, $data: JSON!) {
    saveBusinessNameApplication(id: $id, data: $data) { ...RegistrationApplicationFields } }`,
  [Fields],
);
const SUBMIT = graphql(
  `mutation SubmitRegistrationApplication($id: ID!) {
    submitRegistrationApplication(id: $id) { ...RegistrationApplicationFields } }`,
  [Fields],
);

export type TRegistrationApplication = Omit<ResultOf<typeof Fields>, 'form'> & {
  form: TAbnApplication | TBusinessNameApplication;
};
const cast = (a: unknown) => a as TRegistrationApplication;
const key = (id: string) => ['registrations', 'application', id] as const;
const listKey = ['registrations', 'applications'] as const;

export function useRegistrationApplication(id: string | null) {
  return useQuery({
    queryKey: key(id ?? ''),
    enabled: !!id,
    queryFn: () =>
      graphqlRequest(GET, { id: id ?? '' }).then((d) => cast(d.registrationApplication)),
  });
}

export function useRegistrationApplications() {
  return useQuery({
    queryKey: listKey,
    queryFn: () => graphqlRequest(LIST).then((d) => d.registrationApplications.map(cast)),
  });
}

function useChange<V>(run: (v: V) => Promise<TRegistrationApplication>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (app) => {
      client.setQueryData(key(app.id), app);
      void client.invalidateQueries({ queryKey: listKey });
    },
  });
}

export const useSaveAbnApplication = () =>
  useChange((v: { id?: string; data: unknown }) =>
    graphqlRequest(SAVE_ABN, { id: v.id ?? null, data: v.data }).then((d) =>
      cast(d.saveAbnApplication),
    ),
  );
export const useSaveBusinessNameApplication = () =>
  useChange((v: { id?: string; data: unknown }) =>
    graphqlRequest(SAVE_NAME, { id: v.id ?? null, data: v.data }).then((d) =>
      cast(d.saveBusinessNameApplication),
    ),
  );
export const useSubmitRegistrationApplication = () =>
  useChange((v: { id: string }) =>
    graphqlRequest(SUBMIT, v).then((d) => cast(d.submitRegistrationApplication)),
  );
