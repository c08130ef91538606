import { ZAttachLicence } from '@app/domain';
import type { TBuilder } from '../../platform/graphql/builder.js';
import { requireViewer } from '../../platform/graphql/require-viewer.js';
import { parseInput } from '../../platform/http/parse.js';
import { attachLicences, getDocumentLicences } from './service/licences.js';

type TAttached = {
  assetFlakeId: string;
  assetTitle: string;
  subscriptionId: string;
  expiresAt: string;
};
type TLicenceView = {
  assetFlakeId: string | null;
  assetTitle: string | null;
  subscriptionId: string;
  expiresAt: string;
  status: string;
  available: boolean;
};
type TLicensable = { assetFlakeId: string; title: string; status: string };

/** SPEC §7 attachLicence, and getDocumentLicences for the licence attach dialog. */
export function registerLicencesGraphql(builder: TBuilder) {
  const LicenceInput = builder.inputType('LicenceInput', {
    fields: (t) => ({
      assetFlakeId: t.string({ required: true }),
      assetTitle: t.string({ required: true }),
    }),
  });

  const AttachedLicence = builder.objectRef<TAttached>('AttachedLicence').implement({
    fields: (t) => ({
      assetFlakeId: t.exposeString('assetFlakeId'),
      assetTitle: t.exposeString('assetTitle'),
      subscriptionId: t.exposeString('subscriptionId'),
      expiresAt: t.exposeString('expiresAt'),
    }),
  });

  const DocumentLicence = builder.objectRef<TLicenceView>('DocumentLicence').implement({
    fields: (t) => ({
      assetFlakeId: t.exposeString('assetFlakeId', { nullable: true }),
      assetTitle: t.exposeString('assetTitle', { nullable: true }),
      subscriptionId: t.exposeString('subscriptionId'),
      expiresAt: t.exposeString('expiresAt'),
      /** valid, expired or invalid (SPEC §4). */
      status: t.exposeString('status'),
      available: t.exposeBoolean('available'),
    }),
  });

  const LicensableDocument = builder.objectRef<TLicensable>('LicensableDocument').implement({
    fields: (t) => ({
      assetFlakeId: t.exposeString('assetFlakeId'),
      title: t.exposeString('title'),
      status: t.exposeString('status'),
    }),
  });

  const DocumentLicences = builder
    .objectRef<{
      availableCount: number;
      licences: TLicenceView[];
      documents: TLicensable[];
    }>('DocumentLicences')
    .implement({
      fields: (t) => ({
        availableCount: t.exposeInt('availableCount'),
        licences: t.field({ type: [DocumentLicence], resolve: (r) => r.licences }),
        /** The viewer's documents a licence may be attached to. */
        documents: t.field({ type: [LicensableDocument], resolve: (r) => r.documents }),
      }),
    });

  builder.queryField('getDocumentLicences', (t) =>
    t.field({
      type: DocumentLicences,
      resolve: (_r, _a, ctx) => getDocumentLicences(ctx.deps, { viewer: requireViewer(ctx) }),
    }),
  );

  builder.mutationField('attachLicence', (t) =>
    t.field({
      type: [AttachedLicence],
      args: { licenceInputs: t.arg({ type: [LicenceInput], required: true }) },
      resolve: (_r, args, ctx) => {
        const viewer = requireViewer(ctx);
        const input = parseInput(ZAttachLicence, args);
        return attachLicences(ctx.deps, { viewer, input });
      },
    }),
  );
}
