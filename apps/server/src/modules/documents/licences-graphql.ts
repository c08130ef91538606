import { DOCUMENT_STATUSES, ZAttachLicence } from '@app/domain';
import type { TBuilder } from '../../platform/graphql/builder.js';
import { oneOf, wireEnums } from '../../platform/graphql/enums.js';
import { parseInput } from '../../platform/http/parse.js';
import { attachLicences, getDocumentLicences } from './service/licences.js';

type TLicences = Awaited<ReturnType<typeof getDocumentLicences>>;
type TAttached = Awaited<ReturnType<typeof attachLicences>>[number];

/** SPEC §7 attachLicence, and getDocumentLicences for the licence attach dialog. */
export function registerLicencesGraphql(builder: TBuilder) {
  const { DocumentStatus, LicenceStatus } = wireEnums(builder);
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

  const DocumentLicence = builder
    .objectRef<TLicences['licences'][number]>('DocumentLicence')
    .implement({
      fields: (t) => ({
        assetFlakeId: t.exposeString('assetFlakeId', { nullable: true }),
        assetTitle: t.exposeString('assetTitle', { nullable: true }),
        subscriptionId: t.exposeString('subscriptionId'),
        expiresAt: t.exposeString('expiresAt'),
        /** valid, expired or invalid (SPEC §4). */
        status: t.expose('status', { type: LicenceStatus }),
        available: t.exposeBoolean('available'),
      }),
    });

  const LicensableDocument = builder
    .objectRef<TLicences['documents'][number]>('LicensableDocument')
    .implement({
      fields: (t) => ({
        assetFlakeId: t.exposeString('assetFlakeId'),
        title: t.exposeString('title'),
        status: t.field({
          type: DocumentStatus,
          resolve: (d) => oneOf(DOCUMENT_STATUSES, d.status),
        }),
      }),
    });

  const DocumentLicences = builder.objectRef<TLicences>('DocumentLicences').implement({
    fields: (t) => ({
      availableCount: t.exposeInt('availableCount'),
      licences: t.expose('licences', { type: [DocumentLicence] }),
      /** The viewer's documents a licence may be attached to. */
      documents: t.expose('documents', { type: [LicensableDocument] }),
    }),
  });

  builder.queryField('getDocumentLicences', (t) =>
    t.withAuth({ signedIn: true }).field({
      type: DocumentLicences,
      resolve: (_r, _a, ctx) => getDocumentLicences(ctx.deps, { viewer: ctx.viewer }),
    }),
  );

  builder.mutationField('attachLicence', (t) =>
    t.withAuth({ signedIn: true }).field({
      type: [AttachedLicence],
      args: { licenceInputs: t.arg({ type: [LicenceInput], required: true }) },
      resolve: (_r, args, ctx) => {
        const input = parseInput(ZAttachLicence, args);
        return attachLicences(ctx.deps, { viewer: ctx.viewer, input });
      },
    }),
  );
}
