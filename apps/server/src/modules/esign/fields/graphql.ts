import { COMPANY_EXECUTIONS } from '@app/domain';
import type { EnumRef } from '@pothos/core';
import type { TBuilder, TTypes } from '../../../platform/graphql/builder.js';
import type { TFieldType } from './types.js';

/**
 * The parts of SendForSignatureInput for fields the sender places and companies signing
 * under s 127(1). Fractions of the page, origin top-left; recipients named by e-mail, which
 * is unique within a request.
 */
export function placementInputTypes(
  builder: TBuilder,
  fieldType: EnumRef<TTypes, TFieldType, TFieldType>,
) {
  const CompanyExecution = builder.enumType('CompanyExecution', { values: COMPANY_EXECUTIONS });
  const PlacedFieldInput = builder.inputType('PlacedFieldInput', {
    fields: (t) => ({
      recipientEmail: t.string({ required: true }),
      page: t.int({ required: true, description: '0-based page of the document.' }),
      x: t.float({ required: true }),
      y: t.float({ required: true }),
      width: t.float({ required: true }),
      height: t.float({ required: true }),
      type: t.field({ type: fieldType, required: true }),
      required: t.boolean({ description: 'Whether it must be filled to sign; true if left out.' }),
    }),
  });
  const CompanySigningInput = builder.inputType('CompanySigningInput', {
    fields: (t) => ({
      name: t.string({ required: true }),
      acn: t.string({ required: true }),
      execution: t.field({ type: CompanyExecution, required: true }),
      officerEmails: t.stringList({
        required: true,
        description: 'The recipients who sign for the company, in the order of the capacities.',
      }),
    }),
  });
  return { PlacedFieldInput, CompanySigningInput };
}
