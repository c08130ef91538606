import { Textarea, TextInput } from '@mantine/core';
import { answerOfText, type TFieldProps, textOf } from './field-props';
import { fieldId, isRequired, questionLabel } from './questionnaire-logic';

const INPUT_TYPES = {
  EMAIL: { type: 'email', inputMode: 'email' },
  PHONE: { type: 'tel', inputMode: 'tel' },
} as const;

/** EMAIL, PHONE, BUSINESS_NAME and plain FREE_TEXT (a text area when multiline). */
export function TextField({ question, path, value, error, onChange, onBlur }: TFieldProps) {
  const common = {
    id: fieldId(path),
    label: questionLabel(question),
    description: question.help,
    required: isRequired(question),
    withAsterisk: false,
    value: textOf(value),
    error,
    onChange: (event: { currentTarget: { value: string } }) =>
      onChange(answerOfText(event.currentTarget.value)),
    onBlur: () => onBlur(),
  };
  if (question.multiline) {
    return <Textarea {...common} autosize minRows={3} maxRows={12} />;
  }
  const kind = INPUT_TYPES[question.type as keyof typeof INPUT_TYPES];
  return <TextInput {...common} type={kind?.type ?? 'text'} inputMode={kind?.inputMode} />;
}
