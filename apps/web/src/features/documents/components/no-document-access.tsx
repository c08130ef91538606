import { SHARING_MESSAGES } from '@app/domain';
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../paths';

/** What a document link shows to someone it was not shared with (or a link that is wrong). */
export function NoDocumentAccess() {
  return (
    <Stack maw={560} gap="md" data-testid="no-document-access">
      <IconLock size={40} aria-hidden="true" />
      <Title order={1} size="h2">
        {SHARING_MESSAGES.noAccess}
      </Title>
      <Text>
        It may not have been shared with the e-mail address you signed in with, or it may have been
        deleted. Ask the person who sent you the link to share it with you.
      </Text>
      <div>
        <Button component={Link} to={paths.myDocuments()} variant="light">
          Go to My documents
        </Button>
      </div>
    </Stack>
  );
}
