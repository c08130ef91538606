import { z } from 'zod';
import type { TBuilder } from '../../../platform/graphql/builder.js';
import { parseInput } from '../../../platform/http/parse.js';
import { esignAllowance } from './allowance.js';
import { originOf, type TEsignGraphqlTypes } from './graphql-types.js';
import { ZSendForSignature, ZSignature } from './inputs.js';
import {
  cancelSigning,
  changeSignerEmail,
  processesForDocument,
  processForSender,
  remindSigner,
} from './manage.js';
import { selfSign, sendForSignature } from './sending.js';

const ZId = z.string().min(1).max(64);

/** What the signed-in sender asks and does: send, self-sign, track, remind, cancel. */
export function registerSenderGraphql(builder: TBuilder, types: TEsignGraphqlTypes) {
  const { Allowance, Process, Recipient, SendInput, SignatureInput } = types;
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
}
