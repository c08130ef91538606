import { formatAcn, type TBusinessListItem } from '@app/domain';
import { Alert, Button, Group, Loader, Radio, Stack, Tabs, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useSignedInUser } from '../../../lib/session';
import { useBusinessList } from '../api/business-list';
import { useLinkBusiness } from '../api/link-business';
import { BusinessFinder, type TFinderChoice } from './business-finder';
import { linkErrorMessage } from './link-error';

type TSelection =
  | { kind: 'existing'; business: TBusinessListItem }
  | { kind: 'register'; choice: NonNullable<TFinderChoice> }
  | null;

/**
 * Choosing a business for something else (a plan, a conversation): one of the customer's
 * own, or one found on the register and linked first. §5: only Registered businesses are
 * offered, and the confirm button waits for a choice, or stays off while `disabled`.
 */
export function LinkBusinessPicker(props: {
  onLinked: (business: TBusinessListItem) => void;
  disabled?: boolean;
  confirmLabel?: string;
}) {
  const user = useSignedInUser();
  const list = useBusinessList();
  const link = useLinkBusiness();
  const [selection, setSelection] = useState<TSelection>(null);
  const registered = (list.data ?? []).filter((b) => b.entityStatus === 'Registered');
  const onChoice = useCallback(
    (choice: TFinderChoice) => setSelection(choice ? { kind: 'register', choice } : null),
    [],
  );

  const confirm = () => {
    if (selection?.kind === 'existing') return props.onLinked(selection.business);
    if (selection?.kind !== 'register') return;
    const { choice } = selection;
    link.mutate('abn' in choice ? choice : { acn: choice.acn, userId: user.flakeId }, {
      onSuccess: props.onLinked,
    });
  };

  return (
    <Stack gap="md">
      <Tabs
        defaultValue={registered.length === 0 && list.isSuccess ? 'register' : 'mine'}
        onChange={() => setSelection(null)}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="mine">Your businesses</Tabs.Tab>
          <Tabs.Tab value="register">Find on the register</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="mine" pt="md">
          {list.isPending && <Loader size="sm" aria-label="Loading your businesses" />}
          {list.isSuccess && registered.length === 0 && (
            <Text c="dimmed" size="sm">
              You have no registered businesses yet. Find yours on the register.
            </Text>
          )}
          {registered.length > 0 && (
            <Radio.Group
              label="Choose a business"
              value={selection?.kind === 'existing' ? selection.business.businessId : null}
              onChange={(id) => {
                const business = registered.find((b) => b.businessId === id);
                setSelection(business ? { kind: 'existing', business } : null);
              }}
            >
              <Stack gap="sm" mt="xs">
                {registered.map((b) => (
                  <Radio
                    key={b.businessId}
                    value={b.businessId}
                    label={b.entityName}
                    description={`${b.businessStructure}${b.acn ? ` · ACN ${formatAcn(b.acn)}` : ''}`}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="register" pt="md">
          <BusinessFinder onChoice={onChoice} />
        </Tabs.Panel>
      </Tabs>
      {link.isError && (
        <Alert color="red" variant="light" role="alert">
          {linkErrorMessage(link.error)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={confirm} disabled={props.disabled || !selection} loading={link.isPending}>
          {props.confirmLabel ?? 'Link business'}
        </Button>
      </Group>
    </Stack>
  );
}
