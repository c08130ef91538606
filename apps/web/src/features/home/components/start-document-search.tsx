import { Anchor, Button, Card, Group, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../paths';

/**
 * "Start a document": the library search, from the first page a customer sees. Worded apart
 * from the header's search panel, which can be open over it on a phone.
 */
export function StartDocumentSearch() {
  const navigate = useNavigate();
  const [term, setTerm] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(paths.documentLibrary({ q: term.trim() || undefined }));
  };

  return (
    <Card withBorder radius="md" padding="lg" data-testid="start-document">
      <Title order={2} size="h4">
        Start a document
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="sm">
        Agreements, policies, letters and forms for Australian businesses, drafted by lawyers.
      </Text>
      <form onSubmit={submit} aria-label="Start a document">
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            label="Find a legal document"
            type="search"
            placeholder="e.g. non-disclosure, employment, lease"
            value={term}
            onChange={(event) => setTerm(event.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button type="submit">Find</Button>
        </Group>
      </form>
      <Anchor component={Link} to={paths.documentLibrary({ filter: 'popular' })} size="sm" mt="sm">
        Or browse the most popular documents
      </Anchor>
    </Card>
  );
}
