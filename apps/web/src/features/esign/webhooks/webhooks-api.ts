import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../graphql/graphql';
import { graphqlRequest } from '../../../lib/api-client';

const WEBHOOKS = graphql(`
  query EsignWebhooks {
    esignWebhooks {
      id url createdAt
      deliveries { id event state attempts lastStatus lastError createdAt deliveredAt }
    }
  }
`);

const ADD_WEBHOOK = graphql(`
  mutation AddEsignWebhook($u: String!) {
    addEsignWebhook(url: $u) { secret webhook { id url } }
  }
`);

const REMOVE_WEBHOOK = graphql(`
  mutation RemoveEsignWebhook($id: ID!) { removeEsignWebhook(id: $id) }
`);

export type TDelivery = {
  id: string;
  event: string;
  state: 'PENDING' | 'DELIVERED' | 'FAILED';
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  createdAt: string;
  deliveredAt: string | null;
};
export type TWebhook = { id: string; url: string; createdAt: string; deliveries: TDelivery[] };

const KEY = ['esign', 'webhooks'] as const;

export function useWebhooks() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => graphqlRequest(WEBHOOKS, {}).then((d) => d.esignWebhooks as TWebhook[]),
  });
}

export function useAddWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (url: string) =>
      graphqlRequest(ADD_WEBHOOK, { u: url }).then((d) => d.addEsignWebhook),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useRemoveWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => graphqlRequest(REMOVE_WEBHOOK, { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
