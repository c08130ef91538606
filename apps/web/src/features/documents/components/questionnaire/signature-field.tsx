import { Button, Image, Paper, Stack, Text, TextInput } from '@mantine/core';
import { answerOfText, type TFieldProps, textOf } from './field-props';
import { fieldId, isRequired, questionLabel } from './questionnaire-logic';

// A handwriting face where the device has one; 'caveat' is the product's own signature font.
export const SIGNATURE_FONT =
  '"Caveat", "Segoe Script", "Bradley Hand", "Brush Script MT", "Snell Roundhand", cursive';

/** SIGNATURE: the customer types their name; the preview shows it as it will be signed. */
export function SignatureField({ question, path, value, error, onChange, onBlur }: TFieldProps) {
  const text = textOf(value);
  // Signatures drawn elsewhere arrive as PNG data URLs; they are shown, and can be replaced.
  if (text.startsWith('data:image/')) {
    return (
      <Stack gap="xs">
        <Text fw={500} size="sm">
          {questionLabel(question)}
        </Text>
        <Image src={text} alt="Your drawn signature" maw={320} />
        <Button variant="default" w="fit-content" onClick={() => onChange(undefined)}>
          Type your name instead
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <TextInput
        id={fieldId(path)}
        label={questionLabel(question)}
        description={question.help ?? 'Type your full name to sign.'}
        required={isRequired(question)}
        withAsterisk={false}
        autoComplete="name"
        value={text}
        error={error}
        onChange={(event) => onChange(answerOfText(event.currentTarget.value))}
        onBlur={() => onBlur()}
      />
      <Paper withBorder p="sm" radius="md" maw={420}>
        <Text size="xs" c="dimmed">
          Signature preview
        </Text>
        <Text
          data-testid="signature-preview"
          style={{ fontFamily: SIGNATURE_FONT, fontSize: 30, lineHeight: 1.3, minHeight: 40 }}
        >
          {text.trim()}
        </Text>
      </Paper>
    </Stack>
  );
}
