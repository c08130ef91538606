import type { TQuestion, TQuestionGroup } from '@app/domain';
import { Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { TQuestionnaireState } from '../../hooks/use-questionnaire';
import { fieldId, groupItems } from './questionnaire-logic';

type TRepeatGroupProps = {
  group: TQuestionGroup;
  sectionId: string;
  state: TQuestionnaireState;
  renderQuestion: (question: TQuestion, path: string) => ReactNode;
};

function limitsText(group: TQuestionGroup): string | null {
  const { minItems: min, maxItems: max } = group;
  if (min > 0 && max !== undefined) return `You need at least ${min} and can add up to ${max}.`;
  if (min > 0) return `You need at least ${min}.`;
  if (max !== undefined) return `You can add up to ${max}.`;
  return null;
}

/** A question set answered once per item (each party, each director): a card per item. */
export function RepeatGroup({ group, sectionId, state, renderQuestion }: TRepeatGroupProps) {
  const items = groupItems(state.answers, group.id);
  const itemLabel = group.itemLabel ?? 'Entry';
  const titleOf = (index: number) => `${itemLabel} ${index + 1}`;
  const canAdd = group.maxItems === undefined || items.length < group.maxItems;
  const canRemove = items.length > group.minItems;
  const [confirming, setConfirming] = useState<number | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const headingId = `${fieldId(group.id)}-heading`;
  const errorId = `${fieldId(group.id)}-error`;
  const error = state.groupError(group.id, sectionId);
  const limits = limitsText(group);

  // Keys that follow the items, so removing one does not hand its neighbour's inputs over.
  const keys = useRef<string[]>([]);
  const nextKey = useRef(0);
  while (keys.current.length < items.length) keys.current.push(`item-${nextKey.current++}`);
  if (keys.current.length > items.length) keys.current = keys.current.slice(0, items.length);

  useEffect(() => {
    if (!focusId) return;
    if (focusId === 'add') addButton.current?.focus();
    else document.getElementById(focusId)?.focus();
    setFocusId(null);
  }, [focusId]);

  const add = () => {
    state.addItem(group.id);
    setFocusId(`${fieldId(group.id)}-${items.length}-title`);
  };

  const cancel = () => {
    const index = confirming;
    setConfirming(null);
    if (index !== null) setFocusId(`${fieldId(group.id)}-${index}-remove`);
  };

  // Kept while the dialog closes, so its title does not blank out mid-animation.
  const confirmTitle = useRef('');
  if (confirming !== null) confirmTitle.current = `Remove ${titleOf(confirming)}?`;

  const remove = (index: number) => {
    keys.current.splice(index, 1);
    state.removeItem(group.id, index);
    setConfirming(null);
    setFocusId('add');
  };

  return (
    <Stack gap="sm" data-question-path={group.id} role="group" aria-labelledby={headingId}>
      <div>
        <Title order={3} size="h4" id={headingId}>
          {group.label}
        </Title>
        {group.help && (
          <Text size="sm" c="dimmed">
            {group.help}
          </Text>
        )}
        {limits && (
          <Text size="sm" c="dimmed">
            {limits}
          </Text>
        )}
      </div>
      {items.map((_, index) => {
        const title = titleOf(index);
        const titleId = `${fieldId(group.id)}-${index}-title`;
        const questions = group.questions.filter((q) =>
          state.view.visiblePaths.has(`${group.id}.${index}.${q.id}`),
        );
        return (
          <Card
            key={keys.current[index]}
            withBorder
            radius="md"
            padding="md"
            component="section"
            aria-labelledby={titleId}
            data-testid={`${group.id}-item`}
          >
            <Group justify="space-between" mb="sm" wrap="nowrap">
              <Title order={4} size="h5" id={titleId} tabIndex={-1}>
                {title}
              </Title>
              <Button
                id={`${fieldId(group.id)}-${index}-remove`}
                variant="subtle"
                color="red"
                size="compact-sm"
                leftSection={<IconTrash size={16} aria-hidden="true" />}
                aria-label={`Remove ${title}`}
                disabled={!canRemove}
                onClick={() => setConfirming(index)}
              >
                Remove
              </Button>
            </Group>
            <Stack gap="md">
              {questions.map((question) =>
                renderQuestion(question, `${group.id}.${index}.${question.id}`),
              )}
            </Stack>
          </Card>
        );
      })}
      <Button
        ref={addButton}
        variant="light"
        w="fit-content"
        leftSection={<IconPlus size={16} aria-hidden="true" />}
        disabled={!canAdd}
        onClick={add}
        data-focus-first={canAdd || undefined}
        aria-describedby={error ? errorId : undefined}
      >
        Add {itemLabel}
      </Button>
      {error && (
        <Text id={errorId} size="sm" c="var(--mantine-color-error)">
          {error}
        </Text>
      )}
      <Modal
        opened={confirming !== null}
        onClose={cancel}
        title={confirmTitle.current}
        returnFocus={false}
      >
        <Text mb="md">The answers given for this {itemLabel.toLowerCase()} will be deleted.</Text>
        <Group justify="flex-end">
          <Button variant="default" data-autofocus onClick={cancel}>
            Cancel
          </Button>
          <Button color="red" onClick={() => confirming !== null && remove(confirming)}>
            Remove
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
