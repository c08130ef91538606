// The template operations as the tests call them over HTTP. Typed by shape, so this file
// builds with the server while the test app stays out of its build.
import { gqlAs, type TGql } from './documents-kit.js';

type TTestApp = Parameters<typeof gqlAs>[0];

const TEMPLATE = 'id name createdAt updatedAt';
export const ENTRY = 'id number action restoredFrom documentId documentTitle actorName createdAt';

export const saveAsTemplate = (t: TTestApp, token: string, documentId: string, name: unknown) =>
  gqlAs(
    t,
    token,
    `mutation($d: ID!, $n: String!) { saveDocumentAsTemplate(documentId: $d, name: $n) { ${TEMPLATE} } }`,
    { d: documentId, n: name },
  );

export const myTemplates = (t: TTestApp, token: string) =>
  gqlAs(t, token, `query { myTemplates { ${TEMPLATE} } }`);

export const templateHistory = (t: TTestApp, token: string, templateId: string) =>
  gqlAs(t, token, `query($t: ID!) { customerTemplateHistory(templateId: $t) { ${ENTRY} } }`, {
    t: templateId,
  });

export const cloneTemplate = (t: TTestApp, token: string, templateId: string) =>
  gqlAs(
    t,
    token,
    'mutation($t: ID!) { cloneCustomerTemplate(templateId: $t) { documentId title } }',
    { t: templateId },
  );

export const renameTemplate = (t: TTestApp, token: string, templateId: string, name: string) =>
  gqlAs(
    t,
    token,
    `mutation($t: ID!, $n: String!) { renameCustomerTemplate(templateId: $t, name: $n) { ${TEMPLATE} } }`,
    { t: templateId, n: name },
  );

export const updateTemplate = (
  t: TTestApp,
  token: string,
  templateId: string,
  documentId: string,
) =>
  gqlAs(
    t,
    token,
    `mutation($t: ID!, $d: ID!) { updateCustomerTemplate(templateId: $t, documentId: $d) { ${ENTRY} } }`,
    { t: templateId, d: documentId },
  );

export const restoreTemplate = (t: TTestApp, token: string, templateId: string, entryId: string) =>
  gqlAs(
    t,
    token,
    `mutation($t: ID!, $e: ID!) { restoreCustomerTemplate(templateId: $t, entryId: $e) { ${ENTRY} } }`,
    { t: templateId, e: entryId },
  );

export const deleteTemplate = (t: TTestApp, token: string, templateId: string): Promise<TGql> =>
  gqlAs(t, token, `mutation($t: ID!) { deleteCustomerTemplate(templateId: $t) { ${TEMPLATE} } }`, {
    t: templateId,
  });
