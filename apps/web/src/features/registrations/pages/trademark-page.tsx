import { NICE_CLASSES, searchNiceClasses, ZTrademarkRequest } from '@app/domain';
import {
  Alert,
  Button,
  Checkbox,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useRequestTrademark } from '../api/trademark';
import { localProblems, problemsOf, StepProblems } from '../components/step-problems';

/** /solutions/trademark: a request for a trade mark application, kept as an order. */
export function TrademarkPage() {
  const [mark, setMark] = useState('');
  const [query, setQuery] = useState('');
  const [classes, setClasses] = useState<number[]>([]);
  const [ownerName, setOwnerName] = useState('');
  const [ownerAbn, setOwnerAbn] = useState('');
  const [notes, setNotes] = useState('');
  const [local, setLocal] = useState<string[]>([]);
  const request = useRequestTrademark();
  const shown = searchNiceClasses(query);

  if (request.data) {
    return (
      <Stack gap="lg" maw={760}>
        <Title order={1}>Trade mark application</Title>
        <Alert color="green" variant="light" title="Request received" role="status">
          We have your request to register {request.data.mark} in class
          {request.data.classes.length > 1 ? 'es' : ''} {request.data.classes.join(', ')}. Our team
          will be in touch about the application.
        </Alert>
      </Stack>
    );
  }

  function send() {
    const data = {
      mark,
      classes,
      ownerName,
      ...(ownerAbn.trim() ? { ownerAbn } : {}),
      ...(notes.trim() ? { notes } : {}),
    };
    const found = localProblems(ZTrademarkRequest, data);
    setLocal(found);
    if (found.length === 0) request.mutate(data);
  }

  const problems = local.length > 0 ? local : problemsOf(request.error);
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>Trade mark application</Title>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
      >
        <Stack gap="md">
          <TextInput
            label="Trade mark"
            description="The word or phrase to protect"
            value={mark}
            onChange={(e) => setMark(e.currentTarget.value)}
          />
          <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
            <legend style={{ fontWeight: 600, marginBottom: 8 }}>
              Classes of goods and services
            </legend>
            <TextInput
              label="Search the classes"
              description={`${NICE_CLASSES.length} classes of the Nice Classification`}
              value={query}
              onChange={(e) => setQuery(e.currentTarget.value)}
            />
            <Text size="sm" c="dimmed" aria-live="polite" mt={4}>
              {shown.length} class{shown.length === 1 ? '' : 'es'} shown, {classes.length} chosen
            </Text>
            <ScrollArea.Autosize mah={320} mt="xs" type="auto">
              <Stack gap={6}>
                {shown.map((c) => (
                  <Checkbox
                    key={c.number}
                    label={`Class ${c.number}: ${c.heading}`}
                    checked={classes.includes(c.number)}
                    onChange={(e) => {
                      const on = e.currentTarget.checked;
                      setClasses((all) =>
                        on ? [...all, c.number] : all.filter((n) => n !== c.number),
                      );
                    }}
                  />
                ))}
                {shown.length === 0 && <Text size="sm">No class matches “{query}”.</Text>}
              </Stack>
            </ScrollArea.Autosize>
          </fieldset>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Owner's name"
              value={ownerName}
              onChange={(e) => setOwnerName(e.currentTarget.value)}
            />
            <TextInput
              label="Owner's ABN (optional)"
              value={ownerAbn}
              onChange={(e) => setOwnerAbn(e.currentTarget.value)}
            />
          </SimpleGrid>
          <Textarea
            label="Anything else we should know (optional)"
            value={notes}
            onChange={(e) => setNotes(e.currentTarget.value)}
          />
          <StepProblems problems={problems} />
          <Button type="submit" loading={request.isPending} style={{ alignSelf: 'flex-start' }}>
            Send request
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
