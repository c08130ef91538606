import { fieldErrors } from '@app/domain';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { applyServerErrors } from '../../../lib/ui/server-field-errors';

type TFormValues = Record<string, unknown>;

/** The part of a zod schema the form needs; any schema from @app/domain fits. */
type TSchema = {
  safeParse: (
    values: unknown,
  ) => { success: true } | { success: false; error: Parameters<typeof fieldErrors>[0] };
};

/**
 * A Mantine form validated by the same zod schema the server uses, so the browser and the
 * server word every field error alike. `check` adds rules that only the form has.
 */
export function useSchemaForm<V extends TFormValues>(
  schema: TSchema,
  initialValues: V,
  check?: (values: V) => Record<string, string>,
): UseFormReturnType<V> {
  return useForm<V>({
    mode: 'controlled',
    initialValues,
    validateInputOnBlur: true,
    validate: (values) => {
      const result = schema.safeParse(values);
      const errors = result.success ? {} : fieldErrors(result.error);
      return { ...errors, ...check?.(values) };
    },
  });
}

/** The shared helper, here too so the account forms import their form tools from one place. */
export { applyServerErrors };
