import { type TBusinessNameApplication, ZBusinessNameApplication } from '@app/domain';
import {
  Alert,
  Anchor,
  Button,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../../lib/ui/query-state';
import { paths } from '../../../paths';
import {
  type TRegistrationApplication,
  useRegistrationApplication,
  useRegistrationApplications,
  useSaveBusinessNameApplication,
  useSubmitRegistrationApplication,
} from '../api/registration-application';
import { localProblems, problemsOf, StepProblems } from '../components/step-problems';

function BusinessNameForm(props: {
  saved?: TRegistrationApplication;
  abnApplicationId: string | null;
}) {
  const form = props.saved?.form as TBusinessNameApplication | undefined;
  const [name, setName] = useState(form?.businessName ?? '');
  const [period, setPeriod] = useState(String(form?.periodYears ?? 3));
  const [holder, setHolder] = useState<'abn' | 'application'>(
    form?.abn ? 'abn' : form?.abnApplicationId || props.abnApplicationId ? 'application' : 'abn',
  );
  const [abn, setAbn] = useState(form?.abn ?? '');
  const [applicationId, setApplicationId] = useState<string | null>(
    form?.abnApplicationId ?? props.abnApplicationId,
  );
  const [local, setLocal] = useState<string[]>([]);
  const abnApplications = useRegistrationApplications();
  const save = useSaveBusinessNameApplication();
  const submit = useSubmitRegistrationApplication();
  const [, setParams] = useSearchParams();
  const result = submit.data ?? (props.saved?.status !== 'INCOMPLETE' ? props.saved : undefined);

  if (result?.status === 'APPROVED') {
    return (
      <Alert
        color="green"
        variant="light"
        title={`${(result.form as TBusinessNameApplication).businessName} is registered`}
      >
        <Text size="sm">
          Registered to ABN {result.abn}; see it in{' '}
          <Anchor component={Link} to={paths.businessDetails(result.businessId ?? '')}>
            My businesses
          </Anchor>
          .
        </Text>
      </Alert>
    );
  }
  if (result?.status === 'REJECTED') {
    return (
      <Alert color="red" variant="light" title="ASIC refused the business name">
        {result.decisionReason}
      </Alert>
    );
  }

  const choices = (abnApplications.data ?? [])
    .filter((a) => a.kind === 'ABN_REGISTRATION' && a.status !== 'REJECTED')
    .map((a) => ({
      value: a.id,
      label: a.abn
        ? `ABN ${a.abn}`
        : `ABN application of ${new Date(a.createdAt).toLocaleDateString('en-AU')}`,
    }));

  function send() {
    const data = {
      businessName: name,
      periodYears: Number(period),
      ...(holder === 'abn' ? { abn } : { abnApplicationId: applicationId ?? undefined }),
    };
    const found = localProblems(ZBusinessNameApplication, data);
    setLocal(found);
    if (found.length > 0) return;
    save.mutate(
      { id: props.saved?.id, data },
      {
        onSuccess: (app) => {
          setParams({ applicationId: app.id }, { replace: true });
          submit.mutate({ id: app.id });
        },
      },
    );
  }

  const problems = local.length > 0 ? local : problemsOf(save.error ?? submit.error ?? null);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <Stack gap="md">
        <TextInput
          label="Business name"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <Radio.Group label="Registration period" value={period} onChange={setPeriod}>
          <SimpleGrid cols={2} maw={240} mt={4}>
            <Radio value="1" label="1 year" />
            <Radio value="3" label="3 years" />
          </SimpleGrid>
        </Radio.Group>
        <Radio.Group
          label="Who will hold the name"
          value={holder}
          onChange={(v) => setHolder(v as 'abn' | 'application')}
        >
          <Stack gap={6} mt={4}>
            <Radio value="abn" label="A business with an ABN in my account" />
            <Radio value="application" label="My ABN application" />
          </Stack>
        </Radio.Group>
        {holder === 'abn' ? (
          <TextInput
            label="ABN"
            inputMode="numeric"
            value={abn}
            onChange={(e) => setAbn(e.currentTarget.value)}
          />
        ) : (
          <Stack gap={4}>
            <Select
              label="ABN application"
              data={choices}
              value={applicationId}
              onChange={setApplicationId}
              placeholder={choices.length ? 'Choose an application' : 'No ABN applications yet'}
            />
            {choices.length === 0 && (
              <Anchor component={Link} to={paths.registerAbn()} size="sm">
                Apply for an ABN first
              </Anchor>
            )}
          </Stack>
        )}
        <StepProblems problems={problems} />
        <Button
          type="submit"
          loading={save.isPending || submit.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          Submit to ASIC
        </Button>
      </Stack>
    </form>
  );
}

/** /register-business-name: ?applicationId continues one, ?abnApplicationId names its ABN. */
export function RegisterBusinessNamePage() {
  const [params] = useSearchParams();
  const applicationId = params.get('applicationId');
  const saved = useRegistrationApplication(applicationId);
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>Register a business name</Title>
      {applicationId && !saved.data && (
        <QueryState query={saved} loadingLabel="Loading your application" />
      )}
      {(!applicationId || saved.data) && (
        <BusinessNameForm
          key={saved.data?.id ?? 'new'}
          saved={saved.data}
          abnApplicationId={params.get('abnApplicationId')}
        />
      )}
    </Stack>
  );
}
