import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { QueryState } from '../../../lib/ui/query-state';
import { fieldErrorText } from '../../../lib/ui/server-field-errors';
import {
  type TCustomerTemplate,
  useTemplateSources,
  useUpdateTemplate,
} from '../api/customer-templates';

/**
 * Replaces a template's wording with one of the customer's finished documents as it reads
 * now (UPDATE); the wording it had stays in the history.
 */
export function UpdateTemplateModal(props: {
  template: TCustomerTemplate | null;
  onClose: () => void;
  onUpdated: (template: TCustomerTemplate) => void;
}) {
  const sources = useTemplateSources(props.template !== null);
  const update = useUpdateTemplate();
  const [documentId, setDocumentId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!props.template) return;
    setDocumentId(null);
    setProblem(null);
    update.reset();
  }, [props.template, update.reset]);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const template = props.template;
    if (!template) return;
    if (!documentId) return setProblem('Choose the document to take the wording from.');
    update.mutate(
      { templateId: template.id, documentId },
      { onSuccess: () => props.onUpdated(template) },
    );
  };

  return (
    <Modal
      opened={props.template !== null}
      onClose={props.onClose}
      title="Update from a document"
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">
            “{props.template?.name}” takes the wording of the document you choose, as it reads now.
            Its current wording stays in the history, so you can restore it.
          </Text>
          <QueryState query={sources} loadingLabel="Loading your documents" />
          {sources.data && sources.data.length === 0 && (
            <Text size="sm" c="dimmed">
              You have no finished documents to take wording from yet.
            </Text>
          )}
          {sources.data && sources.data.length > 0 && (
            <Select
              label="Document"
              placeholder="Choose a document"
              data={sources.data.map((d) => ({ value: d.id, label: d.title }))}
              value={documentId}
              onChange={(value) => {
                setDocumentId(value);
                setProblem(null);
              }}
              searchable
              required
              error={problem ?? fieldErrorText(update.error, 'documentId')}
              comboboxProps={{ withinPortal: true }}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending} disabled={!sources.data?.length}>
              Update template
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
