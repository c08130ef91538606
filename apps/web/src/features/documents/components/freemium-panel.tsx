import {
  CATALOGUE,
  catalogueItem,
  formatDollars,
  intervalInMonths,
  LICENCE_MESSAGES,
  LICENCE_TERM_MONTHS,
  monthlyPriceInCents,
  PAY_PER_DOCUMENT_HANDLE,
  type TProductFamily,
} from '@app/domain';
import { Alert, Button, Card, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../paths';

type TProps = {
  opened: boolean;
  reason: string | null;
  freePdfAvailable: boolean;
  /** The document a pay-per-document purchase would be for; null when it is not known. */
  assetId: string | null;
  onFreePdf: () => void;
  onClose: () => void;
};

const payPerDocPrice = catalogueItem(PAY_PER_DOCUMENT_HANDLE)?.priceInCents;

/**
 * A plan's prices as the catalogue has them: the lowest monthly figure it can come to, and
 * what each billing choice charges ('$87 a quarter or $299 a year').
 */
function planPrices(family: TProductFamily): { from: string; billed: string } | null {
  const items = CATALOGUE.filter((item) => item.productFamily === family);
  const monthly = items
    .map((item) => monthlyPriceInCents(item))
    .filter((cents): cents is number => cents !== null);
  if (monthly.length === 0) return null;
  const per = (months: number) => (months === 12 ? 'a year' : months === 3 ? 'a quarter' : null);
  const billed = items
    .map((item) => {
      const months = intervalInMonths(item.interval, item.intervalCount);
      const unit = months === null ? null : per(months);
      return unit ? `${formatDollars(item.priceInCents)} ${unit}` : null;
    })
    .filter((text): text is string => text !== null)
    .join(' or ');
  return { from: `From ${formatDollars(Math.min(...monthly))} a month`, billed };
}

const ESSENTIALS_PRICES = planPrices('essentials');
const LEGAL_ADVICE_PRICES = planPrices('legal-advice');

function PlanPrice({ prices }: { prices: { from: string; billed: string } | null }) {
  if (!prices) return null;
  return (
    <Stack gap={0} data-testid="plan-price">
      <Text fw={700}>{prices.from}</Text>
      <Text size="xs" c="dimmed">
        {prices.billed}
      </Text>
    </Stack>
  );
}

/**
 * Buying just this document (SPEC §5): proceeding needs the document's asset id. Its open
 * or closed state belongs to one showing of the panel, so closing the panel resets it.
 */
function PayPerDocument({
  assetId,
  open,
  onOpen,
  onProceed,
}: {
  assetId: string | null;
  open: boolean;
  onOpen: () => void;
  onProceed: () => void;
}) {
  const navigate = useNavigate();
  const price = payPerDocPrice === undefined ? '' : ` for ${formatDollars(payPerDocPrice)}`;
  return (
    <Card withBorder radius="md" padding="md" mt="md" data-testid="pay-per-document">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Title order={3} fz="md">
            Just this document
          </Title>
          <Text size="sm" c="dimmed">
            Buy this document once{price}: PDF and Word, unlimited versions for{' '}
            {LICENCE_TERM_MONTHS} months.
          </Text>
        </Stack>
        {!open && (
          <Button variant="default" onClick={onOpen}>
            Buy this document
          </Button>
        )}
      </Group>
      {open && (
        <Stack gap="xs" mt="sm">
          {!assetId && (
            <Alert color="red" variant="light" role="alert">
              {LICENCE_MESSAGES.payPerDocNoAsset}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button
              disabled={!assetId}
              onClick={() => {
                if (!assetId) return;
                onProceed();
                navigate(paths.checkout(PAY_PER_DOCUMENT_HANDLE, { assetId }));
              }}
            >
              Proceed to payment
            </Button>
          </Group>
        </Stack>
      )}
    </Card>
  );
}

/** SPEC §2.5 freemium download panel: a free PDF, Essentials, or Legal Advice. */
export function FreemiumPanel({
  opened,
  reason,
  freePdfAvailable,
  assetId,
  onFreePdf,
  onClose,
}: TProps) {
  const [payPerDoc, setPayPerDoc] = useState(false);
  useEffect(() => {
    if (!opened) setPayPerDoc(false);
  }, [opened]);
  const close = () => {
    setPayPerDoc(false);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Download your document"
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {reason && (
        <Text mb="md" data-testid="freemium-reason">
          {reason}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" data-testid="freemium-panel">
        <Card withBorder radius="md" padding="md">
          <Stack gap="xs" h="100%">
            <Title order={3} fz="md">
              Free PDF
            </Title>
            {/* Said from the customer's real allowance, read from the server with the panel. */}
            <Text size="sm" c="dimmed" style={{ flexGrow: 1 }} data-testid="free-pdf-status">
              {freePdfAvailable
                ? 'One PDF download is included with your free account, and yours is still available.'
                : 'You have used the one PDF download included with your free account.'}
            </Text>
            <Button variant="light" disabled={!freePdfAvailable} onClick={onFreePdf}>
              {freePdfAvailable ? 'Download free PDF' : 'Free PDF used'}
            </Button>
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="md">
          <Stack gap="xs" h="100%">
            <Title order={3} fz="md">
              Essentials
            </Title>
            <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
              Unlimited documents in PDF and Word, e-signatures and the AI assistant, for you and up
              to 3 team members.
            </Text>
            <PlanPrice prices={ESSENTIALS_PRICES} />
            <Button component={Link} to={paths.pricing({ tab: 'essentials' })} onClick={close}>
              Get Essentials
            </Button>
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="md">
          <Stack gap="xs" h="100%">
            <Title order={3} fz="md">
              Legal Advice
            </Title>
            <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
              Everything in Essentials plus consultations with a lawyer who can review this
              document.
            </Text>
            <PlanPrice prices={LEGAL_ADVICE_PRICES} />
            <Button
              variant="outline"
              component={Link}
              to={paths.pricing({ tab: 'legal-advice' })}
              onClick={close}
            >
              Get Legal Advice
            </Button>
          </Stack>
        </Card>
      </SimpleGrid>
      <PayPerDocument
        assetId={assetId}
        open={payPerDoc}
        onOpen={() => setPayPerDoc(true)}
        onProceed={close}
      />
    </Modal>
  );
}
