import { ZSignAgreement } from '@app/domain';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { showSuccessToast } from '../../../lib/toasts';
import { paths } from '../../../paths';
import { useSignSubscriptionAgreement } from '../api/sign-subscription-agreement';
import {
  type TSubscriptionAgreement,
  useSubscriptionAgreement,
} from '../api/subscription-agreement';
import { shortDate } from '../components/subscription-texts';

/**
 * Where to go once signed: a path on this site only (a crafted link must not send the user
 * elsewhere), and never back to this page.
 */
export function agreementCallback(callback: string | null): string {
  const fallback = paths.settingsSubscriptions();
  if (!callback?.startsWith('/') || callback.startsWith('//') || callback.startsWith('/\\')) {
    return fallback;
  }
  if (callback.startsWith(paths.subscriptionPlanAgreement({ callback: '', subscriptionId: '' }))) {
    return fallback;
  }
  return callback;
}

/** A typed signature, checked by the rule the server applies. */
export function signatureError(name: string): string | null {
  const result = ZSignAgreement.shape.signatureName.safeParse(name);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Type your full name to sign');
}

/** /subscription-plan-agreement?callback=<path>&subscriptionId=<id> */
export function SubscriptionAgreementPage() {
  const [params] = useSearchParams();
  const subscriptionId = params.get('subscriptionId') ?? '';
  const callback = agreementCallback(params.get('callback'));
  const agreement = useSubscriptionAgreement(subscriptionId);

  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>Your plan agreement</Title>
      {!subscriptionId && (
        <Alert color="yellow" variant="light" role="alert">
          This link does not say which plan to sign. Open the agreement from{' '}
          <Anchor component={Link} to={paths.settingsSubscriptions()}>
            your subscriptions
          </Anchor>
          .
        </Alert>
      )}
      {subscriptionId && agreement.isPending && <Loader aria-label="Loading the agreement" />}
      {agreement.isError && (
        <Alert color="red" variant="light" role="alert">
          {agreement.error.message}
        </Alert>
      )}
      {agreement.data && <AgreementBody agreement={agreement.data} callback={callback} />}
    </Stack>
  );
}

function AgreementBody({
  agreement,
  callback,
}: {
  agreement: TSubscriptionAgreement;
  callback: string;
}) {
  const navigate = useNavigate();
  const sign = useSignSubscriptionAgreement();
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);

  return (
    <>
      <Paper withBorder radius="md" p="md" component="article" aria-labelledby="agreement-title">
        <Stack gap="sm">
          <Title order={2} size="h3" id="agreement-title">
            {agreement.title}
          </Title>
          <Text size="sm" c="dimmed">
            {agreement.productName}
          </Text>
          {agreement.body.map((paragraph, index) => (
            // Paragraphs are fixed text in a fixed order; their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <Text key={index} size="sm">
              {paragraph}
            </Text>
          ))}
        </Stack>
      </Paper>

      {agreement.signedAt ? (
        <Stack gap="sm" data-testid="agreement-signed">
          <Alert color="teal" variant="light">
            Signed by {agreement.signedName ?? 'you'} on {shortDate(agreement.signedAt)}.
          </Alert>
          <Group>
            <Button component={Link} to={callback}>
              Continue
            </Button>
          </Group>
        </Stack>
      ) : (
        <form
          aria-label="Sign the agreement"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const error = signatureError(name);
            setNameError(error);
            if (error || !agreed) return;
            sign.mutate(
              { subscriptionId: agreement.subscriptionId, signatureName: name.trim() },
              {
                onSuccess: () => {
                  showSuccessToast('Agreement signed. Thank you.');
                  navigate(callback);
                },
              },
            );
          }}
        >
          <Stack gap="sm">
            <TextInput
              label="Your full name"
              description="Typing your name signs the agreement."
              autoComplete="name"
              value={name}
              error={nameError}
              onChange={(e) => {
                setName(e.currentTarget.value);
                setNameError(null);
              }}
              maxLength={200}
            />
            <Checkbox
              label={`I have read and agree to the ${agreement.productName} plan agreement`}
              checked={agreed}
              onChange={(e) => setAgreed(e.currentTarget.checked)}
            />
            {sign.isError && (
              <Alert color="red" variant="light" role="alert">
                {sign.error.message}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={sign.isPending} disabled={!agreed || !name.trim()}>
                Sign agreement
              </Button>
              <Button variant="default" component={Link} to={callback}>
                Not now
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </>
  );
}
