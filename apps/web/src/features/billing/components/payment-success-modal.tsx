import { paymentSuccessTypeFor, type TPaymentType } from '@app/domain';
import { Modal } from '@mantine/core';
import type { TSessionUser } from '../../../lib/session';
import { usePurchasedSubscription } from '../hooks/use-purchased-subscription';
import { useSubscriptionsLive } from '../hooks/use-subscriptions-live';
import { PaymentSuccessContent } from './payment-success-content';

export type TPaymentSuccessModalState = {
  planHandle: string;
  /** SPEC §4: credit card unless said otherwise. */
  paymentType?: TPaymentType;
  offer?: string;
  /** Nothing was charged (a trialing plan changed): the title must not claim a payment. */
  nothingCharged?: boolean;
};

type TProps = { user: TSessionUser; state: TPaymentSuccessModalState | null; onClose: () => void };

/**
 * The payment success modal (SPEC §2.5, §4): the success screen over the page the purchase
 * was made from. While open it follows the live push, so the plan shows as soon as the
 * server has it; the parent drops the state on close, which resets it.
 */
export function PaymentSuccessModal({ user, state, onClose }: TProps) {
  return (
    <Modal
      opened={state !== null}
      onClose={onClose}
      title={state?.nothingCharged ? 'Your plan has changed' : 'Payment successful'}
      size="lg"
    >
      {state && <Body user={user} state={state} onClose={onClose} />}
    </Modal>
  );
}

function Body({
  user,
  state,
  onClose,
}: {
  user: TSessionUser;
  state: TPaymentSuccessModalState;
  onClose: () => void;
}) {
  const type = paymentSuccessTypeFor(state.planHandle);
  const { subscription } = usePurchasedSubscription({ type, planHandle: state.planHandle });
  useSubscriptionsLive(user.flakeId);
  return (
    <PaymentSuccessContent
      type={type}
      planHandle={state.planHandle}
      paymentType={state.paymentType ?? 'creditCard'}
      offer={state.offer}
      user={user}
      subscription={subscription}
      onNavigate={onClose}
    />
  );
}
