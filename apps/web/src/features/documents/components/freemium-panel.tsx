import { Button, Card, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../paths';

type TProps = {
  opened: boolean;
  reason: string | null;
  freePdfAvailable: boolean;
  onFreePdf: () => void;
  onClose: () => void;
};

/** SPEC §2.5 freemium download panel: a free PDF, Essentials, or Legal Advice. */
export function FreemiumPanel({ opened, reason, freePdfAvailable, onFreePdf, onClose }: TProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Download your document" size="xl">
      {reason && (
        <Text mb="md" data-testid="freemium-reason">
          {reason}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" data-testid="freemium-panel">
        <Card withBorder radius="md" padding="md">
          <Stack gap="xs" h="100%">
            <Title order={3} fz="md">
              Free PDF
            </Title>
            <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
              One PDF download is included with your free account.
            </Text>
            <Button variant="light" disabled={!freePdfAvailable} onClick={onFreePdf}>
              {freePdfAvailable ? 'Download free PDF' : 'Free PDF used'}
            </Button>
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="md">
          <Stack gap="xs" h="100%">
            <Title order={3} fz="md">
              Essentials
            </Title>
            <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
              Unlimited documents in PDF and Word, e-signatures and the AI assistant, for you and up
              to 3 team members.
            </Text>
            <Button component={Link} to={paths.pricing({ tab: 'essentials' })} onClick={onClose}>
              Get Essentials
            </Button>
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="md">
          <Stack gap="xs" h="100%">
            <Title order={3} fz="md">
              Legal Advice
            </Title>
            <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
              Everything in Essentials plus consultations with a lawyer who can review this
              document.
            </Text>
            <Button
              variant="outline"
              component={Link}
              to={paths.pricing({ tab: 'legal-advice' })}
              onClick={onClose}
            >
              Get Legal Advice
            </Button>
          </Stack>
        </Card>
      </SimpleGrid>
    </Modal>
  );
}
