import { ACN_CHECK_DEBOUNCE_MS, identifierDigits, isValidAcn, type TAcnCheck } from '@app/domain';
import { useEffect, useState } from 'react';
import { checkAcn } from '../api/virtual-offices';

/**
 * §5: the ACN is looked up once typing has paused for 500 ms; a newer ACN cancels the older
 * lookup. A number that fails its check digit is invalid without asking the register.
 */
export function useAcnCheck(acn: string): TAcnCheck {
  const digits = identifierDigits(acn);
  const [check, setCheck] = useState<TAcnCheck>('idle');

  useEffect(() => {
    if (!digits) {
      setCheck('idle');
      return;
    }
    setCheck('checking');
    const controller = new AbortController();
    const timer = setTimeout(() => {
      if (!/^\d{9}$/.test(digits) || !isValidAcn(digits)) {
        setCheck('invalid');
        return;
      }
      checkAcn(digits, controller.signal)
        .then((r) => setCheck(r.available ? 'valid' : 'invalid'))
        .catch((err: unknown) => {
          if (!controller.signal.aborted) setCheck('invalid');
          return err;
        });
    }, ACN_CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [digits]);

  return check;
}
