import {
  COMPANY_CHANGE_LABELS,
  COMPANY_CHANGE_MESSAGES,
  COMPANY_CHANGE_TYPES,
  type TCompanyChangeType,
} from '@app/domain';
import { Alert, Button, Checkbox, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { QueryState } from '../../../lib/ui/query-state';
import { paths } from '../../../paths';
import { useChooseChanges, useCompanyChange, useCompanyRegister } from '../api/company-changes';
import { RegisterSetup } from '../components/register-setup';

/** /company-change/select-changes?businessId&changeId: which details of the company changed. */
export function SelectChangesPage() {
  const [params] = useSearchParams();
  const businessId = params.get('businessId') ?? '';
  const changeId = params.get('changeId') ?? '';
  const register = useCompanyRegister(businessId);
  const existing = useCompanyChange(changeId);
  const choose = useChooseChanges();
  const navigate = useNavigate();
  const [types, setTypes] = useState<TCompanyChangeType[]>([]);
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (existing.data) setTypes(existing.data.types);
  }, [existing.data]);

  if (!businessId) {
    return <Alert color="red">Choose a company first.</Alert>;
  }
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (types.length === 0) return;
    choose.mutate(
      { businessId, changeId: changeId || undefined, types },
      { onSuccess: (view) => navigate(paths.companyChange(view.id)) },
    );
  };

  return (
    <Stack gap="lg" maw={880}>
      <Title order={1}>What has changed?</Title>
      <QueryState query={register} loadingLabel="Loading the company register" />
      {register.data && !register.data.register && (
        <RegisterSetup businessId={businessId} entityName={register.data.entityName} />
      )}
      {register.data?.register && (
        <form onSubmit={submit}>
          <Stack gap="md">
            <Text c="dimmed">
              {register.data.register.companyName}: choose every change to lodge together.
            </Text>
            <Checkbox.Group
              label="Changes"
              value={types}
              onChange={(v) => setTypes(v as TCompanyChangeType[])}
              error={
                tried && types.length === 0 ? COMPANY_CHANGE_MESSAGES.noChangesChosen : undefined
              }
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
                {COMPANY_CHANGE_TYPES.map((t) => (
                  <Checkbox key={t} value={t} label={COMPANY_CHANGE_LABELS[t]} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            {choose.error && (
              <Alert color="red" role="alert">
                {choose.error.message}
              </Alert>
            )}
            <Button type="submit" loading={choose.isPending} w={{ base: '100%', sm: 'auto' }}>
              Continue
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
