import {
  ABN_ENTITY_TYPES,
  type TAbnApplication,
  type TAbnEntityType,
  ZAbnApplication,
} from '@app/domain';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { QueryState } from '../../../lib/ui/query-state';
import { paths } from '../../../paths';
import {
  type TRegistrationApplication,
  useRegistrationApplication,
  useSaveAbnApplication,
  useSubmitRegistrationApplication,
} from '../api/registration-application';
import { AddressFields, EMPTY_ADDRESS, type TAddressDraft } from '../components/address-fields';
import { localProblems, problemsOf, StepProblems } from '../components/step-problems';

const ENTITY_LABELS: Record<TAbnEntityType, string> = {
  SOLE_TRADER: 'Sole trader',
  PARTNERSHIP: 'Partnership',
  COMPANY: 'Company',
};

type TPerson = { givenNames: string; familyName: string; dateOfBirth: string };
const NOBODY: TPerson = { givenNames: '', familyName: '', dateOfBirth: '' };

function YesNo(props: { label: string; value: boolean | null; onChange: (v: boolean) => void }) {
  return (
    <Radio.Group
      label={props.label}
      value={props.value === null ? '' : props.value ? 'yes' : 'no'}
      onChange={(v) => props.onChange(v === 'yes')}
    >
      <SimpleGrid cols={2} maw={200} mt={4}>
        <Radio value="yes" label="Yes" />
        <Radio value="no" label="No" />
      </SimpleGrid>
    </Radio.Group>
  );
}

function PersonFields(props: { label: string; value: TPerson; onChange: (p: TPerson) => void }) {
  const { value, onChange, label } = props;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <TextInput
        label={`${label}: given names`}
        value={value.givenNames}
        onChange={(e) => onChange({ ...value, givenNames: e.currentTarget.value })}
      />
      <TextInput
        label={`${label}: family name`}
        value={value.familyName}
        onChange={(e) => onChange({ ...value, familyName: e.currentTarget.value })}
      />
      <TextInput
        label={`${label}: date of birth`}
        type="date"
        value={value.dateOfBirth}
        onChange={(e) => onChange({ ...value, dateOfBirth: e.currentTarget.value })}
      />
    </SimpleGrid>
  );
}

