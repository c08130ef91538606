import { Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { showErrorToast } from '../../../lib/toasts';
import { paths } from '../../../paths';
import { type TWorkflowTemplate, useStartWorkflow } from '../api/workflows';

/** A journey the customer has not started: what it covers, and a button to start it. */
export function TemplateCard({ template }: { template: TWorkflowTemplate }) {
  const start = useStartWorkflow();
  const navigate = useNavigate();
  const onStart = () =>
    start.mutate(template.key, {
      onSuccess: (w) => navigate(paths.customiseWorkflow(w.id)),
      onError: (e) => showErrorToast(e.message),
    });
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="article"
      aria-labelledby={`tpl-${template.key}`}
    >
      <Stack gap="sm" h="100%">
        <Title order={3} size="h4" id={`tpl-${template.key}`}>
          {template.title}
        </Title>
        <Text size="sm" c="dimmed">
          {template.summary}
        </Text>
        <List size="sm" spacing={2}>
          {template.stepTitles.map((s) => (
            <List.Item key={s}>{s}</List.Item>
          ))}
        </List>
        <Button
          mt="auto"
          onClick={onStart}
          loading={start.isPending}
          aria-label={`Start ${template.title}`}
        >
          Start
        </Button>
      </Stack>
    </Paper>
  );
}
