import { EXECUTION_JURISDICTIONS } from '@app/domain';
import type { TBuilder, TGraphqlContext } from '../../../platform/graphql/builder.js';
import { placementInputTypes } from '../fields/graphql.js';
import {
  eventsOf,
  recipientsOf,
  type TField,
  type TOrigin,
  type TProcess,
  type TRecipient,
} from './records.js';
import type { TSession } from './signer.js';

type TEvent = Awaited<ReturnType<typeof eventsOf>>[number];

/** The caller's address and browser, for the audit log and certificate. */
export function originOf(ctx: TGraphqlContext): TOrigin {
  const headers = (ctx as { req?: { headers?: Record<string, unknown> } }).req?.headers;
  const agent = headers?.['user-agent'];
  return { ip: ctx.ip, userAgent: typeof agent === 'string' ? agent.slice(0, 500) : undefined };
}

/** The e-sign schema's types, shared by the sender's and the signer's operations. */
export function esignGraphqlTypes(builder: TBuilder) {
  const enumOf = <const V extends readonly string[]>(name: string, values: V) =>
    builder.enumType(name, { values });
  const SigningOrder = enumOf('SigningOrder', ['PARALLEL', 'SEQUENTIAL'] as const);
  const Role = enumOf('SigningRecipientRole', ['SIGNER', 'APPROVER', 'VIEWER', 'WITNESS'] as const);
  const Jurisdiction = enumOf('ExecutionJurisdiction', EXECUTION_JURISDICTIONS);
  const EsignStatus = enumOf('EsignStatus', [
    'CANCELLED',
    'COMPLETE',
    'CREATED',
    'DECLINED',
    'SENT',
    'SIGNED',
    'VIEWED',
  ] as const);
  const ProcessStatus = enumOf('SigningProcessStatus', [
    'COMPLETED',
    'CREATED',
    'DELETED',
    'IN_PROGRESS',
    'SELF_SIGNED',
  ] as const);
  const Style = enumOf('SignatureStyle', [
    'DATE',
    'DRAWN',
    'GENERATED',
    'TEXT',
    'UPLOADED',
  ] as const);
  const Font = enumOf('SignatureFont', [
    'Helvetica',
    'caveat',
    'honeyscript',
    'opensans',
    'thesuavity',
  ] as const);
  const FieldType = enumOf('SigningFieldType', [
    'SIGNATURE',
    'INITIALS',
    'DATE',
    'TEXT',
    'NAME',
    'CHECKBOX',
  ] as const);

  const Recipient = builder.objectRef<TRecipient>('SigningRecipient').implement({
    fields: (t) => ({
      id: t.exposeID('id', { nullable: false }),
      name: t.exposeString('name', { nullable: false }),
      email: t.exposeString('email', { nullable: false }),
      role: t.field({ type: Role, nullable: false, resolve: (r) => r.role }),
      /** The State or territory whose law governs their signing; null for the document's. */
      state: t.field({ type: Jurisdiction, nullable: true, resolve: (r) => r.state }),
      position: t.exposeInt('position', { nullable: false }),
      status: t.field({ type: EsignStatus, nullable: false, resolve: (r) => r.status as never }),
      sentAt: t.expose('sentAt', { type: 'DateTime', nullable: true }),
      viewedAt: t.expose('viewedAt', { type: 'DateTime', nullable: true }),
      signedAt: t.expose('signedAt', { type: 'DateTime', nullable: true }),
      declinedAt: t.expose('declinedAt', { type: 'DateTime', nullable: true }),
      declineReason: t.exposeString('declineReason', { nullable: true }),
    }),
  });
  const Event = builder.objectRef<TEvent>('SigningEvent').implement({
    fields: (t) => ({
      id: t.exposeID('id', { nullable: false }),
      at: t.expose('at', { type: 'DateTime', nullable: false }),
      kind: t.exposeString('kind', { nullable: false }),
      actor: t.exposeString('actor', { nullable: true }),
      detail: t.exposeString('detail', { nullable: true }),
    }),
  });
  const Process = builder.objectRef<TProcess>('SigningProcess').implement({
    fields: (t) => ({
      id: t.exposeID('id', { nullable: false }),
      documentId: t.exposeID('documentId', { nullable: false }),
      title: t.exposeString('title', { nullable: false }),
      status: t.field({ type: ProcessStatus, nullable: false, resolve: (p) => p.status as never }),
      /** Why it stopped before completing: DECLINED, CANCELLED or EXPIRED; null otherwise. */
      closedAs: t.exposeString('closedAs', { nullable: true }),
      order: t.field({ type: SigningOrder, nullable: false, resolve: (p) => p.signingOrder }),
      message: t.exposeString('message', { nullable: true }),
      expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true }),
      createdAt: t.expose('createdAt', { type: 'DateTime', nullable: false }),
      completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true }),
      recipients: t.field({
        type: [Recipient],
        nullable: false,
        resolve: (p, _a, ctx) => recipientsOf(ctx.deps.database.db, p.id),
      }),
      events: t.field({
        type: [Event],
        nullable: false,
        resolve: (p, _a, ctx) => eventsOf(ctx.deps.database.db, p.id),
      }),
      signedPdfUrl: t.string({
        nullable: true,
        resolve: (p) => (p.completedAt ? `/api/esign/${p.id}/signed.pdf` : null),
      }),
    }),
  });
  const Field = builder.objectRef<TField>('SigningField').implement({
    fields: (t) => ({
      id: t.exposeID('id', { nullable: false }),
      page: t.exposeInt('page', { nullable: false }),
      x: t.exposeFloat('x', { nullable: false }),
      y: t.exposeFloat('y', { nullable: false }),
      width: t.exposeFloat('width', { nullable: false }),
      height: t.exposeFloat('height', { nullable: false }),
      type: t.field({ type: FieldType, nullable: false, resolve: (f) => f.type }),
      required: t.exposeBoolean('required', { nullable: false }),
      recipientId: t.exposeID('recipientId', { nullable: false }),
    }),
  });
  const Session = builder.objectRef<TSession>('SignerSession').implement({
    fields: (t) => ({
      processId: t.exposeID('processId', { nullable: false }),
      title: t.exposeString('title', { nullable: false }),
      senderName: t.exposeString('senderName', { nullable: false }),
      recipientName: t.exposeString('recipientName', { nullable: false }),
      recipientEmail: t.exposeString('recipientEmail', { nullable: false }),
      role: t.field({ type: Role, nullable: false, resolve: (s) => s.role }),
      status: t.field({ type: EsignStatus, nullable: false, resolve: (s) => s.status as never }),
      documentPdfUrl: t.exposeString('documentPdfUrl', { nullable: false }),
      pageCount: t.exposeInt('pageCount', { nullable: false }),
      fields: t.field({ type: [Field], nullable: false, resolve: (s) => s.fields }),
      needsCode: t.exposeBoolean('needsCode', { nullable: false }),
      canSign: t.exposeBoolean('canSign', { nullable: false }),
      waitingFor: t.exposeString('waitingFor', { nullable: true }),
      message: t.exposeString('message', { nullable: true }),
      expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true }),
    }),
  });
  const Allowance = builder
    .objectRef<{ unlimited: boolean; freeRemaining: number }>('EsignAllowance')
    .implement({
      fields: (t) => ({
        unlimited: t.exposeBoolean('unlimited', { nullable: false }),
        freeRemaining: t.exposeInt('freeRemaining', { nullable: false }),
      }),
    });

  const SignatureInput = builder.inputType('SignatureInput', {
    fields: (t) => ({
      style: t.field({ type: Style, required: true }),
      font: t.field({ type: Font }),
      text: t.string(),
      imagePngBase64: t.string(),
    }),
  });
  const RecipientInput = builder.inputType('SigningRecipientInput', {
    fields: (t) => ({
      name: t.string({ required: true }),
      email: t.string({ required: true }),
      role: t.field({ type: Role, required: true }),
      verifyByCode: t.boolean(),
      /** The State or Territory where they sign, when it differs from the document's. */
      state: t.field({ type: Jurisdiction }),
    }),
  });
  const placement = placementInputTypes(builder, FieldType);
  const SendInput = builder.inputType('SendForSignatureInput', {
    fields: (t) => ({
      documentId: t.id({ required: true }),
      recipients: t.field({ type: [RecipientInput], required: true }),
      order: t.field({ type: SigningOrder, required: true }),
      message: t.string(),
      expiresOn: t.string(),
      remindEveryDays: t.int(),
      signFirst: t.field({ type: SignatureInput }),
      fields: t.field({ type: [placement.PlacedFieldInput] }),
      companies: t.field({ type: [placement.CompanySigningInput] }),
    }),
  });
  const FieldValueInput = builder.inputType('FieldValueInput', {
    fields: (t) => ({
      fieldId: t.id({ required: true }),
      text: t.string(),
      checked: t.boolean(),
    }),
  });

  return {
    Role,
    SigningOrder,
    Recipient,
    Process,
    Session,
    Allowance,
    SignatureInput,
    RecipientInput,
    SendInput,
    FieldValueInput,
  };
}

export type TEsignGraphqlTypes = ReturnType<typeof esignGraphqlTypes>;
