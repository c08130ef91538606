import { ADVICE_MESSAGES } from '@app/domain';
import {
  Button,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { serverFieldErrors } from '../../../lib/api-client';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { QueryState } from '../../../lib/ui/query-state';
import { paths } from '../../../paths';
import {
  type TAdvisorKind,
  type TMedia,
  useAdvisors,
  useBookConsultation,
  useConsultationAccess,
} from '../api/advice';
import { SlotPicker } from '../components/slot-picker';
import { UpgradePanel } from '../components/upgrade-panel';
import { browserTimeZone } from '../lib/times';

/** /consultations/new-consultation: kind, advisor, a free time, the topic and how to talk. */
export function NewConsultationPage() {
  const [kind, setKind] = useState<TAdvisorKind>('LEGAL');
  const access = useConsultationAccess();
  const allowed =
    kind === 'LEGAL'
      ? access.data?.canBookConsultation
      : access.data?.canBookAccountantConsultation;
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>Book a consultation</Title>
      <SegmentedControl
        aria-label="Kind of consultation"
        value={kind}
        onChange={(v) => setKind(v as TAdvisorKind)}
        data={[
          { value: 'LEGAL', label: 'Legal' },
          { value: 'ACCOUNTANT', label: 'Accounting' },
        ]}
      />
      <QueryState query={access} loadingLabel="Checking your plan" />
      {access.data &&
        (allowed ? (
          <BookingForm key={kind} kind={kind} />
        ) : (
          <UpgradePanel
            kind={kind}
            plan={
              kind === 'LEGAL' ? access.data.legalUpgradePlan : access.data.accountingUpgradePlan
            }
          />
        ))}
    </Stack>
  );
}

function BookingForm({ kind }: { kind: TAdvisorKind }) {
  const advisors = useAdvisors(kind);
  const book = useBookConsultation();
  const navigate = useNavigate();
  const [advisorId, setAdvisorId] = useState<string | null>(null);
  const [start, setStart] = useState<string | null>(null);
  const [media, setMedia] = useState<TMedia>('VIDEO');
  const [topic, setTopic] = useState('');
  const [question, setQuestion] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const advisor = advisors.data?.find((a) => a.id === advisorId);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!advisorId) problems.advisorId = 'Choose an advisor.';
    if (!start) problems.start = 'Choose a time.';
    if (topic.trim().length < 3 || topic.trim().length > 200)
      problems.topic = ADVICE_MESSAGES.badTopic;
    setErrors(problems);
    if (Object.keys(problems).length || !advisorId || !start) return;
    book.mutate(
      {
        advisorId,
        start,
        media,
        topic: topic.trim(),
        question: question.trim() || undefined,
        timeZone: browserTimeZone(),
      },
      {
        onSuccess: () => {
          showSuccessToast(ADVICE_MESSAGES.booked);
          navigate(paths.myConsultations());
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          showErrorToast(error.message);
          setStart(null);
        },
      },
    );
  };

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="form"
      onSubmit={submit}
      noValidate
    >
      <Stack gap="md">
        <QueryState query={advisors} loadingLabel="Loading advisors" />
        {advisors.data && (
          <Select
            label={kind === 'LEGAL' ? 'Lawyer' : 'Accountant'}
            placeholder="Choose an advisor"
            data={advisors.data.map((a) => ({ value: a.id, label: `${a.name}, ${a.title}` }))}
            value={advisorId}
            onChange={(v) => {
              setAdvisorId(v);
              setStart(null);
            }}
            error={errors.advisorId}
            required
          />
        )}
        {advisor && (
          <Text size="sm" c="dimmed" data-testid="advisor-summary">
            {advisor.practiceAreas.join(', ')} · admitted in {advisor.admissionState} in{' '}
            {advisor.admissionYear} · {advisor.lengthMinutes} minutes · speaks{' '}
            {advisor.languages.join(', ')}
          </Text>
        )}
        <SlotPicker advisorId={advisorId} value={start} onChange={setStart} />
        {errors.start && (
          <Text c="red" size="sm" role="alert">
            {errors.start}
          </Text>
        )}
        <div>
          <Text size="sm" fw={500} id="media-label" mb={4}>
            How would you like to talk?
          </Text>
          <SegmentedControl
            aria-labelledby="media-label"
            value={media}
            onChange={(v) => setMedia(v as TMedia)}
            data={[
              { value: 'VIDEO', label: 'Video call' },
              { value: 'AUDIO', label: 'Phone call' },
            ]}
          />
        </div>
        <TextInput
          label="Topic"
          placeholder="For example: reviewing my shop lease"
          value={topic}
          onChange={(e) => setTopic(e.currentTarget.value)}
          error={errors.topic}
          maxLength={200}
          required
        />
        <Textarea
          label="Your question (optional)"
          description="What you would like to cover, so your advisor can prepare."
          value={question}
          onChange={(e) => setQuestion(e.currentTarget.value)}
          error={errors.question}
          maxLength={2000}
          autosize
          minRows={3}
        />
        <Button type="submit" loading={book.isPending} style={{ alignSelf: 'flex-start' }}>
          Book consultation
        </Button>
      </Stack>
    </Paper>
  );
}
