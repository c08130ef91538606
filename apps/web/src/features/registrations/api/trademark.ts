import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../graphql/graphql';
import { graphqlRequest } from '../../../lib/api-client';

const REQUEST = graphql(`mutation RequestTrademark($data: JSON!) {
  requestTrademark(data: $data) { id status mark classes ownerName } }`);

export const useRequestTrademark = () =>
  useMutation({
    mutationFn: (data: unknown) =>
      graphqlRequest(REQUEST, { data }).then((d) => d.requestTrademark),
  });
