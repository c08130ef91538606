import { MESSAGES, type TPreviewTemplate, ZBlock, ZTemplateMetadata } from '@app/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql } from '../../../graphql/graphql';
import { ApiError, graphqlRequest } from '../../../lib/api-client';

/** The wording of a document: its pinned template's metadata and body, without questions. */
export type TDocumentBody = Pick<TPreviewTemplate, 'metadata' | 'body'>;

const GET_DOCUMENT_BODY = graphql(`
  query getDocumentBody($d: String!) {
    getDocumentBody(documentId: $d)
  }
`);

const ZDocumentBody = z.object({ metadata: ZTemplateMetadata, body: z.array(ZBlock) });

async function fetchDocumentBody(documentId: string): Promise<unknown> {
  const data = await graphqlRequest(GET_DOCUMENT_BODY, { d: documentId });
  return data?.getDocumentBody;
}

export function documentBodyQueryOptions(documentId: string) {
  return queryOptions({
    queryKey: ['documents', 'body', documentId] as const,
    queryFn: async (): Promise<TDocumentBody> => {
      const parsed = ZDocumentBody.safeParse(await fetchDocumentBody(documentId));
      if (!parsed.success) throw new ApiError(500, 'BAD_TEMPLATE', MESSAGES.unexpected);
      return parsed.data;
    },
    // The template is pinned when the document starts, so its wording never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useDocumentBody(documentId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...documentBodyQueryOptions(documentId), enabled: options.enabled ?? true });
}
