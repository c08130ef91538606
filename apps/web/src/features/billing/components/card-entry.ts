import { lazy } from 'react';
import type { TCardDetails } from '../api/sandbox-confirm';

// The card form's own checks, before anything is sent: complete, well-formed fields. The
// card processor decides the rest (a real number, a card that is not declined) and its
// message is shown under the form.

export type TCardFormValues = { number: string; expiry: string; cvc: string; name: string };

export const EMPTY_CARD_FORM: TCardFormValues = { number: '', expiry: '', cvc: '', name: '' };

const digits = (value: string) => value.replace(/[\s-]/g, '');

/** Groups of four as the user types, the way the number is printed on the card. */
export function formatCardNumber(value: string): string {
  return digits(value)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** 'MM/YY' as the user types: the slash comes by itself after the month. */
export function formatExpiry(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

export function validateCardForm(
  values: TCardFormValues,
  now: Date,
): Partial<Record<keyof TCardFormValues, string>> {
  const errors: Partial<Record<keyof TCardFormValues, string>> = {};
  if (!/^\d{12,19}$/.test(digits(values.number))) errors.number = 'Enter the card number.';
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(values.expiry.trim());
  const month = Number(expiry?.[1]);
  const year = 2000 + Number(expiry?.[2]);
  if (!expiry || month < 1 || month > 12) {
    errors.expiry = 'Enter the expiry date as MM/YY.';
  } else if (year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1) {
    errors.expiry = 'This card has expired.';
  }
  if (!/^\d{3,4}$/.test(values.cvc.trim())) errors.cvc = 'Enter the 3 or 4 digit security code.';
  if (!values.name.trim()) errors.name = 'Enter the name on the card.';
  return errors;
}

/** The confirm call's card, from a form that passed validateCardForm. */
export function toCardEntry(values: TCardFormValues): TCardDetails {
  const [month = '', year = ''] = values.expiry.split('/').map((part) => part.trim());
  return {
    number: digits(values.number),
    expMonth: Number(month),
    expYear: 2000 + Number(year),
    cvc: values.cvc.trim(),
    name: values.name.trim(),
  };
}

/**
 * Stripe's card and bank fields, fetched (with Stripe.js) only when a form is shown with the
 * Stripe gateway: the sandbox never loads a third-party script.
 */
export const LazyStripePaymentFields = lazy(() =>
  import('./stripe-payment-fields').then((m) => ({ default: m.StripePaymentFields })),
);
