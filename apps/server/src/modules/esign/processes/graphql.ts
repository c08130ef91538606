import { z } from 'zod';
import type { TBuilder, TGraphqlContext } from '../../../platform/graphql/builder.js';
import { parseInput } from '../../../platform/http/parse.js';
import { esignAllowance } from './allowance.js';
import { ZSendForSignature, ZSignature } from './inputs.js';
import {
  cancelSigning,
  changeSignerEmail,
  processesForDocument,
  processForSender,
  remindSigner,
} from './manage.js';
import {
  eventsOf,
  recipientsOf,
  type TField,
  type TOrigin,
  type TProcess,
  type TRecipient,
} from './records.js';
import { selfSign, sendForSignature } from './sending.js';
import {
  declineAsRecipient,
  openAsSigner,
  signAsRecipient,
  signerSession,
  type TSession,
} from './signer.js';
import { sendSignerCode } from './signer-code.js';

type TEvent = Awaited<ReturnType<typeof eventsOf>>[number];

/** The caller's address and browser, for the audit log and certificate. */
function originOf(ctx: TGraphqlContext): TOrigin {
  const headers = (ctx as { req?: { headers?: Record<string, unknown> } }).req?.headers;
  const agent = headers?.['user-agent'];
  return { ip: ctx.ip, userAgent: typeof agent === 'string' ? agent.slice(0, 500) : undefined };
}

const ZId = z.string().min(1).max(64);
const ZLink = z.object({ processId: ZId, token: z.string().min(1).max(100) });

