import { COMPANY_STEP_SCHEMAS, type TCompanyStep } from '@app/domain';
import { useState } from 'react';
import { type TCompanyApplication, useSaveCompanyStep } from '../api/company-application';
import { localProblems, problemsOf } from './step-problems';

/** Saves one step: checked in the browser by the shared schema, then kept on the server. */
export function useStepSaver(
  application: TCompanyApplication,
  step: TCompanyStep,
  onSaved: () => void,
) {
  const save = useSaveCompanyStep();
  const [local, setLocal] = useState<string[]>([]);
  const problems = local.length > 0 ? local : save.error ? problemsOf(save.error) : [];
  return {
    problems,
    pending: save.isPending,
    submit(data: unknown) {
      const found = localProblems(COMPANY_STEP_SCHEMAS[step], data);
      setLocal(found);
      if (found.length > 0) return;
      save.mutate({ id: application.id, step, data }, { onSuccess: onSaved });
    },
  };
}
