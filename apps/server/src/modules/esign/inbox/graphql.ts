import { z } from 'zod';
import type { TBuilder } from '../../../platform/graphql/builder.js';
import { parseInput } from '../../../platform/http/parse.js';
import { issueMySignerLink } from './my-signer-link.js';

/** "Sign" in My documents: a signing link for the signed-in recipient. */
export function registerInboxGraphql(builder: TBuilder) {
  const SignerLink = builder
    .objectRef<{ processId: string; token: string }>('SignerLink')
    .implement({
      fields: (t) => ({
        processId: t.exposeID('processId', { nullable: false }),
        token: t.exposeString('token', { nullable: false }),
      }),
    });
  builder.mutationField('mySignerLink', (t) =>
    t.withAuth({ signedIn: true }).field({
      type: SignerLink,
      nullable: false,
      args: { documentId: t.arg.id({ required: true }) },
      resolve: (_r, args, ctx) => {
        const { documentId } = parseInput(
          z.object({ documentId: z.string().min(1).max(64) }),
          args,
        );
        return issueMySignerLink(ctx.deps, { viewer: ctx.viewer, documentId });
      },
    }),
  );
}
