import { CLIENT_RIGHTS_TEXT, MARKETPLACE_MESSAGES, ZSubmitQuote } from '@app/domain';
import { Button, Checkbox, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { serverFieldErrors } from '../../../lib/api-client';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { type TBrief, useSubmitQuote } from '../api/marketplace';

/** A fixed-fee quote with the costs disclosure of the Legal Profession Uniform Law s 174. */
export function QuoteForm({ brief, onClose }: { brief: TBrief; onClose: () => void }) {
  const submit = useSubmitQuote();
  const [fee, setFee] = useState<number | string>('');
  const [estimate, setEstimate] = useState<number | string>('');
  const [days, setDays] = useState<number | string>('');
  const [scope, setScope] = useState('');
  const [disbursements, setDisbursements] = useState('');
  const [rights, setRights] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const send = () => {
    const input = {
      briefId: brief.id,
      feeCents: Math.round(Number(fee || 0) * 100),
      totalEstimateCents: Math.round(Number(estimate || 0) * 100),
      timelineDays: Number(days || 0),
      scope,
      disbursements,
      clientRightsAcknowledged: rights,
    };
    const parsed = ZSubmitQuote.safeParse(input);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    submit.mutate(
      { ...parsed.data, clientRightsAcknowledged: true },
      {
        onSuccess: () => {
          showSuccessToast(MARKETPLACE_MESSAGES.quoteSent);
          onClose();
        },
        onError: (e) => {
          setErrors(serverFieldErrors(e));
          showErrorToast(e.message);
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={`Quote on “${brief.title}”`} centered size="lg">
      <Stack gap="sm">
        <Group grow wrap="wrap" align="flex-start">
          <NumberInput
            label="Fixed fee ($)"
            value={fee}
            onChange={setFee}
            min={0}
            error={errors.feeCents}
            required
          />
          <NumberInput
            label="Total cost estimate ($)"
            description="Including disbursements (s 174(1)(a))"
            value={estimate}
            onChange={setEstimate}
            min={0}
            error={errors.totalEstimateCents}
            required
          />
          <NumberInput
            label="Timeline (days)"
            value={days}
            onChange={setDays}
            min={1}
            error={errors.timelineDays}
            required
          />
        </Group>
        <Textarea
          label="Scope of work"
          value={scope}
          onChange={(e) => setScope(e.currentTarget.value)}
          error={errors.scope}
          autosize
          minRows={3}
          required
        />
        <Textarea
          label="Disbursements (optional)"
          value={disbursements}
          onChange={(e) => setDisbursements(e.currentTarget.value)}
          error={errors.disbursements}
          autosize
        />
        <Text size="xs" c="dimmed">
          {CLIENT_RIGHTS_TEXT}
        </Text>
        <Checkbox
          label="Include this statement of the client’s rights with my quote (s 174(1)(b))"
          checked={rights}
          onChange={(e) => setRights(e.currentTarget.checked)}
          error={errors.clientRightsAcknowledged}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={send} loading={submit.isPending}>
            Send quote
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
