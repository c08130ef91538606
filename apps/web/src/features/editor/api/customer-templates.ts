import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../graphql/graphql';
import { graphqlRequest } from '../../../lib/api-client';

// A customer's own templates: documents' edited wording kept under a name, each with the
// history of its changes (CREATE, UPDATE, RESTORE, CLONE).

const TemplateFields = graphql(`
  fragment CustomerTemplateFields on CustomerTemplate { id name createdAt updatedAt }
`);

const EntryFields = graphql(`
  fragment CustomerTemplateEntryFields on CustomerTemplateEntry {
    id number action restoredFrom documentId documentTitle actorName createdAt
  }
`);

export type TCustomerTemplate = ResultOf<typeof TemplateFields>;
export type TTemplateEntry = ResultOf<typeof EntryFields>;
export type TTemplateAction = TTemplateEntry['action'];

const MY_TEMPLATES = graphql(`query MyTemplates { myTemplates { ...CustomerTemplateFields } }`, [
  TemplateFields,
]);

const TEMPLATE_HISTORY = graphql(
  `query CustomerTemplateHistory($t: ID!) {
    customerTemplateHistory(templateId: $t) { ...CustomerTemplateEntryFields }
  }`,
  [EntryFields],
);

const SAVE_AS_TEMPLATE = graphql(
  `mutation SaveDocumentAsTemplate($d: ID!, $n: String!) {
    saveDocumentAsTemplate(documentId: $d, name: $n) { ...CustomerTemplateFields }
  }`,
  [TemplateFields],
);

const CLONE_TEMPLATE = graphql(`
  mutation CloneCustomerTemplate($t: ID!) {
    cloneCustomerTemplate(templateId: $t) { documentId title }
  }
`);

const RENAME_TEMPLATE = graphql(
  `mutation RenameCustomerTemplate($t: ID!, $n: String!) {
    renameCustomerTemplate(templateId: $t, name: $n) { ...CustomerTemplateFields }
  }`,
  [TemplateFields],
);

const UPDATE_TEMPLATE = graphql(
  `mutation UpdateCustomerTemplate($t: ID!, $d: ID!) {
    updateCustomerTemplate(templateId: $t, documentId: $d) { ...CustomerTemplateEntryFields }
  }`,
  [EntryFields],
);

const RESTORE_TEMPLATE = graphql(
  `mutation RestoreCustomerTemplate($t: ID!, $e: ID!) {
    restoreCustomerTemplate(templateId: $t, entryId: $e) { ...CustomerTemplateEntryFields }
  }`,
  [EntryFields],
);

const DELETE_TEMPLATE = graphql(
  `mutation DeleteCustomerTemplate($t: ID!) {
    deleteCustomerTemplate(templateId: $t) { ...CustomerTemplateFields }
  }`,
  [TemplateFields],
);

/** The customer's finished documents of their own, the ones a template can be taken from. */
const TEMPLATE_SOURCES = graphql(`
  query TemplateSourceDocuments { getMyDocuments { id title status myRole kind } }
`);

export const templateKeys = {
  all: ['editor', 'templates'] as const,
  list: ['editor', 'templates', 'list'] as const,
  history: (id: string) => ['editor', 'templates', 'history', id] as const,
  sources: ['editor', 'templates', 'sources'] as const,
};

export function useMyTemplates() {
  return useQuery({
    queryKey: templateKeys.list,
    queryFn: () => graphqlRequest(MY_TEMPLATES, {}).then((d) => d.myTemplates),
  });
}

export function useTemplateHistory(templateId: string) {
  return useQuery({
    queryKey: templateKeys.history(templateId),
    queryFn: () =>
      graphqlRequest(TEMPLATE_HISTORY, { t: templateId }).then((d) => d.customerTemplateHistory),
  });
}

export function useTemplateSources(enabled: boolean) {
  return useQuery({
    queryKey: templateKeys.sources,
    queryFn: () =>
      graphqlRequest(TEMPLATE_SOURCES, {}).then((d) =>
        d.getMyDocuments.filter(
          (doc) =>
            doc.myRole === 'OWNER' && doc.kind === 'template' && doc.status !== 'IN_PROGRESS',
        ),
      ),
    enabled,
  });
}

/** Every change to a template changes the list (its date) and its history. */
function useTemplateMutation<V, R>(run: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: templateKeys.all }),
  });
}

export const useSaveAsTemplate = (documentId: string) =>
  useTemplateMutation((name: string) =>
    graphqlRequest(SAVE_AS_TEMPLATE, { d: documentId, n: name }).then(
      (d) => d.saveDocumentAsTemplate,
    ),
  );

export function useCloneTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (templateId: string) =>
      graphqlRequest(CLONE_TEMPLATE, { t: templateId }).then((d) => d.cloneCustomerTemplate),
    // A new document joins My documents, and the template's history records the use.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: templateKeys.all }),
        client.invalidateQueries({ queryKey: ['documents'] }),
      ]),
  });
}

export const useRenameTemplate = () =>
  useTemplateMutation((v: { templateId: string; name: string }) =>
    graphqlRequest(RENAME_TEMPLATE, { t: v.templateId, n: v.name }).then(
      (d) => d.renameCustomerTemplate,
    ),
  );

export const useUpdateTemplate = () =>
  useTemplateMutation((v: { templateId: string; documentId: string }) =>
    graphqlRequest(UPDATE_TEMPLATE, { t: v.templateId, d: v.documentId }).then(
      (d) => d.updateCustomerTemplate,
    ),
  );

export const useRestoreTemplate = () =>
  useTemplateMutation((v: { templateId: string; entryId: string }) =>
    graphqlRequest(RESTORE_TEMPLATE, { t: v.templateId, e: v.entryId }).then(
      (d) => d.restoreCustomerTemplate,
    ),
  );

export const useDeleteTemplate = () =>
  useTemplateMutation((templateId: string) =>
    graphqlRequest(DELETE_TEMPLATE, { t: templateId }).then((d) => d.deleteCustomerTemplate),
  );
