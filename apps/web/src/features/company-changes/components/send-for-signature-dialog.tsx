import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../paths';
import type { TChangeSigner } from '../api/change-signing';

type TProps = {
  opened: boolean;
  title: string;
  /** Who the change says signs, the starting point; the customer may change anyone. */
  suggested: TChangeSigner[];
  busy: boolean;
  error: string | null;
  /** The free e-signature is spent: the way on is a plan, offered beside the refusal. */
  needsPlan: boolean;
  onClose: () => void;
  onSend: (signers: TChangeSigner[]) => void;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with each signer, before anything is sent. */
function problemsOf(signers: TChangeSigner[]) {
  const seen = new Set<string>();
  return signers.map((s) => {
    const email = s.email.trim().toLowerCase();
    const problem: Partial<Record<'name' | 'email', string>> = {};
    if (!s.name.trim()) problem.name = 'Enter the signer’s name';
    if (!email) problem.email = 'Enter the signer’s e-mail address';
    else if (!EMAIL.test(email)) problem.email = 'Enter an e-mail address like name@example.com';
    else if (seen.has(email)) problem.email = 'Each signer needs their own e-mail address';
    seen.add(email);
    return problem;
  });
}

/** The signers of one supporting document, filled in from the change, confirmed before sending. */
export function SendForSignatureDialog(props: TProps) {
  const { opened, suggested } = props;
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const [signers, setSigners] = useState<TChangeSigner[]>(suggested);
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (opened) {
      setSigners(suggested.length ? suggested : [{ name: '', email: '' }]);
      setTried(false);
    }
  }, [opened, suggested]);
  const problems = problemsOf(signers);
  const update = (index: number, change: Partial<TChangeSigner>) =>
    setSigners(signers.map((s, i) => (i === index ? { ...s, ...change } : s)));

  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title={`Send for signature: ${props.title}`}
      size="lg"
      fullScreen={phone}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setTried(true);
          if (signers.length === 0 || problems.some((p) => p.name || p.email)) return;
          props.onSend(signers.map((s) => ({ name: s.name.trim(), email: s.email.trim() })));
        }}
      >
        <Stack gap="md">
          <Text size="sm">
            Each signer is e-mailed a link and signs on a signature page added to the document.
            Check the names and add the e-mail addresses: your company register does not keep them.
          </Text>
          {signers.map((signer, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: drafts have no id until they are sent
            <Paper key={index} withBorder p="sm" radius="md">
              <Group justify="space-between" mb={4}>
                <Text fw={600} size="sm">
                  Signer {index + 1}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Remove signer ${index + 1}`}
                  disabled={signers.length === 1}
                  onClick={() => setSigners(signers.filter((_, i) => i !== index))}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput
                  label="Name"
                  required
                  value={signer.name}
                  onChange={(e) => update(index, { name: e.currentTarget.value })}
                  error={tried ? problems[index]?.name : undefined}
                  autoComplete="off"
                />
                <TextInput
                  label="E-mail"
                  type="email"
                  required
                  value={signer.email}
                  onChange={(e) => update(index, { email: e.currentTarget.value })}
                  error={tried ? problems[index]?.email : undefined}
                  autoComplete="off"
                />
              </SimpleGrid>
            </Paper>
          ))}
          <Group>
            <Button
              variant="subtle"
              leftSection={<IconPlus size={16} aria-hidden />}
              disabled={signers.length >= 20}
              onClick={() => setSigners([...signers, { name: '', email: '' }])}
            >
              Add a signer
            </Button>
          </Group>
          {props.error && (
            <Alert color="red" role="alert" title="Not sent">
              <Text size="sm">{props.error}</Text>
              {props.needsPlan && (
                <Button component={Link} to={paths.pricing({ tab: 'legal' })} size="xs" mt="sm">
                  See plans with e-signing
                </Button>
              )}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              Not now
            </Button>
            <Button type="submit" loading={props.busy}>
              Send to {signers.length} {signers.length === 1 ? 'signer' : 'signers'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
