import { z } from 'zod';
import type { TBuilder } from '../../../platform/graphql/builder.js';
import { parseInput } from '../../../platform/http/parse.js';
import { originOf, type TEsignGraphqlTypes } from './graphql-types.js';
import { ZSignature } from './inputs.js';
import { declineAsRecipient, openAsSigner, signAsRecipient, signerSession } from './signer.js';
import { sendSignerCode } from './signer-code.js';

const ZId = z.string().min(1).max(64);
const ZLink = z.object({ processId: ZId, token: z.string().min(1).max(100) });

/** What a recipient does through their link, without an account. */
export function registerSignerGraphql(builder: TBuilder, types: TEsignGraphqlTypes) {
  const { FieldValueInput, Session, SignatureInput } = types;
  builder.queryField('signerSession', (t) =>
    t.withAuth({ public: true }).field({
      type: Session,
      nullable: false,
      args: { processId: t.arg.id({ required: true }), token: t.arg.string({ required: true }) },
      resolve: (_r, args, ctx) => signerSession(ctx.deps, parseInput(ZLink, args)),
    }),
  );

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
