import { Button } from '@mantine/core';
import { IconTemplate } from '@tabler/icons-react';
import { useState } from 'react';
import { showSuccessToast } from '../../../lib/toasts';
import { useSaveAsTemplate } from '../api/customer-templates';
import { TemplateNameModal } from './template-name-modal';

/**
 * The editor's "Save as my template": keeps the document's wording as it reads now (what was
 * typed live included, the server takes it) as one of the customer's own templates.
 */
export function SaveAsTemplateButton({ documentId, title }: { documentId: string; title: string }) {
  const [open, setOpen] = useState(false);
  const save = useSaveAsTemplate(documentId);
  const close = () => {
    setOpen(false);
    save.reset();
  };
  return (
    <>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconTemplate size={16} aria-hidden="true" />}
        onClick={() => setOpen(true)}
      >
        Save as my template
      </Button>
      <TemplateNameModal
        opened={open}
        title="Save as my template"
        submitLabel="Save template"
        initialName={title.slice(0, 120)}
        description="Start new documents from this wording in My documents, under My templates."
        saving={save.isPending}
        error={save.error}
        onClose={close}
        onSubmit={(name) =>
          save.mutate(name, {
            onSuccess: (template) => {
              close();
              showSuccessToast(`Saved as your template “${template.name}”`);
            },
          })
        }
      />
    </>
  );
}
