import { AmountField } from './amount-field';
import { CheckboxField, OptionField } from './choice-fields';
import { DateField } from './date-field';
import type { TFieldProps } from './field-props';
import { IdentifierField } from './identifier-field';
import { SignatureField } from './signature-field';
import { AddressField, FullNameField } from './structured-fields';
import { TextField } from './text-fields';

function FieldOfType(props: TFieldProps) {
  const { question } = props;
  switch (question.type) {
    case 'ABN':
    case 'ACN':
      return <IdentifierField {...props} />;
    case 'ADDRESS':
      return <AddressField {...props} />;
    case 'FULL_NAME':
      return <FullNameField {...props} />;
    case 'DATE':
      return <DateField {...props} />;
    case 'CHECKBOX':
      return <CheckboxField {...props} />;
    case 'SIGNATURE':
      return <SignatureField {...props} />;
    case 'FREE_TEXT':
      if (question.options) return <OptionField {...props} />;
      if (question.format) return <AmountField {...props} />;
      return <TextField {...props} />;
    case 'EMAIL':
    case 'PHONE':
    case 'BUSINESS_NAME':
      return <TextField {...props} />;
  }
}

/** One question, whatever its type; the wrapper lets Next find it to move focus there. */
export function QuestionField(props: TFieldProps) {
  return (
    <div data-question-path={props.path}>
      <FieldOfType {...props} />
    </div>
  );
}
