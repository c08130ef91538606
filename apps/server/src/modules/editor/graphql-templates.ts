import { TEMPLATE_CHANGE_ACTIONS } from '@app/domain';
import type { TBuilder } from '../../platform/graphql/builder.js';
import { parseInput } from '../../platform/http/parse.js';
import {
  ZRenameCustomerTemplate,
  ZRestoreCustomerTemplate,
  ZSaveDocumentAsTemplate,
  ZTemplateRef,
  ZUpdateCustomerTemplate,
} from './inputs-templates.js';
import {
  cloneCustomerTemplate,
  restoreCustomerTemplate,
  updateCustomerTemplate,
} from './service/customer-template-changes.js';
import type { TCustomerTemplate, TTemplateEntry } from './service/customer-template-store.js';
import {
  customerTemplateHistory,
  deleteCustomerTemplate,
  listMyTemplates,
  renameCustomerTemplate,
  saveDocumentAsTemplate,
  type TTemplateEntrySummary,
} from './service/customer-templates.js';

type TClonedDocument = Awaited<ReturnType<typeof cloneCustomerTemplate>>;

/** A customer's own templates: save a document as one, use, rename, update, restore, delete. */
export function registerTemplatesGraphql(builder: TBuilder) {
  const Action = builder.enumType('TemplateChangeAction', { values: TEMPLATE_CHANGE_ACTIONS });
  const Template = builder.objectRef<TCustomerTemplate>('CustomerTemplate').implement({
    description: 'A template of the customer’s own, made from a document they edited.',
    fields: (t) => ({
      id: t.exposeID('id', { nullable: false }),
      name: t.exposeString('name', { nullable: false }),
      createdAt: t.expose('createdAt', { type: 'DateTime', nullable: false }),
      updatedAt: t.expose('updatedAt', { type: 'DateTime', nullable: false }),
    }),
  });
  const Entry = builder
    .objectRef<TTemplateEntrySummary | TTemplateEntry>('CustomerTemplateEntry')
    .implement({
      description: 'One change in a template’s history; the newest is its wording now.',
      fields: (t) => ({
        id: t.exposeID('id', { nullable: false }),
        number: t.exposeInt('number', { nullable: false }),
        action: t.field({ type: Action, nullable: false, resolve: (e) => e.action }),
        restoredFrom: t.exposeInt('restoredFrom', { nullable: true }),
        documentId: t.exposeID('documentId', { nullable: true }),
        documentTitle: t.string({
          nullable: true,
          resolve: (e) => ('documentTitle' in e ? e.documentTitle : null),
        }),
        actorName: t.string({
          nullable: true,
          resolve: (e) => ('actorName' in e ? e.actorName : null),
        }),
        createdAt: t.expose('createdAt', { type: 'DateTime', nullable: false }),
      }),
    });
  const Cloned = builder.objectRef<TClonedDocument>('CustomerTemplateDocument').implement({
    description: 'The document made from a template, ready to open in the editor.',
    fields: (t) => ({
      documentId: t.exposeID('documentId', { nullable: false }),
      title: t.exposeString('title', { nullable: false }),
    }),
  });

  builder.queryFields((q) => {
    const t = q.withAuth({ signedIn: true });
    return {
      myTemplates: t.field({
        type: [Template],
        nullable: false,
        resolve: (_r, _args, ctx) => listMyTemplates(ctx.deps, { viewer: ctx.viewer }),
      }),
      customerTemplateHistory: t.field({
        type: [Entry],
        nullable: false,
        args: { templateId: t.arg.id({ required: true }) },
        resolve: (_r, args, ctx) =>
          customerTemplateHistory(ctx.deps, {
            viewer: ctx.viewer,
            ...parseInput(ZTemplateRef, args),
          }),
      }),
    };
  });

  builder.mutationFields((m) => {
    const t = m.withAuth({ signedIn: true });
    const templateId = () => t.arg.id({ required: true });
    return {
      saveDocumentAsTemplate: t.field({
        type: Template,
        nullable: false,
        args: { documentId: t.arg.id({ required: true }), name: t.arg.string({ required: true }) },
        resolve: (_r, args, ctx) =>
          saveDocumentAsTemplate(ctx.deps, {
            viewer: ctx.viewer,
            ...parseInput(ZSaveDocumentAsTemplate, args),
          }),
      }),
      cloneCustomerTemplate: t.field({
        type: Cloned,
        nullable: false,
        args: { templateId: templateId() },
        resolve: (_r, args, ctx) =>
          cloneCustomerTemplate(ctx.deps, {
            viewer: ctx.viewer,
            ...parseInput(ZTemplateRef, args),
          }),
      }),
      renameCustomerTemplate: t.field({
        type: Template,
        nullable: false,
        args: { templateId: templateId(), name: t.arg.string({ required: true }) },
        resolve: (_r, args, ctx) =>
          renameCustomerTemplate(ctx.deps, {
            viewer: ctx.viewer,
            ...parseInput(ZRenameCustomerTemplate, args),
          }),
      }),
      updateCustomerTemplate: t.field({
        type: Entry,
        nullable: false,
        args: { templateId: templateId(), documentId: t.arg.id({ required: true }) },
        resolve: (_r, args, ctx) =>
          updateCustomerTemplate(ctx.deps, {
            viewer: ctx.viewer,
            ...parseInput(ZUpdateCustomerTemplate, args),
          }),
      }),
      restoreCustomerTemplate: t.field({
        type: Entry,
        nullable: false,
        args: { templateId: templateId(), entryId: t.arg.id({ required: true }) },
        resolve: (_r, args, ctx) =>
          restoreCustomerTemplate(ctx.deps, {
            viewer: ctx.viewer,
            ...parseInput(ZRestoreCustomerTemplate, args),
          }),
      }),
      deleteCustomerTemplate: t.field({
        type: Template,
        nullable: false,
        args: { templateId: templateId() },
        resolve: (_r, args, ctx) =>
          deleteCustomerTemplate(ctx.deps, {
            viewer: ctx.viewer,
            ...parseInput(ZTemplateRef, args),
          }),
      }),
    };
  });
}
