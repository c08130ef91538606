import type { TVerifyAnswer } from '@app/domain';
import { Alert, List, Stack, Text } from '@mantine/core';
import { formatDate } from '../../../lib/format';

const CHANGED_TITLE = 'This PDF has been changed since it was sealed.';
const NOT_SEALED = ['This PDF has no digital seal.', 'This file is not a PDF.'];

type TVerdict = 'completed' | 'unknown' | 'changed' | 'not-sealed';

/** What the answer means for the person holding the file. */
export function verdictOf(answer: TVerifyAnswer): TVerdict {
  if (answer.intact && answer.sealedHere) return answer.signers ? 'completed' : 'unknown';
  if (answer.intact || NOT_SEALED.includes(answer.problem ?? '')) return 'not-sealed';
  return 'changed';
}

function signerList(signers: NonNullable<TVerifyAnswer['signers']>): string {
  const names = signers.map((s) => s.name);
  return names.length < 2
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The verdict on one file, with the facts behind it. */
export function VerifyResult({ answer, fileName }: { answer: TVerifyAnswer; fileName: string }) {
  const verdict = verdictOf(answer);
  const hash = (
    <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
      SHA-256 of {fileName}: {answer.resultSha256}
    </Text>
  );
  if (verdict === 'completed') {
    const signers = answer.signers ?? [];
    return (
      <Alert
        color="green"
        title="Unaltered since it was completed"
        data-testid="verify-result"
        data-verdict={verdict}
      >
        <Stack gap="xs">
          <Text>
            Unaltered since it was completed on Clausewell on {formatDate(answer.completedAt ?? '')}
            , signed by {signerList(signers)}.
          </Text>
          {answer.title && <Text fw={600}>{answer.title}</Text>}
          <List size="sm" spacing={4}>
            {signers.map((s) => (
              <List.Item key={`${s.email}-${s.signedAt}`}>
                {s.name} ({s.email}), signed {formatDate(s.signedAt)}
              </List.Item>
            ))}
          </List>
          {hash}
        </Stack>
      </Alert>
    );
  }
  if (verdict === 'changed') {
    return (
      <Alert color="red" title={CHANGED_TITLE} data-testid="verify-result" data-verdict={verdict}>
        <Stack gap="xs">
          <Text>
            It is not the file that was signed.{' '}
            {answer.problem && answer.problem !== CHANGED_TITLE ? `${answer.problem} ` : ''}Ask the
            sender for the copy that was e-mailed when signing completed.
          </Text>
          {hash}
        </Stack>
      </Alert>
    );
  }
  if (verdict === 'unknown') {
    return (
      <Alert
        color="yellow"
        title="Sealed by Clausewell, but not completed here"
        data-testid="verify-result"
        data-verdict={verdict}
      >
        <Stack gap="xs">
          <Text>{answer.problem}</Text>
          {hash}
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert
      color="gray"
      title="Not sealed by Clausewell"
      data-testid="verify-result"
      data-verdict={verdict}
    >
      <Stack gap="xs">
        <Text>
          {answer.intact
            ? 'This PDF carries an unbroken digital seal, but not ours: check it with the service that sealed it.'
            : answer.problem}{' '}
          Only PDFs completed on Clausewell can be checked here.
        </Text>
        {hash}
      </Stack>
    </Alert>
  );
}
