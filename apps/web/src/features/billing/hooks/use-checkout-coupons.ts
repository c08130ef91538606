import { useEffect, useRef, useState } from 'react';
import { previewCheckout } from '../api/checkout-preview';

// The coupon on one checkout: one per purchase, so a new code replaces the one applied. A
// code is applied only once the server has priced the plan with it; otherwise its refusal is
// shown. A code from the link (a promo page's or a sale banner's) is tried the same way once.

export function useCheckoutCoupons(planHandle: string, linkCoupon: string | null) {
  const [codes, setCodes] = useState<string[]>([]);
  const [linkRefusal, setLinkRefusal] = useState<string | null>(null);
  const tried = useRef<string | null>(null);

  const apply = async (code: string): Promise<string | null> => {
    try {
      await previewCheckout(planHandle, [code]);
      setCodes([code]);
      return null;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per plan and link coupon.
  useEffect(() => {
    const code = linkCoupon?.trim().toUpperCase();
    if (!code || tried.current === `${planHandle}:${code}`) return;
    tried.current = `${planHandle}:${code}`;
    void apply(code).then(setLinkRefusal);
  }, [planHandle, linkCoupon]);

  return {
    codes,
    apply,
    remove: (code: string) => setCodes((current) => current.filter((c) => c !== code)),
    linkRefusal,
  };
}
