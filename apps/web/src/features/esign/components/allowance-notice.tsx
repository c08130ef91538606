import { Alert, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../paths';
import type { TEsignAllowance } from '../lib/types';

/** True when signing or sending now would go past what the customer's plan allows. */
export const allowanceUsedUp = (allowance: TEsignAllowance | undefined) =>
  Boolean(allowance && !allowance.unlimited && allowance.freeRemaining <= 0);

/**
 * What the plan allows, said before the customer fills anything in. With the free
 * e-signature used, the way on is a plan, never a dead end.
 */
export function AllowanceNotice({ allowance }: { allowance: TEsignAllowance | undefined }) {
  if (!allowance || allowance.unlimited) return null;
  if (allowance.freeRemaining > 0) {
    return (
      <Alert color="blue" data-testid="esign-allowance">
        Your free plan includes {allowance.freeRemaining} free e-signature
        {allowance.freeRemaining === 1 ? '' : 's'}. Signing or sending this document uses one.
      </Alert>
    );
  }
  return (
    <Alert color="yellow" title="You have used your free e-signature" data-testid="esign-allowance">
      <Text size="sm" mb="sm">
        A legal plan includes e-signing: send any finished document for signature and sign it
        yourself, sealed with a certificate and a full audit trail.
      </Text>
      <Group>
        <Button component={Link} to={paths.pricing({ tab: 'legal' })}>
          See plans with e-signing
        </Button>
      </Group>
    </Alert>
  );
}
