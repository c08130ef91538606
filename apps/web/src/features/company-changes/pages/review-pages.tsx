import { COMPANY_CHANGE_LABELS, formatDateLong, type TCompanyChangeType } from '@app/domain';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  List,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { apiDownload } from '../../../lib/api-client';
import { QueryState } from '../../../lib/ui/query-state';
import { paths } from '../../../paths';
import {
  solvencyResolutionPath,
  type TCompanyReviewView,
  useCompanyRegister,
  useCompanyReview,
  useCompleteReview,
  useCorrectStatement,
  useOpenReview,
  useResolveSolvency,
} from '../api/company-changes';
import { RegisterSummary } from '../components/register-summary';

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** /company-review/business/what-to-expect/{id}: the steps of the annual review. */
export function ReviewWhatToExpectPage() {
  const { businessId = '' } = useParams();
  const company = useCompanyRegister(businessId);
  const open = useOpenReview();
  const navigate = useNavigate();
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>Your annual company review</Title>
      <QueryState query={company} loadingLabel="Loading the company" />
      {company.data && (
        <>
          <Text>
            Each year on {company.data.entityName}'s review date (the anniversary of its
            registration) ASIC issues a company statement. Within two months you:
          </Text>
          <List type="ordered" spacing="xs">
            <List.Item>Check every detail of the company statement.</List.Item>
            <List.Item>
              Correct anything wrong with a change of company details (within 28 days).
            </List.Item>
            <List.Item>Pass the directors' solvency resolution.</List.Item>
            <List.Item>Pay ASIC's annual review fee.</List.Item>
          </List>
          {!company.data.register ? (
            <Alert color="yellow">
              Set up the company register first.{' '}
              <Anchor component={Link} to={paths.companyChangeSelectChanges({ businessId })}>
                Set up your company register
              </Anchor>
            </Alert>
          ) : (
            <Button
              w={{ base: '100%', sm: 'auto' }}
              loading={open.isPending}
              onClick={() =>
                open.mutate(
                  { businessId },
                  {
                    onSuccess: (r) =>
                      navigate(
                        paths.companyReviewCheck({
                          businessId,
                          reviewDate: r.reviewDate,
                          reviewId: r.id,
                        }),
                      ),
                  },
                )
              }
            >
              Start the review
            </Button>
          )}
          {open.error && (
            <Alert color="red" role="alert">
              {open.error.message}
            </Alert>
          )}
        </>
      )}
    </Stack>
  );
}

const CORRECTABLE: TCompanyChangeType[] = [
  'CHANGE_COMPANY_ADDRESS',
  'CHANGE_COMPANY_NAME',
  'ADD_OFFICEHOLDER',
  'REMOVE_OFFICEHOLDER',
  'UPDATE_MEMBER_DETAILS',
  'UPDATE_SHAREHOLDER_SHARES',
];

/** /company-review/check/?businessId&reviewDate&reviewId: the statement checked and corrected. */
export function ReviewCheckPage() {
  const [params] = useSearchParams();
  const reviewId = params.get('reviewId') ?? '';
  const review = useCompanyReview(reviewId);
  return (
    <Stack gap="lg" maw={880}>
      <Title order={1}>Check the company statement</Title>
      <QueryState query={review} loadingLabel="Loading the review" />
      {review.data && <ReviewCheck review={review.data} />}
    </Stack>
  );
}

