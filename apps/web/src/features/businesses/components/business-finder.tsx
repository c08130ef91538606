import { BUSINESS_MESSAGES, BUSINESS_TIMINGS } from '@app/domain';
import { Loader, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useBusinessNameSearch } from '../api/business-search';
import { classifyTyped } from '../lib/identifier-kind';
import { BusinessResultOption } from './business-result';
import { AbnLookup, AcnLookup } from './number-lookup';

/** A typed name is looked up sooner than an ACN, whose §9 debounce is half a second. */
const NAME_DEBOUNCE_MS = 300;

/** A register entry chosen by its ABN, or a company by its ACN; null while none is. */
export type TFinderChoice = { abn: string } | { acn: string } | null;
type TChoice = TFinderChoice;

/**
 * The register search of "Add existing business": one box for a name, an ABN or an ACN.
 * Numbers are checked as typed; names list at most 15 Registered entities (§5).
 */
export function BusinessFinder({ onChoice }: { onChoice: (choice: TChoice) => void }) {
  const [input, setInput] = useState('');
  const typed = classifyTyped(input);
  const [settled] = useDebouncedValue(
    input,
    typed.kind === 'name' ? NAME_DEBOUNCE_MS : BUSINESS_TIMINGS.acnCheckDebounceMs,
  );
  const settling = settled !== input;
  const settledTyped = classifyTyped(settled);
  const names = useBusinessNameSearch(settledTyped.kind === 'name' ? settledTyped.name : '');
  const [picked, setPicked] = useState<string | null>(null);

  const offered =
    settledTyped.kind === 'name'
      ? (names.data ?? []).filter((r) => r.entityStatus === 'Registered')
      : [];

  const found = useCallback((choice: TChoice) => onChoice(choice), [onChoice]);

  const change = (value: string) => {
    setInput(value);
    setPicked(null);
    onChoice(null);
  };

  const numberHint =
    typed.kind === 'abn' && !typed.valid
      ? BUSINESS_MESSAGES.abnCheckDigits
      : typed.kind === 'partial-number' && input.replace(/\D/g, '').length > 11
        ? BUSINESS_MESSAGES.identifierFormat
        : undefined;

  return (
    <Stack gap="md">
      <TextInput
        label="Business name, ABN or ACN"
        description="Search the Australian Business Register. Only registered businesses are shown."
        placeholder="e.g. Harbour Plumbing, 51 824 753 556 or 004 085 616"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={input}
        onChange={(e) => change(e.currentTarget.value)}
        error={numberHint}
        autoComplete="off"
        data-autofocus
      />
      {typed.kind === 'acn' &&
        (typed.valid ? (
          <AcnLookup acn={typed.acn} settling={settling} onFound={found} />
        ) : (
          <Text size="sm" c="red" role="status" aria-live="polite">
            {BUSINESS_MESSAGES.acnInvalid}
          </Text>
        ))}
      {typed.kind === 'abn' && typed.valid && (
        <AbnLookup abn={typed.abn} settling={settling} onFound={found} />
      )}
      {typed.kind === 'name' && typed.name.length < 2 && (
        <Text size="sm" c="dimmed">
          {BUSINESS_MESSAGES.searchNameTooShort}
        </Text>
      )}
      {typed.kind === 'name' && typed.name.length >= 2 && (
        <NameResults
          loading={settling || names.isFetching}
          empty={!settling && !names.isFetching && names.isSuccess && offered.length === 0}
          error={names.error?.message}
          picked={picked}
          onPick={(abn) => {
            setPicked(abn);
            onChoice({ abn });
          }}
          results={offered}
        />
      )}
    </Stack>
  );
}

function NameResults(props: {
  loading: boolean;
  empty: boolean;
  error?: string;
  picked: string | null;
  onPick: (abn: string) => void;
  results: ReturnType<typeof useBusinessNameSearch>['data'] & object;
}) {
  if (props.error) {
    return (
      <Text size="sm" c="red" role="alert">
        {props.error}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Text size="sm" role="status" aria-live="polite" c="dimmed">
        {props.loading ? (
          <Loader size="xs" aria-label="Searching the register" />
        ) : props.empty ? (
          'No registered business matches this name. Try fewer words, or its ABN.'
        ) : (
          `${props.results.length} registered ${props.results.length === 1 ? 'business' : 'businesses'} found`
        )}
      </Text>
      {props.results.length > 0 && (
        <Radio.Group
          value={props.picked}
          onChange={props.onPick}
          label="Choose your business"
          aria-busy={props.loading}
        >
          <Stack gap="sm" mt="xs">
            {props.results.map((r) => (
              <BusinessResultOption key={r.ABN.identifierValue} result={r} />
            ))}
          </Stack>
        </Radio.Group>
      )}
    </Stack>
  );
}
