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
      assetFlakeId: t.exposeString('assetFlakeId', { nullable: false }),
      assetTitle: t.exposeString('assetTitle', { nullable: false }),
      subscriptionId: t.exposeString('subscriptionId', { nullable: false }),
      expiresAt: t.exposeString('expiresAt', { nullable: false }),
    }),
  });

  const DocumentLicence = builder
    .objectRef<TLicences['licences'][number]>('DocumentLicence')
    .implement({
      fields: (t) => ({
        // Both null while the licence is still free to attach to a document; the title is
        // null too once the document it was attached to is gone.
        assetFlakeId: t.exposeString('assetFlakeId', { nullable: true }),
        assetTitle: t.exposeString('assetTitle', { nullable: true }),
        subscriptionId: t.exposeString('subscriptionId', { nullable: false }),
        expiresAt: t.exposeString('expiresAt', { nullable: false }),
        /** valid, expired or invalid (SPEC §4). */
        status: t.expose('status', { type: LicenceStatus, nullable: false }),
        available: t.exposeBoolean('available', { nullable: false }),
      }),
    });

  const LicensableDocument = builder
    .objectRef<TLicences['documents'][number]>('LicensableDocument')
    .implement({
      fields: (t) => ({
        assetFlakeId: t.exposeString('assetFlakeId', { nullable: false }),
        title: t.exposeString('title', { nullable: false }),
        status: t.field({
          type: DocumentStatus,
          nullable: false,
          resolve: (d) => oneOf(DOCUMENT_STATUSES, d.status),
        }),
      }),
    });

  const DocumentLicences = builder.objectRef<TLicences>('DocumentLicences').implement({
    fields: (t) => ({
      availableCount: t.exposeInt('availableCount', { nullable: false }),
      licences: t.expose('licences', { type: [DocumentLicence], nullable: false }),
      /** The viewer's documents a licence may be attached to. */
      documents: t.expose('documents', { type: [LicensableDocument], nullable: false }),
    }),
  });

  builder.queryField('getDocumentLicences', (t) =>
    t.withAuth({ signedIn: true }).field({
      type: DocumentLicences,
      nullable: false,
      resolve: (_r, _a, ctx) => getDocumentLicences(ctx.deps, { viewer: ctx.viewer }),
    }),
  );

  builder.mutationField('attachLicence', (t) =>
    t.withAuth({ signedIn: true }).field({
      type: [AttachedLicence],
      nullable: false,
      args: { licenceInputs: t.arg({ type: [LicenceInput], required: true }) },
      resolve: (_r, args, ctx) => {
        const input = parseInput(ZAttachLicence, args);
        return attachLicences(ctx.deps, { viewer: ctx.viewer, input });
      },
    }),
  );
}