function AbnForm(props: { saved?: TRegistrationApplication }) {
  const form = props.saved?.form as TAbnApplication | undefined;
  const [enterprise, setEnterprise] = useState<boolean | null>(form?.carryingOnEnterprise ?? null);
  const [hobby, setHobby] = useState<boolean | null>(form?.hobbyOrEmployee ?? null);
  const [entityType, setEntityType] = useState<TAbnEntityType>(form?.entityType ?? 'SOLE_TRADER');
  const [activity, setActivity] = useState(form?.enterpriseDescription ?? '');
  const [startDate, setStartDate] = useState(form?.startDate ?? '');
  const [applicant, setApplicant] = useState<TPerson>(form?.applicant ?? NOBODY);
  const [partners, setPartners] = useState<TPerson[]>(form?.partners ?? [NOBODY, NOBODY]);
  const [acn, setAcn] = useState(form?.acn ?? '');
  const [address, setAddress] = useState<TAddressDraft>(() => {
    if (!form) return EMPTY_ADDRESS;
    const { addressType: _t, ...rest } = form.businessAddress;
    return rest;
  });
  const [local, setLocal] = useState<string[]>([]);
  const save = useSaveAbnApplication();
  const submit = useSubmitRegistrationApplication();
  const [, setParams] = useSearchParams();
  const result = submit.data ?? (props.saved?.status !== 'INCOMPLETE' ? props.saved : undefined);

  if (result) return <AbnOutcome application={result} />;

  function send() {
    const data = {
      carryingOnEnterprise: enterprise,
      hobbyOrEmployee: hobby,
      entityType,
      enterpriseDescription: activity,
      startDate,
      ...(entityType === 'SOLE_TRADER' ? { applicant } : {}),
      ...(entityType === 'PARTNERSHIP' ? { partners } : {}),
      ...(entityType === 'COMPANY' ? { acn } : {}),
      businessAddress: { ...address, addressType: 'PRINCIPAL_PLACE_OF_BUSINESS' },
    };
    const found = localProblems(ZAbnApplication, data);
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
        <Card withBorder radius="md" padding="md" component="section" aria-label="Eligibility">
          <Stack gap="sm">
            <Title order={2} size="h4">
              Eligibility
            </Title>
            <YesNo
              label="Are you carrying on, or starting to carry on, an enterprise in Australia?"
              value={enterprise}
              onChange={setEnterprise}
            />
            <YesNo
              label="Is the activity a hobby, or work you do as an employee?"
              value={hobby}
              onChange={setHobby}
            />
            {(enterprise === false || hobby === true) && (
              <Alert color="yellow" variant="light" aria-live="polite">
                The ABR gives an ABN only to an entity carrying on an enterprise. A hobby or work as
                an employee does not need one.
              </Alert>
            )}
          </Stack>
        </Card>
        <SegmentedControl
          aria-label="Entity type"
          value={entityType}
          onChange={(v) => setEntityType(v as TAbnEntityType)}
          data={ABN_ENTITY_TYPES.map((t) => ({ value: t, label: ENTITY_LABELS[t] }))}
        />
        {entityType === 'SOLE_TRADER' && (
          <PersonFields label="Sole trader" value={applicant} onChange={setApplicant} />
        )}
        {entityType === 'PARTNERSHIP' &&
          partners.map((p, i) => (
            <PersonFields
              // biome-ignore lint/suspicious/noArrayIndexKey: partners have no identity beyond their place
              key={i}
              label={`Partner ${i + 1}`}
              value={p}
              onChange={(next) => setPartners((all) => all.map((x, j) => (j === i ? next : x)))}
            />
          ))}
        {entityType === 'PARTNERSHIP' && (
          <Button
            variant="light"
            onClick={() => setPartners((all) => [...all, NOBODY])}
            style={{ alignSelf: 'flex-start' }}
          >
            Add another partner
          </Button>
        )}
        {entityType === 'COMPANY' && (
          <TextInput
            label="Company ACN"
            inputMode="numeric"
            value={acn}
            onChange={(e) => setAcn(e.currentTarget.value)}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Main business activity"
            value={activity}
            onChange={(e) => setActivity(e.currentTarget.value)}
          />
          <TextInput
            label="Start date"
            type="date"
            value={startDate}
            onChange={(e) => setStartDate(e.currentTarget.value)}
          />
        </SimpleGrid>
        <AddressFields legend="Business address" value={address} onChange={setAddress} />
        <StepProblems problems={problems} />
        <Button
          type="submit"
          loading={save.isPending || submit.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          Submit to the ABR
        </Button>
      </Stack>
    </form>
  );
}

function AbnOutcome(props: { application: TRegistrationApplication }) {
  const { application } = props;
  if (application.status === 'REJECTED') {
    return (
      <Alert color="red" variant="light" title="The ABR refused the application">
        {application.decisionReason}
      </Alert>
    );
  }
  if (application.status !== 'APPROVED') {
    return (
      <Alert color="blue" variant="light" title="Lodged with the ABR">
        We will show the ABR's decision here as soon as it is made.
      </Alert>
    );
  }
  return (
    <Alert color="green" variant="light" title={`Your ABN is ${application.abn}`}>
      <Stack gap={4}>
        <Text size="sm">
          It is now in{' '}
          <Anchor component={Link} to={paths.businessDetails(application.businessId ?? '')}>
            My businesses
          </Anchor>
          .
        </Text>
        <Anchor
          component={Link}
          to={`${paths.registerBusinessName()}?abnApplicationId=${encodeURIComponent(application.id)}`}
        >
          Register a business name for it
        </Anchor>
      </Stack>
    </Alert>
  );
}

/** /register-abn (?applicationId continues one) and /abn/application/{id}/{step}. */
export function RegisterAbnPage() {
  const [params] = useSearchParams();
  const { first } = useParams();
  const applicationId = first ?? params.get('applicationId');
  const saved = useRegistrationApplication(applicationId);
  return (
    <Stack gap="lg" maw={860}>
      <Title order={1}>Apply for an ABN</Title>
      {applicationId && !saved.data && (
        <QueryState query={saved} loadingLabel="Loading your application" />
      )}
      {(!applicationId || saved.data) && (
        <AbnForm key={saved.data?.id ?? 'new'} saved={saved.data} />
      )}
    </Stack>
  );
}
