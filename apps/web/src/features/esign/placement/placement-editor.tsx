import {
  Alert,
  Button,
  Checkbox,
  ColorSwatch,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { getToken } from '../../../lib/auth-token';
import { openPdf, type TPdfView } from '../lib/pdf-document';
import type { TSigningFieldType } from '../lib/types';
import { FieldBox } from './field-box';
import {
  colourOf,
  FIELD_KINDS,
  labelOf,
  newField,
  type TPlacedDraft,
  type TPlacementRecipient,
} from './placement-model';
import { DRAG_TYPE, PlacementPage } from './placement-page';

type TProps = {
  url: string;
  recipients: readonly TPlacementRecipient[];
  fields: readonly TPlacedDraft[];
  onChange: (fields: TPlacedDraft[]) => void;
};

/**
 * Placing fields on the document's own pages: pick whose fields they are, then drag a kind
 * of field onto a page, or choose it to add it to the current page and move it with the
 * arrow keys. The selected field can be given to someone else, made optional or removed.
 */
export function PlacementEditor({ url, recipients, fields, onChange }: TProps) {
  const [view, setView] = useState<TPdfView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  const [recipient, setRecipient] = useState(0);
  const [selected, setSelected] = useState<string | null>(null);
  const { ref, width } = useElementSize<HTMLElement>();

  useEffect(() => {
    let open: TPdfView | null = null;
    let cancelled = false;
    const token = getToken();
    openPdf(url, token ? { httpHeaders: { authorization: `Bearer ${token}` } } : {}).then(
      (opened) => {
        if (cancelled) return opened.close();
        open = opened;
        setView(opened);
      },
      () =>
        !cancelled && setError('The document could not be shown. Reload the page to try again.'),
    );
    return () => {
      cancelled = true;
      open?.close();
    };
  }, [url]);

  const who = Math.min(recipient, Math.max(0, recipients.length - 1));
  const chosen = fields.find((f) => f.key === selected) ?? null;
  const update = (field: TPlacedDraft) =>
    onChange(fields.map((f) => (f.key === field.key ? field : f)));
  const remove = (key: string) => {
    onChange(fields.filter((f) => f.key !== key));
    setSelected(null);
  };
  const add = (type: TSigningFieldType, onPage: number, at?: { x: number; y: number }) => {
    const field = newField({ type, page: onPage, recipient: who, at, existing: fields });
    onChange([...fields, field]);
    setSelected(field.key);
    // Focus the new field so the arrow keys move it at once, brought to the middle of the
    // view: scrolled only as far as its edge, it would sit under the sticky palette.
    requestAnimationFrame(() => {
      const box = document.querySelector<HTMLElement>(`[data-field-key="${field.key}"]`);
      box?.focus({ preventScroll: true });
      box?.scrollIntoView?.({ block: 'center' });
    });
  };
  const nameOf = (index: number) => recipients[index]?.name || `Recipient ${index + 1}`;
  const recipientOptions = recipients.map((_, i) => ({ value: String(i), label: nameOf(i) }));

  if (error)
    return (
      <Alert color="red" role="alert">
        {error}
      </Alert>
    );
  return (
    <Stack gap="sm">
      {/* Kept in view while the pages scroll, except on a phone, where it would cover them. */}
      <Paper
        withBorder
        p="sm"
        radius="md"
        pos={{ base: 'static', sm: 'sticky' }}
        top={0}
        style={{ zIndex: 2 }}
      >
        <Stack gap="xs">
          <Group grow align="flex-end" gap="xs">
            <Select
              label="Fields for"
              data={recipientOptions}
              value={String(who)}
              allowDeselect={false}
              leftSection={
                <ColorSwatch color={`var(--mantine-color-${colourOf(who)}-6)`} size={14} />
              }
              onChange={(value) => value !== null && setRecipient(Number(value))}
            />
            <Select
              label="Add to page"
              data={Array.from({ length: view?.pageCount ?? 1 }, (_, i) => ({
                value: String(i),
                label: `Page ${i + 1}`,
              }))}
              value={String(page)}
              allowDeselect={false}
              onChange={(value) => value !== null && setPage(Number(value))}
            />
          </Group>
          <Group gap={6} role="group" aria-label="Add a field">
            {FIELD_KINDS.map((kind) => (
              <Button
                key={kind.type}
                size="compact-sm"
                variant="light"
                color={colourOf(who)}
                draggable
                onDragStart={(event) => {
                  event.dataTransfer.setData(DRAG_TYPE, kind.type);
                  event.dataTransfer.effectAllowed = 'copy';
                }}
                onClick={() => add(kind.type, page)}
                aria-label={`Add ${/^[aeiou]/i.test(kind.label) ? 'an' : 'a'} ${kind.label.toLowerCase()} field for ${nameOf(who)} to page ${page + 1}`}
              >
                {kind.label}
              </Button>
            ))}
          </Group>
          <Text id="placement-keys" size="xs" c="dimmed">
            Drag a field onto a page, or choose it to add it to page {page + 1}. Move a field by
            dragging it or with the arrow keys (Shift for bigger steps); resize it from its corner
            or with Alt and the arrow keys; Delete removes it.
          </Text>
          {chosen ? (
            <Group gap="xs" align="flex-end" wrap="wrap" data-testid="selected-field">
              <Text size="sm" fw={600} w="100%">
                Selected: {labelOf(chosen.type)} on page {chosen.page + 1}
              </Text>
              <Select
                label="Filled in by"
                size="xs"
                data={recipientOptions}
                value={String(chosen.recipient)}
                allowDeselect={false}
                onChange={(value) =>
                  value !== null && update({ ...chosen, recipient: Number(value) })
                }
                style={{ flex: '1 1 10rem' }}
              />
              <Checkbox
                label="Required"
                checked={chosen.required}
                onChange={(event) => update({ ...chosen, required: event.currentTarget.checked })}
                mb={6}
              />
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => remove(chosen.key)}
              >
                Remove field
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Paper>
      <section ref={ref} aria-label="The document's pages">
        {!view ? (
          <Stack align="center" py="xl">
            <Loader aria-label="Loading the document" />
          </Stack>
        ) : (
          <Stack gap="md">
            {Array.from({ length: view.pageCount }, (_, p) => (
              <PlacementPage
                // biome-ignore lint/suspicious/noArrayIndexKey: pages are identified by their number
                key={p}
                view={view}
                page={p}
                width={width}
                current={p === page}
                onPick={() => setPage(p)}
                onDropField={(type, at) => {
                  setPage(p);
                  add(type, p, at);
                }}
              >
                {fields
                  .filter((f) => f.page === p)
                  .map((f) => (
                    <FieldBox
                      key={f.key}
                      field={f}
                      recipientName={nameOf(f.recipient)}
                      selected={f.key === selected}
                      onSelect={() => setSelected(f.key)}
                      onChange={update}
                      onDelete={() => remove(f.key)}
                    />
                  ))}
              </PlacementPage>
            ))}
          </Stack>
        )}
      </section>
    </Stack>
  );
}
