import { withProprietaryEnding } from '@app/domain';
import { Alert, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  checkCompanyName,
  type TCompanyApplication,
  type TNameCheck,
} from '../api/company-application';
import { StepActions } from './step-actions';
import { StepProblems } from './step-problems';
import { useStepSaver } from './use-step-saver';

/** Step 1: the company's name, checked against the register, or its ACN as its name. */
export function NameStep(props: { application: TCompanyApplication; onSaved: () => void }) {
  const saved = props.application.form.name;
  const [useAcn, setUseAcn] = useState(saved?.useAcnAsName ?? false);
  const [name, setName] = useState(saved && !saved.useAcnAsName ? saved.proposedName : '');
  const [consent, setConsent] = useState(
    saved && !saved.useAcnAsName ? saved.restrictedWordConsent : false,
  );
  const [check, setCheck] = useState<TNameCheck | null>(null);
  const [checking, setChecking] = useState(false);
  const [checkError, setCheckError] = useState<string | null>(null);
  const saver = useStepSaver(props.application, 'name', props.onSaved);

  async function runCheck() {
    setChecking(true);
    setCheckError(null);
    try {
      setCheck(await checkCompanyName(name));
    } catch (error) {
      setCheckError(error instanceof Error ? error.message : String(error));
    } finally {
      setChecking(false);
    }
  }

  const needsConsent = (check?.restrictedWords.length ?? 0) > 0;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        saver.submit(
          useAcn
            ? { useAcnAsName: true }
            : {
                useAcnAsName: false,
                proposedName: name.trim() ? withProprietaryEnding(name) : '',
                restrictedWordConsent: consent,
              },
        );
      }}
    >
      <Stack gap="md">
        <Checkbox
          label="Use the ACN as the company name (for example 123 456 789 Pty Ltd)"
          checked={useAcn}
          onChange={(e) => setUseAcn(e.currentTarget.checked)}
        />
        {!useAcn && (
          <>
            <Group align="flex-end" gap="sm" wrap="wrap">
              <TextInput
                label="Company name"
                description='"Pty Ltd" is added if you leave it off'
                value={name}
                onChange={(e) => {
                  setName(e.currentTarget.value);
                  setCheck(null);
                }}
                style={{ flex: '1 1 240px' }}
              />
              <Button
                variant="light"
                onClick={runCheck}
                loading={checking}
                disabled={name.trim().length < 2}
              >
                Check availability
              </Button>
            </Group>
            <div aria-live="polite">
              {checkError && (
                <Alert color="red" variant="light">
                  {checkError}
                </Alert>
              )}
              {check?.available && (
                <Alert color="green" variant="light" title={`${check.name} is available`}>
                  No identical name is on the register.
                </Alert>
              )}
              {check && !check.available && (
                <Alert color="red" variant="light" title={`${check.name} is not available`}>
                  {check.identicalTo
                    ? `It is identical to ${check.identicalTo}, already registered.`
                    : 'Choose a different name.'}
                </Alert>
              )}
            </div>
            {needsConsent && (
              <Stack gap={4}>
                <Text size="sm">
                  The name uses a restricted word:{' '}
                  {check?.restrictedWords
                    .map((w) => `"${w.word}" (consent from ${w.consentFrom})`)
                    .join(', ')}
                </Text>
                <Checkbox
                  label="I hold the consent this word needs and will provide it to ASIC"
                  checked={consent}
                  onChange={(e) => setConsent(e.currentTarget.checked)}
                />
              </Stack>
            )}
          </>
        )}
        <StepProblems problems={saver.problems} />
        <StepActions pending={saver.pending} />
      </Stack>
    </form>
  );
}