function ReviewCheck({ review }: { review: TCompanyReviewView }) {
  const correct = useCorrectStatement(review.id);
  const solvency = useResolveSolvency(review.id);
  const navigate = useNavigate();
  const [wrong, setWrong] = useState<TCompanyChangeType[]>([]);
  const [resolvedOn, setResolvedOn] = useState('');
  const [resolvedBy, setResolvedBy] = useState('');
  return (
    <>
      <Text c="dimmed">
        {review.companyName} · review date {formatDateLong(review.reviewDate)} · due by{' '}
        {formatDateLong(review.dueDate)}
      </Text>
      <Card withBorder radius="md" padding="md">
        <RegisterSummary register={review.register} heading="Company statement" />
      </Card>
      <Card withBorder radius="md" padding="md" component="section" aria-label="Corrections">
        <Title order={2} size="h4" mb="xs">
          Is anything wrong?
        </Title>
        <Checkbox.Group
          value={wrong}
          onChange={(v) => setWrong(v as TCompanyChangeType[])}
          label="Details to correct"
        >
          <Stack gap={4} mt="xs">
            {CORRECTABLE.map((t) => (
              <Checkbox key={t} value={t} label={COMPANY_CHANGE_LABELS[t]} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Button
          mt="sm"
          variant="light"
          disabled={wrong.length === 0}
          loading={correct.isPending}
          onClick={() =>
            correct.mutate(wrong, { onSuccess: (c) => navigate(paths.companyChange(c.id)) })
          }
        >
          Correct these details
        </Button>
        {review.corrections.length > 0 && (
          <List size="sm" mt="sm">
            {review.corrections.map((c) => (
              <List.Item key={c.id}>
                <Anchor component={Link} to={paths.companyChange(c.id)}>
                  {c.types.map((t) => COMPANY_CHANGE_LABELS[t]).join(', ')}
                </Anchor>{' '}
                ({c.status})
              </List.Item>
            ))}
          </List>
        )}
      </Card>
      <Card
        withBorder
        radius="md"
        padding="md"
        component="section"
        aria-label="Solvency resolution"
      >
        <Title order={2} size="h4" mb="xs">
          Solvency resolution
        </Title>
        <Text size="sm" mb="sm">
          The directors resolve that the company can pay its debts when they fall due, within two
          months after the review date.
        </Text>
        <Button
          size="xs"
          variant="subtle"
          onClick={() => void apiDownload(solvencyResolutionPath(review.id))}
        >
          Download the resolution (PDF)
        </Button>
        {review.solvencyResolvedOn ? (
          <Alert color="teal" mt="sm">
            Resolved on {formatDateLong(review.solvencyResolvedOn)} by {review.solvencyResolvedBy}.
          </Alert>
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              solvency.mutate({ resolvedOn, resolvedBy });
            }}
          >
            <Group align="flex-end" mt="sm" wrap="wrap">
              <TextInput
                label="Date resolved"
                type="date"
                required
                value={resolvedOn}
                onChange={(e) => setResolvedOn(e.currentTarget.value)}
              />
              <TextInput
                label="Director confirming"
                required
                value={resolvedBy}
                onChange={(e) => setResolvedBy(e.currentTarget.value)}
              />
              <Button type="submit" loading={solvency.isPending}>
                Confirm resolution
              </Button>
            </Group>
            {solvency.error && (
              <Text c="red" size="sm" role="alert" mt="xs">
                {solvency.error.message}
              </Text>
            )}
          </form>
        )}
      </Card>
      <Button
        component={Link}
        to={paths.companyReviewComplete(review.id)}
        w={{ base: '100%', sm: 'auto' }}
      >
        Continue
      </Button>
    </>
  );
}

/** /company-review/{id}/complete: the fee and the confirmation. */
export function ReviewCompletePage() {
  const { reviewId = '' } = useParams();
  const review = useCompanyReview(reviewId);
  const complete = useCompleteReview(reviewId);
  const r = review.data;
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>Complete the annual review</Title>
      <QueryState query={review} loadingLabel="Loading the review" />
      {r && (
        <>
          <Text>
            ASIC's annual review fee for {r.companyName}: <b>{money(r.annualReviewFeeCents)}</b>,
            due by {formatDateLong(r.dueDate)}. ASIC invoices it with the company statement.
          </Text>
          {r.lateness && r.lateness.band !== 'ON_TIME' && (
            <Alert color="red">ASIC adds a late fee of {money(r.lateness.lateFeeCents)}.</Alert>
          )}
          <div aria-live="polite">
            {r.status === 'COMPLETED' ? (
              <Alert color="teal" title="Review complete">
                The statement is checked and the solvency resolution is recorded.
              </Alert>
            ) : (
              <Stack gap="sm">
                <Button
                  loading={complete.isPending}
                  onClick={() => complete.mutate()}
                  w={{ base: '100%', sm: 'auto' }}
                >
                  Confirm the review is complete
                </Button>
                {complete.error && (
                  <Alert color="red" role="alert">
                    {complete.error.message}
                  </Alert>
                )}
              </Stack>
            )}
          </div>
        </>
      )}
    </Stack>
  );
}
