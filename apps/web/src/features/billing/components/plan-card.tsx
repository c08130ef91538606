import {
  catalogueItem,
  FIXED_FIRST_YEAR_PRICES_IN_CENTS,
  formatDollars,
  monthlyPriceInCents,
  type TCouponOffer,
  type TPlanCardButton,
} from '@app/domain';
import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { TPricingProduct } from './pricing-catalogue';

export type TBillingChoice = 'quarterly' | 'annual';

/** The plan handle shown for a product at the chosen billing, or its only one. */
export function shownHandle(product: TPricingProduct, choice: TBillingChoice): string {
  return (
    (choice === 'annual' ? product.annual : product.quarterly) ??
    product.annual ??
    product.quarterly!
  );
}

/** How much cheaper per month yearly billing is, in whole percent; null without both. */
export function annualSavingPercent(product: TPricingProduct): number | null {
  const quarterly = product.quarterly ? catalogueItem(product.quarterly) : undefined;
  const annual = product.annual ? catalogueItem(product.annual) : undefined;
  const q = quarterly ? monthlyPriceInCents(quarterly) : null;
  const a = annual ? monthlyPriceInCents(annual) : null;
  if (!q || !a || a >= q) return null;
  return Math.round(((q - a) / q) * 100);
}

function PriceLines({ handle }: { handle: string }) {
  const item = catalogueItem(handle);
  if (!item) return null;
  const monthly = monthlyPriceInCents(item);
  const fixed = (FIXED_FIRST_YEAR_PRICES_IN_CENTS as Partial<Record<string, number>>)[handle];
  const yearly = item.interval === 'year';
  return (
    <Stack gap={2} data-testid="plan-price">
      {fixed !== undefined ? (
        <>
          <Text fz={28} fw={700} lh={1.2}>
            {formatDollars(fixed)}
            <Text span size="sm" c="dimmed" fw={400}>
              {' '}
              first year
            </Text>
          </Text>
          <Text size="sm" c="dimmed">
            then {formatDollars(item.priceInCents)}/year
          </Text>
        </>
      ) : (
        <>
          <Text fz={28} fw={700} lh={1.2}>
            {monthly !== null ? formatDollars(monthly) : formatDollars(item.priceInCents)}
            {monthly !== null && (
              <Text span size="sm" c="dimmed" fw={400}>
                /month
              </Text>
            )}
          </Text>
          <Text size="sm" c="dimmed">
            {item.hasTrial
              ? `${item.trialInterval}-day free trial, then ${formatDollars(item.priceInCents)}/year`
              : `billed ${formatDollars(item.priceInCents)} ${yearly ? 'yearly' : 'quarterly'}`}
          </Text>
        </>
      )}
    </Stack>
  );
}

/** A sale coupon's price for the first charge, under the list price. */
function OfferLine({ offer, handle }: { offer: TCouponOffer; handle: string }) {
  if (!offer.applies) return null;
  const yearly = catalogueItem(handle)?.interval === 'year';
  return (
    <Text size="sm" c="teal.9" fw={600} data-testid="plan-offer">
      With {offer.code}: {formatDollars(offer.priceInCents)} for the first{' '}
      {yearly ? 'year' : 'quarter'}{' '}
      <Text span size="sm" c="dimmed" fw={400} td="line-through">
        {formatDollars(offer.listInCents)}
      </Text>
    </Text>
  );
}

type TProps = {
  product: TPricingProduct;
  choice: TBillingChoice;
  /** The coupon from the page's link, priced for this card's plan. */
  offer?: TCouponOffer | null;
  /** null shows no button (lawyers, steps down). */
  button: TPlanCardButton | null;
  /** Replaces the button for signed-out visitors (a sign-up call to action). */
  action?: ReactNode;
  highlighted?: boolean;
  loading?: boolean;
  onAction: (button: TPlanCardButton, handle: string) => void;
};

export function PlanCard({
  product,
  choice,
  offer,
  button,
  action,
  highlighted,
  loading,
  onAction,
}: TProps) {
  const handle = shownHandle(product, choice);
  const onlyOne = !product.quarterly || !product.annual;
  const current = button?.label === 'Current Plan';
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      shadow={highlighted ? 'md' : undefined}
      style={highlighted ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
      data-testid={`plan-card-${product.key}`}
      aria-labelledby={`plan-${product.key}-name`}
      component="article"
    >
      <Stack gap="md" h="100%">
        <Stack gap={4}>
          <Group justify="space-between" gap="xs">
            <Title order={2} size="h3" id={`plan-${product.key}-name`}>
              {product.name}
            </Title>
            {current && (
              <Badge color="teal" variant="light">
                Current Plan
              </Badge>
            )}
            {!current && onlyOne && product.quarterly === undefined && choice === 'quarterly' && (
              <Badge color="gray" variant="light">
                Yearly only
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {product.summary}
          </Text>
        </Stack>
        <PriceLines handle={handle} />
        {offer && <OfferLine offer={offer} handle={handle} />}
        <List
          size="sm"
          spacing={6}
          icon={<IconCheck size={16} color="var(--mantine-color-teal-6)" aria-hidden="true" />}
          style={{ flexGrow: 1 }}
        >
          {product.features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        {action ??
          (button && (
            <Button
              fullWidth
              variant={button.action === 'claimTrial' ? 'filled' : current ? 'light' : 'filled'}
              disabled={button.disabled}
              loading={loading}
              onClick={() => onAction(button, handle)}
              aria-label={
                current ? `${product.name}: Current Plan` : `${button.label}: ${product.name}`
              }
            >
              {button.label}
            </Button>
          ))}
      </Stack>
    </Card>
  );
}
