import { ZCreatePartner } from '@app/domain';
import type { TBuilder } from '../../platform/graphql/builder.js';
import { parseInput } from '../../platform/http/parse.js';
import { createPartner } from './referral.js';

export function registerReferralGraphql(builder: TBuilder) {
  builder.mutationField('createPartner', (t) =>
    t.withAuth({ signedIn: true }).string({
      nullable: false,
      description: "The signed-in customer's referral partner key (made on first ask).",
      args: { userId: t.arg.string({ required: true }), email: t.arg.string({ required: true }) },
      resolve: (_root, args, ctx) => {
        const input = parseInput(ZCreatePartner, args);
        return createPartner(ctx.deps, { viewer: ctx.viewer, input });
      },
    }),
  );
}
