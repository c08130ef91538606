import { PARTNER_OFFER_CATEGORY_LABELS, PARTNER_OFFER_MESSAGES } from '@app/domain';
import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCopy, IconExternalLink } from '@tabler/icons-react';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { type TPartnerOffer, useClaimPartnerOffer } from '../api/partner-offers';

async function copyCode(code: string) {
  try {
    await navigator.clipboard.writeText(code);
    showSuccessToast(PARTNER_OFFER_MESSAGES.codeCopied);
  } catch {
    showErrorToast(PARTNER_OFFER_MESSAGES.copyFailed);
  }
}

/** One offer: what it gives, its terms, and its code or link once claimed. */
export function OfferCard({ offer, canClaim }: { offer: TPartnerOffer; canClaim: boolean }) {
  const claim = useClaimPartnerOffer();
  const headingId = `offer-${offer.id}`;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={headingId}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text size="sm" c="dimmed" fw={600}>
            {offer.partner}
          </Text>
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {PARTNER_OFFER_CATEGORY_LABELS[offer.category]}
          </Badge>
        </Group>
        <Title order={2} size="h4" id={headingId}>
          {offer.title}
        </Title>
        <Text size="sm">{offer.benefit}</Text>
        <Text size="xs" c="dimmed">
          {offer.terms}
        </Text>
        <div style={{ marginTop: 'auto' }}>
          {offer.redemption ? (
            <Redemption offer={offer} redemption={offer.redemption} />
          ) : canClaim ? (
            <Button
              onClick={() => claim.mutate(offer.id)}
              loading={claim.isPending}
              aria-describedby={headingId}
            >
              {offer.claimKind === 'CODE' ? 'Reveal code' : 'Get offer'}
            </Button>
          ) : null}
          {claim.isError && (
            <Alert color="red" role="alert" mt="xs">
              {claim.error.message}
            </Alert>
          )}
        </div>
      </Stack>
    </Paper>
  );
}

function Redemption({ offer, redemption }: { offer: TPartnerOffer; redemption: string }) {
  if (offer.claimKind === 'LINK') {
    return (
      <Button
        component="a"
        href={redemption}
        target="_blank"
        rel="noopener noreferrer"
        rightSection={<IconExternalLink size={16} aria-hidden="true" />}
      >
        Go to {offer.partner}
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </Button>
    );
  }
  return (
    <Stack gap={4}>
      <Text size="sm">Your code for {offer.partner}:</Text>
      <Group gap="xs">
        <Code fz="md" data-testid="offer-code">
          {redemption}
        </Code>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconCopy size={14} aria-hidden="true" />}
          onClick={() => void copyCode(redemption)}
        >
          Copy code
        </Button>
      </Group>
    </Stack>
  );
}
