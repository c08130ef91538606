import { Button } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { showErrorToast } from '../../../lib/toasts';
import { paths } from '../../../paths';
import { useMySignerLink } from '../api/my-signer-link';

/** "Sign" on a document awaiting the customer's signature: opens its signing page for them. */
export function SignNowButton({ documentId, title }: { documentId: string; title: string }) {
  const link = useMySignerLink();
  const navigate = useNavigate();
  return (
    <Button
      size="xs"
      leftSection={<IconSignature size={16} aria-hidden="true" />}
      loading={link.isPending}
      aria-label={`Sign ${title}`}
      onClick={() =>
        link.mutate(documentId, {
          onSuccess: (l) => navigate(paths.esign(l.processId, { token: l.token })),
          onError: (e) => showErrorToast(e.message),
        })
      }
    >
      Sign
    </Button>
  );
}
