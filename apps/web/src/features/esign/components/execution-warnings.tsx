import {
  EXECUTION_DOCUMENT_KIND_LABELS,
  EXECUTION_JURISDICTION_NAMES,
  type TExecutionCheck,
  type TExecutionContext,
} from '@app/domain';
import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';

type TProps = { check: TExecutionCheck & TExecutionContext };

/**
 * What the execution rules say about sending this document to these recipients, updated as
 * the sender edits them: a live region, so a screen reader hears a new warning appear.
 */
export function ExecutionWarnings({ check }: TProps) {
  const kind = EXECUTION_DOCUMENT_KIND_LABELS[check.documentKind];
  const law = check.governingLaw
    ? `This document is governed by the law of ${EXECUTION_JURISDICTION_NAMES[check.governingLaw]}.`
    : 'This document does not name the law that governs it.';
  return (
    <div role="status" aria-live="polite" data-testid="execution-warnings">
      {check.warnings.length ? (
        <Alert
          color="yellow"
          icon={<IconScale size={18} aria-hidden />}
          title={`Signing rules for this ${kind}`}
        >
          <Stack gap="xs">
            <Text size="sm">
              {law} Each signer is judged by the State or territory they sign in, when you choose
              one.
            </Text>
            <List size="sm" spacing="xs">
              {check.warnings.map((w) => (
                <List.Item key={`${w.jurisdiction}-${w.code}`}>
                  <Text size="sm" fw={600} component="span">
                    {w.message}
                  </Text>{' '}
                  <Text size="sm" c="dimmed" component="span">
                    {w.note}
                  </Text>{' '}
                  {w.sources.map((s) => (
                    <Anchor
                      key={s.url + (s.provision ?? '')}
                      href={s.url}
                      target="_blank"
                      rel="noreferrer"
                      size="sm"
                      mr="xs"
                    >
                      {s.act}
                      {s.provision ? ` ${s.provision}` : ''}
                    </Anchor>
                  ))}
                </List.Item>
              ))}
            </List>
          </Stack>
        </Alert>
      ) : null}
    </div>
  );
}