export function registerEsignGraphql(builder: TBuilder) {
  const enumOf = <const V extends readonly string[]>(name: string, values: V) =>
    builder.enumType(name, { values });
  const SigningOrder = enumOf('SigningOrder', ['PARALLEL', 'SEQUENTIAL'] as const);
  const Role = enumOf('SigningRecipientRole', ['SIGNER', 'APPROVER', 'VIEWER', 'WITNESS'] as const);
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
    }),
  });
  const SendInput = builder.inputType('SendForSignatureInput', {
    fields: (t) => ({
      documentId: t.id({ required: true }),
      recipients: t.field({ type: [RecipientInput], required: true }),
      order: t.field({ type: SigningOrder, required: true }),
      message: t.string(),
      expiresOn: t.string(),
      remindEveryDays: t.int(),
      signFirst: t.field({ type: SignatureInput }),
    }),
  });
  const FieldValueInput = builder.inputType('FieldValueInput', {
    fields: (t) => ({
      fieldId: t.id({ required: true }),
      text: t.string(),
      checked: t.boolean(),
    }),
  });

  builder.queryFields((q) => {
    const t = q.withAuth({ signedIn: true });
    return {
      signingProcess: t.field({
        type: Process,
        nullable: false,
        args: { id: t.arg.id({ required: true }) },
        resolve: (_r, args, ctx) =>
          processForSender(ctx.deps, ctx.viewer, parseInput(z.object({ id: ZId }), args).id),
      }),
      signingProcessesForDocument: t.field({
        type: [Process],
        nullable: false,
        args: { documentId: t.arg.id({ required: true }) },
        resolve: (_r, args, ctx) =>
          processesForDocument(
            ctx.deps,
            ctx.viewer,
            parseInput(z.object({ documentId: ZId }), args).documentId,
          ),
      }),
      esignAllowance: t.field({
        type: Allowance,
        nullable: false,
        resolve: (_r, _a, ctx) => esignAllowance(ctx.deps, ctx.viewer),
      }),
    };
  });
  builder.queryField('signerSession', (t) =>
    t.withAuth({ public: true }).field({
      type: Session,
      nullable: false,
      args: { processId: t.arg.id({ required: true }), token: t.arg.string({ required: true }) },
      resolve: (_r, args, ctx) => signerSession(ctx.deps, parseInput(ZLink, args)),
    }),
  );

  builder.mutationFields((m) => {
    const t = m.withAuth({ signedIn: true });
    return {
      selfSign: t.field({
        type: Process,
        nullable: false,
        args: {
          documentId: t.arg.id({ required: true }),
          signature: t.arg({ type: SignatureInput, required: true }),
        },
        resolve: async (_r, args, ctx) => {
          const input = parseInput(z.object({ documentId: ZId, signature: ZSignature }), args);
          const id = await selfSign(ctx.deps, {
            viewer: ctx.viewer,
            ...input,
            origin: originOf(ctx),
          });
          return processForSender(ctx.deps, ctx.viewer, id);
        },
      }),
      sendForSignature: t.field({
        type: Process,
        nullable: false,
        args: { input: t.arg({ type: SendInput, required: true }) },
        resolve: async (_r, args, ctx) => {
          const input = parseInput(ZSendForSignature, args.input);
          const id = await sendForSignature(ctx.deps, {
            viewer: ctx.viewer,
            input,
            origin: originOf(ctx),
          });
          return processForSender(ctx.deps, ctx.viewer, id);
        },
      }),
      cancelSigning: t.field({
        type: Process,
        nullable: false,
        args: { id: t.arg.id({ required: true }), note: t.arg.string() },
        resolve: (_r, args, ctx) => {
          const input = parseInput(z.object({ id: ZId, note: z.string().nullish() }), args);
          return cancelSigning(ctx.deps, {
            viewer: ctx.viewer,
            processId: input.id,
            note: input.note,
            origin: originOf(ctx),
          });
        },
      }),
      remindSigner: t.field({
        type: Recipient,
        nullable: false,
        args: { recipientId: t.arg.id({ required: true }) },
        resolve: (_r, args, ctx) => {
          const { recipientId } = parseInput(z.object({ recipientId: ZId }), args);
          return remindSigner(ctx.deps, { viewer: ctx.viewer, recipientId, origin: originOf(ctx) });
        },
      }),
      changeSignerEmail: t.field({
        type: Recipient,
        nullable: false,
        args: {
          recipientId: t.arg.id({ required: true }),
          email: t.arg.string({ required: true }),
        },
        resolve: (_r, args, ctx) => {
          const input = parseInput(
            z.object({ recipientId: ZId, email: z.email().transform((e) => e.toLowerCase()) }),
            args,
          );
          return changeSignerEmail(ctx.deps, {
            viewer: ctx.viewer,
            ...input,
            origin: originOf(ctx),
          });
        },
      }),
    };
  });

  builder.mutationFields((m) => {
    const t = m.withAuth({ public: true });
    return {
      sendSignerCode: t.boolean({
        nullable: false,
        args: { processId: t.arg.id({ required: true }), token: t.arg.string({ required: true }) },
        resolve: (_r, args, ctx) =>
          sendSignerCode(ctx.deps, { ...parseInput(ZLink, args), origin: originOf(ctx) }),
      }),
      openAsSigner: t.field({
        type: Session,
        nullable: false,
        args: {
          processId: t.arg.id({ required: true }),
          token: t.arg.string({ required: true }),
          consent: t.arg.boolean({ required: true }),
          code: t.arg.string(),
        },
        resolve: (_r, args, ctx) => {
          const input = parseInput(
            ZLink.extend({ consent: z.boolean(), code: z.string().max(12).nullish() }),
            args,
          );
          return openAsSigner(ctx.deps, { ...input, origin: originOf(ctx) });
        },
      }),
      signAsRecipient: t.field({
        type: Session,
        nullable: false,
        args: {
          processId: t.arg.id({ required: true }),
          token: t.arg.string({ required: true }),
          signature: t.arg({ type: SignatureInput, required: true }),
          values: t.arg({ type: [FieldValueInput] }),
        },
        resolve: (_r, args, ctx) => {
          const input = parseInput(
            ZLink.extend({
              signature: ZSignature,
              values: z
                .array(
                  z.object({
                    fieldId: ZId,
                    text: z.string().max(500).nullish(),
                    checked: z.boolean().nullish(),
                  }),
                )
                .max(100)
                .nullish(),
            }),
            args,
          );
          return signAsRecipient(ctx.deps, {
            ...input,
            values: input.values ?? [],
            origin: originOf(ctx),
          });
        },
      }),
      declineAsRecipient: t.field({
        type: Session,
        nullable: false,
        args: {
          processId: t.arg.id({ required: true }),
          token: t.arg.string({ required: true }),
          reason: t.arg.string({ required: true }),
        },
        resolve: (_r, args, ctx) => {
          const input = parseInput(ZLink.extend({ reason: z.string().max(5000) }), args);
          return declineAsRecipient(ctx.deps, { ...input, origin: originOf(ctx) });
        },
      }),
    };
  });
}
