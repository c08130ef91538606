import {
  COMPANY_CAPACITIES,
  COMPANY_EXECUTION_LABELS,
  COMPANY_EXECUTIONS,
  type TCompanyExecution,
} from '@app/domain';
import { Checkbox, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { TPlacementRecipient } from './placement-model';

export type TCompanyDraft = {
  name: string;
  acn: string;
  execution: TCompanyExecution;
  /** E-mails of the recipients signing for the company, in the order of the capacities. */
  officers: string[];
};

export const emptyCompany = (): TCompanyDraft => ({
  name: '',
  acn: '',
  execution: 'TWO_DIRECTORS',
  officers: [],
});

type TProps = {
  company: TCompanyDraft | null;
  onChange: (company: TCompanyDraft | null) => void;
  /** Recipients with the role Signer: only they can sign for the company. */
  signers: readonly TPlacementRecipient[];
  showErrors: boolean;
};

/** What is still missing before the company's execution block can be made. */
export function companyProblems(company: TCompanyDraft | null) {
  if (!company) return {};
  const problems: Partial<Record<'name' | 'acn' | 'officers', string>> = {};
  if (!company.name.trim()) problems.name = 'Enter the company’s registered name';
  if (!/^\d{9}$/.test(company.acn.replace(/\s+/g, ''))) problems.acn = 'Enter the 9-digit ACN';
  const needed = COMPANY_CAPACITIES[company.execution].length;
  const chosen = company.officers.slice(0, needed).filter(Boolean);
  if (chosen.length !== needed || new Set(chosen).size !== needed)
    problems.officers = needed === 1 ? 'Choose who signs' : 'Choose two different people';
  return problems;
}

/**
 * A company signing under Corporations Act s 127(1): its name and ACN, how it executes, and
 * which recipients sign in which capacity. The execution block and their fields follow.
 */
export function CompanySigning({ company, onChange, signers, showErrors }: TProps) {
  const problems = showErrors ? companyProblems(company) : {};
  const options = signers.map((s) => ({ value: s.email, label: s.name || s.email }));
  return (
    <Stack gap="xs">
      <Checkbox
        label="A company signs this document"
        description="Executed under section 127(1) of the Corporations Act 2001 (Cth), without a seal."
        checked={company !== null}
        onChange={(event) => onChange(event.currentTarget.checked ? emptyCompany() : null)}
      />
      {company ? (
        <Stack gap="xs" pl={{ base: 0, sm: 'lg' }}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <TextInput
              label="Company name"
              required
              value={company.name}
              error={problems.name}
              onChange={(event) => onChange({ ...company, name: event.currentTarget.value })}
            />
            <TextInput
              label="ACN"
              required
              inputMode="numeric"
              value={company.acn}
              error={problems.acn}
              onChange={(event) => onChange({ ...company, acn: event.currentTarget.value })}
            />
          </SimpleGrid>
          <Radio.Group
            label="Who signs for the company"
            value={company.execution}
            onChange={(value) => onChange({ ...company, execution: value as TCompanyExecution })}
          >
            <Stack gap={6} mt={4}>
              {COMPANY_EXECUTIONS.map((execution) => (
                <Radio
                  key={execution}
                  value={execution}
                  label={COMPANY_EXECUTION_LABELS[execution]}
                />
              ))}
            </Stack>
          </Radio.Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {COMPANY_CAPACITIES[company.execution].map((capacity, i) => (
              <Select
                // biome-ignore lint/suspicious/noArrayIndexKey: one select per capacity, in order
                key={`${company.execution}-${i}`}
                label={`Signs as ${capacity}`}
                placeholder="Choose a recipient"
                data={options}
                value={company.officers[i] ?? null}
                error={i === 0 ? problems.officers : undefined}
                onChange={(value) => {
                  const officers = [...company.officers];
                  officers[i] = value ?? '';
                  onChange({ ...company, officers });
                }}
              />
            ))}
          </SimpleGrid>
        </Stack>
      ) : null}
    </Stack>
  );
}
