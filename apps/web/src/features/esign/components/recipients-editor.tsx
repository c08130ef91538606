import { EXECUTION_JURISDICTIONS, type TExecutionJurisdiction } from '@app/domain';
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { ROLE_LABELS, stateLabel } from '../lib/labels';
import type { TRecipientDraft, TSigningRole } from '../lib/types';

type TProps = {
  recipients: TRecipientDraft[];
  onChange: (recipients: TRecipientDraft[]) => void;
  /** Problems by recipient index and field, shown once the customer tries to send. */
  errors: Record<number, Partial<Record<'name' | 'email', string>>>;
  sequential: boolean;
};

export const emptyRecipient = (): TRecipientDraft => ({
  name: '',
  email: '',
  role: 'SIGNER',
  verifyByCode: false,
  state: null,
});

/** The State or Territory a recipient signs in: optional, read by the execution rules. */
const STATE_OPTIONS = EXECUTION_JURISDICTIONS.filter((j) => j !== 'CTH').map((value) => ({
  value,
  label: stateLabel(value),
}));

const ROLE_OPTIONS = (Object.keys(ROLE_LABELS) as TSigningRole[]).map((value) => ({
  value,
  label: ROLE_LABELS[value],
}));

/** Who receives the document: name, e-mail, role and whether an e-mailed code is asked for. */
export function RecipientsEditor({ recipients, onChange, errors, sequential }: TProps) {
  const update = (index: number, change: Partial<TRecipientDraft>) =>
    onChange(recipients.map((r, i) => (i === index ? { ...r, ...change } : r)));
  return (
    <Stack gap="sm">
      {recipients.map((recipient, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: drafts have no id until they are sent
        <Paper key={index} withBorder p="sm" radius="md">
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={600} size="sm">
                {sequential ? `${index + 1}. ` : ''}Recipient {index + 1}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove recipient ${index + 1}`}
                disabled={recipients.length === 1}
                onClick={() => onChange(recipients.filter((_, i) => i !== index))}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              <TextInput
                label="Name"
                required
                value={recipient.name}
                autoComplete="off"
                error={errors[index]?.name}
                onChange={(event) => update(index, { name: event.currentTarget.value })}
              />
              <TextInput
                label="E-mail"
                type="email"
                required
                value={recipient.email}
                autoComplete="off"
                error={errors[index]?.email}
                onChange={(event) => update(index, { email: event.currentTarget.value })}
              />
              <Select
                label="Role"
                data={ROLE_OPTIONS}
                value={recipient.role}
                allowDeselect={false}
                onChange={(value) => value && update(index, { role: value as TSigningRole })}
              />
              <Select
                label="State or territory"
                description="Where they sign, if not under the document’s law"
                placeholder="As the document"
                data={STATE_OPTIONS}
                value={recipient.state}
                clearable
                onChange={(value) =>
                  update(index, { state: value as TExecutionJurisdiction | null })
                }
              />
            </SimpleGrid>
            <Checkbox
              label="Ask for a code e-mailed to them before they sign"
              checked={recipient.verifyByCode}
              onChange={(event) => update(index, { verifyByCode: event.currentTarget.checked })}
            />
          </Stack>
        </Paper>
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => onChange([...recipients, emptyRecipient()])}
          disabled={recipients.length >= 20}
        >
          Add recipient
        </Button>
      </Group>
    </Stack>
  );
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Each recipient needs a name and a real-looking e-mail, and nobody may appear twice. */
export function recipientErrors(recipients: readonly TRecipientDraft[]) {
  const errors: TProps['errors'] = {};
  const seen = new Set<string>();
  recipients.forEach((r, index) => {
    const problem: Partial<Record<'name' | 'email', string>> = {};
    if (!r.name.trim()) problem.name = 'Enter their name';
    const email = r.email.trim().toLowerCase();
    if (!EMAIL.test(email)) problem.email = 'Enter an e-mail address like name@example.com';
    else if (seen.has(email)) problem.email = 'This address is already a recipient';
    seen.add(email);
    if (problem.name || problem.email) errors[index] = problem;
  });
  return errors;
}
