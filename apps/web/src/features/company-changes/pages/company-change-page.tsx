import {
  COMPANY_CHANGE_LABELS,
  formatDateLong,
  type TCompanyChange,
  type TLateness,
} from '@app/domain';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../lib/ui/query-state';
import { paths } from '../../../paths';
import {
  type TCompanyChangeView,
  useCompanyChange,
  usePayChange,
  useSaveChange,
  useSavedPaymentMethods,
} from '../api/company-changes';
import { ChangeDocuments } from '../components/change-documents';
import { blankChange, ChangeForm } from '../components/change-forms';
import { RegisterSummary } from '../components/register-summary';

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const EDITABLE = ['InProgress', 'PendingPayment', 'PaymentFailed'];
const STATUS_WORDS: Record<TCompanyChangeView['status'], string> = {
  InProgress: 'In progress',
  PendingPayment: 'Ready to pay',
  PaymentFailed: 'Payment failed',
  Paid: 'Paid',
  InReview: 'With ASIC',
  Submitted: 'Lodged',
};

/** /companies/company-change/{id}: the forms, the register before and after, the deadline. */
export function CompanyChangePage() {
  const { changeId = '' } = useParams();
  const change = useCompanyChange(changeId);
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>Change company details</Title>
      <QueryState query={change} loadingLabel="Loading the change" />
      {change.data && <ChangeEditor view={change.data} />}
    </Stack>
  );
}

