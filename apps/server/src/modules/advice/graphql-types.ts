import { ADVISOR_KINDS, CONSULTATION_MEDIA, RESERVATION_STATUSES } from '@app/domain';
import type { TBuilder } from '../../platform/graphql/builder.js';
import type { TAdvisor } from './advisors.js';
import { meetingPlace, videoRoomLink } from './mails.js';
import { advisorById, customerById, type TConsultation } from './records.js';

export type TAccess = {
  canBookConsultation: boolean;
  canBookAccountantConsultation: boolean;
  legalUpgradePlan: string;
  accountingUpgradePlan: string;
};

/** The object types of consultations; the advisor's private contact details are left out. */
export function defineAdviceTypes(builder: TBuilder) {
  const AdvisorKind = builder.enumType('AdvisorKind', { values: ADVISOR_KINDS });
  const Media = builder.enumType('ConsultationMedia', { values: CONSULTATION_MEDIA });
  const Status = builder.enumType('ReservationStatus', { values: RESERVATION_STATUSES });

  const Advisor = builder.objectRef<TAdvisor>('Advisor').implement({
    fields: (t) => ({
      id: t.exposeID('id', { nullable: false }),
      kind: t.field({ type: AdvisorKind, nullable: false, resolve: (a) => a.kind }),
      name: t.string({ nullable: false, resolve: (a) => `${a.firstName} ${a.lastName}` }),
      title: t.exposeString('title', { nullable: false }),
      bio: t.exposeString('bio', { nullable: false }),
      photoUrl: t.exposeString('photoUrl', { nullable: true }),
      practiceAreas: t.exposeStringList('practiceAreas', { nullable: false }),
      admissionState: t.exposeString('admissionState', { nullable: false }),
      admissionYear: t.exposeInt('admissionYear', { nullable: false }),
      certificateNumber: t.exposeString('certificateNumber', { nullable: true }),
      languages: t.exposeStringList('languages', { nullable: false }),
      timeZone: t.exposeString('timeZone', { nullable: false }),
      lengthMinutes: t.exposeInt('lengthMinutes', { nullable: false }),
    }),
  });

  const Consultation = builder.objectRef<TConsultation>('Consultation').implement({
    fields: (t) => ({
      id: t.exposeID('id', { nullable: false }),
      status: t.field({ type: Status, nullable: false, resolve: (c) => c.status }),
      media: t.field({ type: Media, nullable: false, resolve: (c) => c.media }),
      topic: t.exposeString('topic', { nullable: false }),
      question: t.exposeString('question', { nullable: true }),
      start: t.expose('startAt', { type: 'DateTime', nullable: false }),
      end: t.expose('endAt', { type: 'DateTime', nullable: false }),
      timeZone: t.exposeString('customerTimeZone', { nullable: false }),
      sequence: t.exposeInt('sequence', { nullable: false }),
      notes: t.exposeString('notes', { nullable: true }),
      notesSharedAt: t.expose('notesSharedAt', { type: 'DateTime', nullable: true }),
      changeReason: t.exposeString('changeReason', { nullable: true }),
      canceledAt: t.expose('canceledAt', { type: 'DateTime', nullable: true }),
      videoLink: t.string({
        nullable: true,
        resolve: (c, _a, ctx) => (c.media === 'VIDEO' ? videoRoomLink(ctx.deps, c.id) : null),
      }),
      where: t.string({
        nullable: false,
        resolve: async (c, _a, ctx) =>
          meetingPlace(ctx.deps, c, await advisorById(ctx.deps.database.db, c.advisorId)),
      }),
      advisor: t.field({
        type: Advisor,
        nullable: false,
        resolve: (c, _a, ctx) => advisorById(ctx.deps.database.db, c.advisorId),
      }),
      /** The client's name: only the advisor's own list and the customer themselves read it. */
      customerName: t.string({
        nullable: false,
        resolve: async (c, _a, ctx) => {
          const u = await customerById(ctx.deps.database.db, c.customerId);
          return `${u.firstName} ${u.lastName}`;
        },
      }),
    }),
  });

  const Access = builder.objectRef<TAccess>('ConsultationAccess').implement({
    fields: (t) => ({
      canBookConsultation: t.exposeBoolean('canBookConsultation', { nullable: false }),
      canBookAccountantConsultation: t.exposeBoolean('canBookAccountantConsultation', {
        nullable: false,
      }),
      legalUpgradePlan: t.exposeString('legalUpgradePlan', { nullable: false }),
      accountingUpgradePlan: t.exposeString('accountingUpgradePlan', { nullable: false }),
    }),
  });

  const AdvisorDiary = builder
    .objectRef<{ advisor: TAdvisor; consultations: TConsultation[] }>('AdvisorConsultations')
    .implement({
      fields: (t) => ({
        advisor: t.field({ type: Advisor, nullable: false, resolve: (d) => d.advisor }),
        consultations: t.field({
          type: [Consultation],
          nullable: false,
          resolve: (d) => d.consultations,
        }),
      }),
    });

  return { AdvisorKind, Media, Advisor, Consultation, Access, AdvisorDiary };
}
