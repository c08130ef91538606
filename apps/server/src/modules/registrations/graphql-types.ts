import {
  COMPANY_APPLICATION_STATUSES,
  COMPANY_STEPS,
  type TFormIssue,
  type TGovernmentFee,
  type TNameAvailability,
} from '@app/domain';
import type { TBuilder } from '../../platform/graphql/builder.js';
import type { TCompanyApplicationView } from './service/application-records.js';
import type { TStatusEntry } from './tables.js';

/** The object types of company registration. */
export function defineRegistrationTypes(builder: TBuilder) {
  const Status = builder.enumType('CompanyApplicationStatus', {
    values: COMPANY_APPLICATION_STATUSES,
  });
  const Step = builder.enumType('CompanyApplicationStep', { values: COMPANY_STEPS });
  const PaymentStatus = builder.enumType('RegistrationPaymentStatus', {
    description: 'Where paying for an application stands (the change payment statuses that fit).',
    values: ['PendingPayment', 'Paid', 'PaymentFailed'] as const,
  });

  const Fee = builder.objectRef<TGovernmentFee>('GovernmentFee').implement({
    description: 'A government fee, shown apart from our service fee, with where it was read.',
    fields: (t) => ({
      kind: t.exposeString('kind', { nullable: false }),
      label: t.exposeString('label', { nullable: false }),
      amountInCents: t.exposeInt('amountInCents', { nullable: false }),
      effectiveFrom: t.exposeString('effectiveFrom', { nullable: false }),
      source: t.exposeString('source', { nullable: false }),
    }),
  });

  const Entry = builder.objectRef<TStatusEntry>('CompanyApplicationEvent').implement({
    fields: (t) => ({
      status: t.field({ type: Status, nullable: false, resolve: (e) => e.status }),
      at: t.field({ type: 'DateTime', nullable: false, resolve: (e) => new Date(e.at) }),
      reason: t.string({ nullable: true, resolve: (e) => e.reason ?? null }),
    }),
  });

  const Issue = builder.objectRef<TFormIssue>('CompanyApplicationIssue').implement({
    fields: (t) => ({
      step: t.field({ type: Step, nullable: false, resolve: (i) => i.step }),
      message: t.exposeString('message', { nullable: false }),
    }),
  });

  const Application = builder.objectRef<TCompanyApplicationView>('CompanyApplication').implement({
    fields: (t) => ({
      id: t.exposeID('id', { nullable: false }),
      status: t.field({ type: Status, nullable: false, resolve: (a) => a.status }),
      companyName: t.exposeString('companyName', { nullable: true }),
      lastStep: t.field({ type: Step, nullable: true, resolve: (a) => a.lastStep }),
      form: t.field({ type: 'JSON', nullable: false, resolve: (a) => a.form }),
      timeline: t.field({ type: [Entry], nullable: false, resolve: (a) => a.timeline }),
      governmentFee: t.field({ type: Fee, nullable: false, resolve: (a) => a.governmentFee }),
      serviceFeeInCents: t.exposeInt('serviceFeeInCents', { nullable: false }),
      totalInCents: t.exposeInt('totalInCents', { nullable: false }),
      paymentStatus: t.field({
        type: PaymentStatus,
        nullable: false,
        resolve: (a) => a.paymentStatus,
      }),
      paymentFailure: t.exposeString('paymentFailure', { nullable: true }),
      paidAt: t.expose('paidAt', { type: 'DateTime', nullable: true }),
      issues: t.field({ type: [Issue], nullable: false, resolve: (a) => a.issues }),
      acn: t.exposeString('acn', { nullable: true }),
      abn: t.exposeString('abn', { nullable: true }),
      businessId: t.exposeString('businessId', { nullable: true }),
      decisionReason: t.exposeString('decisionReason', { nullable: true }),
      refundMessage: t.exposeString('refundMessage', {
        nullable: true,
        description: 'On a refused application: what was refunded, and to which card.',
      }),
      createdAt: t.expose('createdAt', { type: 'DateTime', nullable: false }),
    }),
  });

  const RestrictedWord = builder
    .objectRef<{ word: string; consentFrom: string }>('RestrictedWord')
    .implement({
      fields: (t) => ({
        word: t.exposeString('word', { nullable: false }),
        consentFrom: t.exposeString('consentFrom', { nullable: false }),
      }),
    });

  const Availability = builder.objectRef<TNameAvailability>('CompanyNameAvailability').implement({
    fields: (t) => ({
      name: t.exposeString('name', { nullable: false }),
      available: t.exposeBoolean('available', { nullable: false }),
      identicalTo: t.exposeString('identicalTo', { nullable: true }),
      restrictedWords: t.field({
        type: [RestrictedWord],
        nullable: false,
        resolve: (a) => a.restrictedWords,
      }),
    }),
  });

  return { Step, Application, Availability };
}
