import { z } from 'zod';
import type { TBuilder } from '../../../platform/graphql/builder.js';
import { parseInput } from '../../../platform/http/parse.js';
import { bulkProgress } from '../processes/document-status.js';
import { originOf, type TEsignGraphqlTypes } from '../processes/graphql-types.js';
import { processForSender } from '../processes/manage.js';
import { recipientsFromCsv } from './csv.js';
import { bulkSendsOf, processIdsOf, type TBulkSend } from './records.js';
import { sendBulk } from './send-bulk.js';

const ZId = z.string().min(1).max(64);
const ZBulkInput = z.object({
  documentId: ZId,
  csv: z.string().max(1024 * 1024 + 1),
  message: z.string().trim().max(2000).nullish(),
  expiresOn: z.string().max(10).nullish(),
  remindEveryDays: z.number().int().min(1).max(30).nullish(),
});

/** Bulk send: one document to everyone on a CSV list, each their own copy. */
export function registerBulkGraphql(builder: TBuilder, { Process }: TEsignGraphqlTypes) {
  const BulkSend = builder.objectRef<TBulkSend>('BulkSignatureSend').implement({
    fields: (t) => ({
      id: t.exposeID('id', { nullable: false }),
      documentId: t.exposeID('documentId', { nullable: false }),
      title: t.exposeString('title', { nullable: false }),
      copies: t.exposeInt('copies', { nullable: false }),
      /** Copies every recipient has signed: "3 of 5 signed". */
      signedCopies: t.int({
        nullable: false,
        resolve: async (b, _a, ctx) => (await bulkProgress(ctx.deps.database.db, b.id)).signed,
      }),
      createdAt: t.expose('createdAt', { type: 'DateTime', nullable: false }),
      processes: t.field({
        type: [Process],
        nullable: false,
        resolve: async (b, _a, ctx) => {
          // Read through the sender's check, so only the owner of the batch sees its copies.
          const viewer = ctx.viewer;
          if (!viewer) return [];
          const ids = await processIdsOf(ctx.deps.database.db, b.id);
          return Promise.all(ids.map((id) => processForSender(ctx.deps, viewer, id)));
        },
      }),
    }),
  });
  const BulkInput = builder.inputType('BulkSignatureInput', {
    fields: (t) => ({
      documentId: t.id({ required: true }),
      /** name,email[,role[,state]] per line; a first line naming the columns is skipped. */
      csv: t.string({ required: true }),
      message: t.string(),
      expiresOn: t.string(),
      remindEveryDays: t.int(),
    }),
  });
  builder.queryField('bulkSignatureSends', (t) =>
    t.withAuth({ signedIn: true }).field({
      type: [BulkSend],
      nullable: false,
      args: { documentId: t.arg.id({ required: true }) },
      resolve: (_r, args, ctx) =>
        bulkSendsOf(ctx.deps.database.db, {
          ownerId: ctx.viewer.user.id,
          documentId: parseInput(z.object({ documentId: ZId }), args).documentId,
        }),
    }),
  );
  builder.mutationField('sendBulkForSignature', (t) =>
    t.withAuth({ signedIn: true }).field({
      type: BulkSend,
      nullable: false,
      args: { input: t.arg({ type: BulkInput, required: true }) },
      resolve: (_r, args, ctx) => {
        const input = parseInput(ZBulkInput, args.input);
        return sendBulk(ctx.deps, {
          viewer: ctx.viewer,
          ...input,
          recipients: recipientsFromCsv(input.csv),
          origin: originOf(ctx),
        });
      },
    }),
  );
}
