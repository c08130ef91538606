import { BUSINESS_MESSAGES, type TBusinessSearchResult } from '@app/domain';
import { Alert, Loader, Radio, Text } from '@mantine/core';
import { useEffect } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useAbnLookup, useAcnCheck } from '../api/business-search';
import { BusinessResultOption } from './business-result';

type TProps = {
  /** The number once the customer has stopped typing (§9 debounce), else null. */
  abn?: string | null;
  acn?: string | null;
  /** True while typing has not yet settled: the check is still to come. */
  settling: boolean;
  onFound: (choice: { abn: string } | { acn: string } | null) => void;
};

const status = (text: string, color?: string) => (
  <Text size="sm" c={color} role="status" aria-live="polite">
    {text}
  </Text>
);

/** ABN typed: the register's entry, offered when Registered. */
export function AbnLookup({ abn, settling, onFound }: TProps & { abn: string | null }) {
  const lookup = useAbnLookup(settling ? null : abn);
  const entry: TBusinessSearchResult | undefined = lookup.data;
  const offered = entry?.entityStatus === 'Registered';
  useEffect(
    () => onFound(offered && entry ? { abn: entry.ABN.identifierValue } : null),
    [offered, entry, onFound],
  );
  if (settling || lookup.isFetching) return <Loader size="sm" aria-label="Looking up the ABN" />;
  if (lookup.error) {
    const missing = lookup.error instanceof ApiError && lookup.error.code === 'NOT_FOUND';
    return status(missing ? BUSINESS_MESSAGES.businessNotFound : lookup.error.message, 'red');
  }
  if (!entry) return null;
  if (!offered) {
    return (
      <Alert color="yellow" variant="light">
        {BUSINESS_MESSAGES.businessNotRegistered}
      </Alert>
    );
  }
  return (
    <Radio.Group value={entry.ABN.identifierValue} label="Business found" onChange={() => {}}>
      <BusinessResultOption result={entry} />
    </Radio.Group>
  );
}

/** ACN typed: §5's three words, 'Checking ACN...', then valid or invalid. */
export function AcnLookup({ acn, settling, onFound }: TProps & { acn: string | null }) {
  const check = useAcnCheck(settling ? null : acn);
  const available = check.data?.available === true;
  useEffect(() => onFound(available && acn ? { acn } : null), [available, acn, onFound]);
  if (settling || check.isFetching) return status(BUSINESS_MESSAGES.acnChecking);
  if (check.error || (check.data && !available)) {
    return status(BUSINESS_MESSAGES.acnInvalid, 'red');
  }
  if (!check.data) return null;
  return (
    <>
      {status(BUSINESS_MESSAGES.acnValid, 'teal')}
      {check.data.entityName && <Text fw={600}>{check.data.entityName}</Text>}
    </>
  );
}
