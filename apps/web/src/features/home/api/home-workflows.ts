import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/graphql';
import { graphqlRequest } from '../../../lib/api-client';

const QUERY = graphql('query HomeWorkflows { myWorkflows { id title stepCount doneCount } }');

/** The customer's workflows with their progress, for Home. */
export function homeWorkflowsQueryOptions() {
  return queryOptions({
    queryKey: ['workflows', 'home'],
    queryFn: () => graphqlRequest(QUERY).then((d) => d.myWorkflows),
  });
}

export function useHomeWorkflows() {
  return useQuery(homeWorkflowsQueryOptions());
}
