import {
  PARTNER_OFFER_CATEGORIES,
  PARTNER_OFFER_CATEGORY_LABELS,
  PARTNER_OFFER_MESSAGES,
  type TPartnerOfferCategory,
} from '@app/domain';
import {
  Alert,
  Anchor,
  Button,
  Chip,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSignedInUser } from '../../../lib/session';
import { paths } from '../../../paths';
import { usePartnerOffers } from '../api/partner-offers';
import { OfferCard } from '../components/offer-card';

/** /partner-offers: every offer, narrowed by category chips. */
export function PartnerOffersPage() {
  const [category, setCategory] = useState<TPartnerOfferCategory | 'ALL'>('ALL');
  return (
    <OffersView
      title="Partner offers"
      intro="Savings from businesses we work with, for Clausewell customers on a paid plan."
      category={category === 'ALL' ? undefined : category}
      filter={
        <Chip.Group
          value={category}
          onChange={(v) => setCategory(v as TPartnerOfferCategory | 'ALL')}
        >
          <Group gap="xs" role="group" aria-label="Show offers for">
            <Chip value="ALL">All offers</Chip>
            {PARTNER_OFFER_CATEGORIES.map((c) => (
              <Chip key={c} value={c}>
                {PARTNER_OFFER_CATEGORY_LABELS[c]}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      }
    />
  );
}

/** /partner-offers/banking: the banking and payments offers alone. */
export function BankingOffersPage() {
  return (
    <OffersView
      title="Banking and payments offers"
      intro="Business accounts and card payments from our banking partners."
      category="BANKING"
      filter={
        <Anchor component={Link} to={paths.partnerOffers()} size="sm">
          See all partner offers
        </Anchor>
      }
    />
  );
}

function OffersView(props: {
  title: string;
  intro: string;
  category?: TPartnerOfferCategory;
  filter: React.ReactNode;
}) {
  const user = useSignedInUser();
  const offers = usePartnerOffers(props.category);
  if (user.tenant !== 'AU') {
    return (
      <Stack gap="md" maw={720}>
        <Title order={1}>{props.title}</Title>
        <Alert role="status">{PARTNER_OFFER_MESSAGES.auOnly}</Alert>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{props.title}</Title>
        <Text c="dimmed">{props.intro}</Text>
      </Stack>
      {props.filter}
      {offers.data && !offers.data.canClaim && (
        <Alert title="Claim offers with a paid plan" data-testid="offers-upgrade">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{PARTNER_OFFER_MESSAGES.needsPlan}</Text>
            <Button component={Link} to={paths.pricing()} size="xs">
              See plans
            </Button>
          </Stack>
        </Alert>
      )}
      {offers.isPending ? (
        <Loader aria-label="Loading offers" />
      ) : offers.isError ? (
        <Alert color="red" role="alert" title="The offers could not be loaded">
          <Button size="xs" variant="light" onClick={() => void offers.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : offers.data.offers.length === 0 ? (
        <Text data-testid="offers-empty">No offers in this category right now.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {offers.data.offers.map((offer) => (
            <OfferCard key={offer.id} offer={offer} canClaim={offers.data.canClaim} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
