// The editor's operations as the tests call them over HTTP. Typed by shape, so this file
// builds with the server while the test app stays out of its build.

type TTestApp = {
  api: {
    graphql(
      query: string,
      variables: Record<string, unknown>,
      token?: string,
    ): Promise<{ body: unknown }>;
  };
};
type TGql = { data?: any; errors?: { message: string; extensions?: { code?: string } }[] };

const gqlAs = async (
  t: TTestApp,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
) => (await t.api.graphql(query, variables, token)).body as TGql;

const VERSION = 'id number status name authorName';

export const openEditor = (t: TTestApp, token: string, documentId: string) =>
  gqlAs(
    t,
    token,
    `query($d: ID!) { editorDocument(documentId: $d) { documentId title role canEdit content version { ${VERSION} } } }`,
    { d: documentId },
  );

export const saveVersion = (
  t: TTestApp,
  token: string,
  documentId: string,
  content: unknown,
  name?: string,
): Promise<TGql> =>
  gqlAs(
    t,
    token,
    `mutation($d: ID!, $c: JSON!, $n: String) { saveDocumentVersion(documentId: $d, content: $c, name: $n) { ${VERSION} } }`,
    { d: documentId, c: content, n: name },
  );

export const listVersions = (t: TTestApp, token: string, documentId: string) =>
  gqlAs(t, token, `query($d: ID!) { documentVersions(documentId: $d) { ${VERSION} } }`, {
    d: documentId,
  });

export const restoreVersion = (t: TTestApp, token: string, documentId: string, versionId: string) =>
  gqlAs(
    t,
    token,
    `mutation($d: ID!, $v: ID!) { restoreDocumentVersion(documentId: $d, versionId: $v) { ${VERSION} } }`,
    { d: documentId, v: versionId },
  );

export const finaliseVersion = (t: TTestApp, token: string, documentId: string) =>
  gqlAs(t, token, `mutation($d: ID!) { finaliseDocumentVersion(documentId: $d) { ${VERSION} } }`, {
    d: documentId,
  });

type TNode = { type: string; text?: string; content?: TNode[] };

/** The content with `from` replaced by `to` in the first text that has it. */
export function editText(content: TNode, from: string, to: string): TNode {
  let done = false;
  const walk = (node: TNode): TNode => {
    if (!done && node.type === 'text' && node.text?.includes(from)) {
      done = true;
      return { ...node, text: node.text.replace(from, to) };
    }
    return node.content ? { ...node, content: node.content.map(walk) } : node;
  };
  const edited = walk(content);
  if (!done) throw new Error(`No text has "${from}"`);
  return edited;
}

/** Every piece of text in the content, joined by spaces. */
export const textOf = (node: TNode): string =>
  node.type === 'text' ? (node.text ?? '') : (node.content ?? []).map(textOf).join(' ');