function ChangeEditor({ view }: { view: TCompanyChangeView }) {
  const save = useSaveChange(view.id);
  const pay = usePayChange(view.id);
  const before = view.before;
  const [effectiveDate, setEffectiveDate] = useState(view.effectiveDate ?? '');
  const [drafts, setDrafts] = useState<TCompanyChange[]>([]);
  useEffect(() => {
    if (!before) return;
    setDrafts(
      view.types.map((t) => view.changes.find((c) => c.type === t) ?? blankChange(t, before)),
    );
  }, [view.types, view.changes, before]);
  const editable = EDITABLE.includes(view.status);

  return (
    <>
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Text c="dimmed">
            {view.companyName} · ACN {view.acn}
          </Text>
        </Stack>
        <Badge
          size="lg"
          variant="light"
          color={
            view.status === 'Submitted' ? 'teal' : view.status === 'PaymentFailed' ? 'red' : 'blue'
          }
        >
          {STATUS_WORDS[view.status]}
        </Badge>
      </Group>
      {view.deadline && <Deadline lateness={view.deadline} />}
      {view.status === 'Submitted' && (
        <Alert color="teal" title="Lodged with ASIC">
          Reference {view.lodgementReference}. Your company register and My businesses are updated.
        </Alert>
      )}
      {view.status === 'InReview' && (
        <Alert
          color={view.rejectionReason ? 'orange' : 'blue'}
          title={view.rejectionReason ? 'ASIC queried this change' : 'With ASIC'}
        >
          {view.rejectionReason
            ? `ASIC said: ${view.rejectionReason}. Our team is reviewing it and will contact you.`
            : 'ASIC has not decided yet. This page asks again each time you open it.'}
        </Alert>
      )}
      {editable && before && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate({ effectiveDate, changes: drafts });
          }}
        >
          <Stack gap="md">
            <TextInput
              label="Date the change took effect"
              type="date"
              required
              maw={260}
              value={effectiveDate}
              onChange={(e) => setEffectiveDate(e.currentTarget.value)}
              error={
                save.error && /date/i.test(save.error.message) ? save.error.message : undefined
              }
            />
            {drafts.map((d, i) => (
              <Card
                key={d.type}
                withBorder
                radius="md"
                padding="md"
                component="section"
                aria-label={COMPANY_CHANGE_LABELS[d.type]}
              >
                <Title order={2} size="h4" mb="xs">
                  {COMPANY_CHANGE_LABELS[d.type]}
                </Title>
                <ChangeForm
                  change={d}
                  register={before}
                  onChange={(next) => setDrafts(drafts.map((x, j) => (j === i ? next : x)))}
                />
              </Card>
            ))}
            <Group>
              <Button type="submit" loading={save.isPending}>
                Save and check
              </Button>
              <Anchor
                component={Link}
                to={paths.companyChangeSelectChanges({
                  businessId: view.businessId,
                  changeId: view.id,
                })}
              >
                Choose other changes
              </Anchor>
            </Group>
            {save.error && (
              <Alert color="red" role="alert" title="The change was not saved">
                {save.error.message}
              </Alert>
            )}
          </Stack>
        </form>
      )}
      <div aria-live="polite">
        {view.problems.length > 0 && (
          <Alert color="orange" title="Fix these before paying">
            <List size="sm">
              {view.problems.map((p) => (
                <List.Item key={`${p.change}-${p.message}`}>
                  {p.change !== null
                    ? `${COMPANY_CHANGE_LABELS[view.changes[p.change]!.type]}: `
                    : ''}
                  {p.message}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
      </div>
      {view.before && view.after && view.changes.length > 0 && (
        <Card withBorder radius="md" padding="md" component="section" aria-label="Summary">
          <Title order={2} size="h4" mb="sm">
            Summary
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <RegisterSummary register={view.before} heading="Before" />
            <RegisterSummary register={view.after} heading="After" />
          </SimpleGrid>
        </Card>
      )}
      {view.changes.length > 0 && <ChangeDocuments changeId={view.id} documents={view.documents} />}
      {(view.status === 'PendingPayment' || view.status === 'PaymentFailed') && (
        <PayPanel
          view={view}
          onPay={(id) => pay.mutate(id)}
          pending={pay.isPending}
          error={pay.error}
        />
      )}
    </>
  );
}

function Deadline({ lateness: l }: { lateness: TLateness }) {
  if (l.band === 'ON_TIME') {
    return (
      <Alert color="blue" title={`Lodge by ${formatDateLong(l.dueDate)}`}>
        {l.daysLeft === 0 ? 'Today is the last day' : `${l.daysLeft} days left`} before ASIC charges
        a late fee (28 days from the date of the change).
      </Alert>
    );
  }
  return (
    <Alert color="red" title={`Late: due ${formatDateLong(l.dueDate)}`}>
      ASIC charges a late fee of {money(l.lateFeeCents)} (
      {l.band === 'UP_TO_ONE_MONTH' ? 'up to one month late' : 'more than one month late'}).
    </Alert>
  );
}

function PayPanel(props: {
  view: TCompanyChangeView;
  onPay: (id: string) => void;
  pending: boolean;
  error: Error | null;
}) {
  const methods = useSavedPaymentMethods();
  const [chosen, setChosen] = useState<string | null>(null);
  const list = methods.data ?? [];
  const selected = chosen ?? list.find((m) => m.defaultPayment)?.id ?? list[0]?.id ?? null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Payment">
      <Title order={2} size="h4" mb="xs">
        Pay and lodge: {money(props.view.priceCents)}
      </Title>
      {props.view.paymentFailure && (
        <Alert color="red" mb="sm" title="Payment failed">
          {props.view.paymentFailure}
        </Alert>
      )}
      {methods.data && list.length === 0 ? (
        <Text size="sm">
          You have no saved card or bank account.{' '}
          <Anchor component={Link} to={paths.settingsSubscriptions()}>
            Add one in Subscriptions
          </Anchor>
          .
        </Text>
      ) : (
        <Stack gap="sm">
          <Select
            label="Pay with"
            data={list.map((m) => ({
              value: m.id,
              label: m.card
                ? `${m.card.brand ?? 'Card'} ending ${m.card.last4}`
                : `Bank account ending ${m.bankAccount?.last4 ?? ''}`,
            }))}
            value={selected}
            onChange={setChosen}
            allowDeselect={false}
          />
          <Button
            disabled={!selected}
            loading={props.pending}
            onClick={() => selected && props.onPay(selected)}
          >
            Pay and lodge with ASIC
          </Button>
          {props.error && (
            <Alert color="red" role="alert">
              {props.error.message}
            </Alert>
          )}
        </Stack>
      )}
    </Card>
  );
}
