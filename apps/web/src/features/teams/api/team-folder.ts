import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../graphql/graphql';
import { graphqlRequest } from '../../../lib/api-client';

const TeamFolderFields = graphql(`
  fragment TeamFolderFields on TeamFolder {
    available isTeamOwner
    documents { documentId title ownerName role addedAt canRemove }
    addable { documentId title }
  }
`);

const TEAM_FOLDER = graphql(`query TeamFolder { teamFolder { ...TeamFolderFields } }`, [
  TeamFolderFields,
]);

const ADD_TO_TEAM_FOLDER = graphql(
  `mutation AddToTeamFolder($documentId: ID!, $role: String!) {
    addToTeamFolder(documentId: $documentId, role: $role) { ...TeamFolderFields }
  }`,
  [TeamFolderFields],
);

const REMOVE_FROM_TEAM_FOLDER = graphql(
  `mutation RemoveFromTeamFolder($documentId: ID!) {
    removeFromTeamFolder(documentId: $documentId) { ...TeamFolderFields }
  }`,
  [TeamFolderFields],
);

export type TTeamFolder = ResultOf<typeof TeamFolderFields>;
export type TTeamFolderDocument = TTeamFolder['documents'][number];
export type TTeamFolderRole = 'EDITOR' | 'VIEWER';

const folderKey = ['teams', 'team-folder'] as const;

export function useTeamFolder() {
  return useQuery({
    queryKey: folderKey,
    queryFn: () => graphqlRequest(TEAM_FOLDER).then((d) => d.teamFolder as TTeamFolder),
  });
}

/** Each change answers with the whole folder, which replaces the cached one. */
function useFolderChange<V>(run: (v: V) => Promise<TTeamFolder>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (folder) => {
      client.setQueryData(folderKey, folder);
      // My documents lists shared documents too.
      void client.invalidateQueries({ queryKey: ['documents'] });
    },
  });
}

export function useAddToTeamFolder() {
  return useFolderChange((v: { documentId: string; role: TTeamFolderRole }) =>
    graphqlRequest(ADD_TO_TEAM_FOLDER, v).then((d) => d.addToTeamFolder as TTeamFolder),
  );
}

export function useRemoveFromTeamFolder() {
  return useFolderChange((documentId: string) =>
    graphqlRequest(REMOVE_FROM_TEAM_FOLDER, { documentId }).then(
      (d) => d.removeFromTeamFolder as TTeamFolder,
    ),
  );
}
