import {
  MESSAGES,
  resultName,
  TAX_PLAN_ATTACH_DELAY_MS,
  type TBusinessSearchResult,
} from '@app/domain';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { paths } from '../../../paths';
import {
  attachTaxPlan,
  complianceKeys,
  createBusiness,
  lookupAbn,
  type TPlanSubscription,
} from '../api/compliance';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
type TStep = 'idle' | 'looking' | 'found' | 'creating' | 'attaching';
const PROGRESS: Partial<Record<TStep, string>> = {
  looking: 'Looking up the ABN...',
  creating: 'Adding the business to your account...',
  attaching: 'Attaching your tax plan...',
};

/**
 * SPEC §4 tax-plan attach: find the business by ABN, add it (BYOB), wait about 1.1 s (§9),
 * attach the plan, then open the business page; skipping goes to the business chooser.
 */
export function TaxPlanAttach({ subscription }: { subscription: TPlanSubscription }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [abn, setAbn] = useState('');
  const [step, setStep] = useState<TStep>('idle');
  const [found, setFound] = useState<TBusinessSearchResult | null>(null);
  const [abnError, setAbnError] = useState<string | null>(null);
  const busy = step === 'looking' || step === 'creating' || step === 'attaching';

  const lookUp = async () => {
    setAbnError(null);
    setFound(null);
    setStep('looking');
    try {
      setFound(await lookupAbn(abn.replace(/\s+/g, '')));
      setStep('found');
    } catch (error) {
      setAbnError((error as Error).message);
      setStep('idle');
    }
  };

  const attach = async () => {
    if (!found) return;
    try {
      setStep('creating');
      const { business } = await createBusiness(found.ABN.identifierValue);
      await wait(TAX_PLAN_ATTACH_DELAY_MS);
      setStep('attaching');
      await attachTaxPlan(business.businessId, {
        subscriptionId: subscription.subscriptionId,
        bundleId: subscription.bundleId ?? null,
      });
      showSuccessToast(MESSAGES.taxPlanAttached);
      void client.invalidateQueries({ queryKey: complianceKeys.all });
      void client.invalidateQueries({ queryKey: complianceKeys.businesses });
      navigate(paths.consultationsBusiness(business.businessId));
    } catch {
      showErrorToast(MESSAGES.taxPlanAttachFailed);
      setStep('found');
    }
  };

  return (
    <Paper withBorder p="md" radius="md" data-testid="tax-plan-attach">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Attach your tax plan to a business
        </Title>
        <Text size="sm">
          Enter the business's ABN. We find it on the register and add it for you.
        </Text>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void lookUp();
          }}
        >
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label="ABN"
              inputMode="numeric"
              value={abn}
              onChange={(e) => setAbn(e.currentTarget.value)}
              error={abnError}
              disabled={busy}
              required
              style={{ flex: '1 1 200px' }}
            />
            <Button type="submit" variant="light" loading={step === 'looking'} disabled={busy}>
              Find business
            </Button>
          </Group>
        </form>
        {found && (
          <Paper withBorder p="sm" radius="sm" data-testid="abn-result">
            <Text fw={600}>{resultName(found)}</Text>
            <Text size="sm" c="dimmed">
              ABN {found.ABN.identifierValue} · {found.entityType} · {found.entityStatus}
            </Text>
          </Paper>
        )}
        <Text size="sm" role="status" aria-live="polite">
          {PROGRESS[step] ?? ''}
        </Text>
        <Group>
          <Button
            onClick={() => void attach()}
            disabled={!found || busy}
            loading={step === 'creating' || step === 'attaching'}
          >
            Add business and attach plan
          </Button>
          <Button
            variant="subtle"
            disabled={busy}
            onClick={() => navigate(paths.consultationsManageMyBusiness())}
          >
            Skip for now
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
