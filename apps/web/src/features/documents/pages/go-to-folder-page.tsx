import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTrack } from '../../../lib/analytics';
import { paths } from '../../../paths';
import { useMyFolder } from '../api/folders';

/** Only a path on this site may be followed; anything else goes to My documents. */
export function sameSitePath(value: string | null): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return paths.myDocuments();
  }
  return value;
}

/**
 * /go-to/folder/{folderId}?fallback=&source=: opens My documents at the folder, or goes to
 * `fallback` when the folder does not exist (or is not the viewer's).
 */
export function GoToFolderPage() {
  const { folderId = '' } = useParams();
  const [params] = useSearchParams();
  const folder = useMyFolder(folderId);
  const navigate = useNavigate();
  const track = useTrack();
  const source = params.get('source');
  const fallback = sameSitePath(params.get('fallback'));

  useEffect(() => {
    if (folder.isPending) return;
    track('go_to_folder', { source, found: folder.isSuccess });
    if (folder.isError) navigate(fallback, { replace: true });
  }, [folder.isPending, folder.isSuccess, folder.isError, fallback, source, navigate, track]);

  if (folder.isSuccess)
    return <Navigate to={paths.myDocuments({ folder: folder.data.id })} replace />;
  return (
    <Center py="xl">
      <Loader aria-label="Opening the folder" />
    </Center>
  );
}
