import type { TBuilder } from '../../platform/graphql/builder.js';
import type { TAssignedStep } from './assigned-steps.js';
import type { TWorkflowView } from './read-workflows.js';
import { assignableMembers, type TStepRow, type TTeamMember, tickedByMember } from './records.js';
import { DONE_HOWS, STEP_KINDS, stepLink } from './step-kinds.js';
import { STEP_CHOICES, type TStepChoice, type TWorkflowTemplate } from './templates.js';

/** The workflows area's object types. */
export function defineWorkflowTypes(builder: TBuilder) {
  const StepKind = builder.enumType('WorkflowStepKind', { values: STEP_KINDS });
  const DoneHow = builder.enumType('WorkflowStepDoneHow', { values: DONE_HOWS });

  const Member = builder.objectRef<TTeamMember>('WorkflowTeamMember').implement({
    fields: (t) => ({
      userId: t.exposeID('userId', { nullable: false }),
      name: t.exposeString('name', { nullable: false }),
    }),
  });

  const Choice = builder.objectRef<TStepChoice>('WorkflowStepChoice').implement({
    description: 'A step a customer may add to a workflow.',
    fields: (t) => ({
      key: t.exposeID('key', { nullable: false }),
      kind: t.field({ type: StepKind, nullable: false, resolve: (c) => c.kind }),
      title: t.exposeString('title', { nullable: false }),
    }),
  });

  const Template = builder.objectRef<TWorkflowTemplate>('WorkflowTemplate').implement({
    description: 'A guided journey a customer can start.',
    fields: (t) => ({
      key: t.exposeID('key', { nullable: false }),
      title: t.exposeString('title', { nullable: false }),
      summary: t.exposeString('summary', { nullable: false }),
      stepTitles: t.stringList({
        nullable: false,
        resolve: (tpl) => tpl.steps.map((s) => s.title),
      }),
    }),
  });

  const Step = builder.objectRef<TStepRow>('WorkflowStep').implement({
    fields: (t) => ({
      id: t.exposeID('id', { nullable: false }),
      kind: t.field({ type: StepKind, nullable: false, resolve: (s) => s.kind }),
      title: t.exposeString('title', { nullable: false }),
      position: t.exposeInt('position', { nullable: false }),
      dueOn: t.exposeString('dueOn', {
        nullable: true,
        description: 'The Sydney day it is due, yyyy-MM-dd.',
      }),
      assigneeId: t.exposeID('assigneeId', {
        nullable: true,
        description: 'The team member doing it; null when the owner does.',
      }),
      done: t.boolean({ nullable: false, resolve: (s) => s.doneAt !== null }),
      doneAt: t.expose('doneAt', { type: 'DateTime', nullable: true }),
      doneHow: t.field({ type: DoneHow, nullable: true, resolve: (s) => s.doneHow }),
      link: t.string({
        nullable: true,
        description: 'Where in the app the step is done; null for a step done elsewhere.',
        resolve: (s) => stepLink(s.kind, s.target),
      }),
      tickedBy: t.string({
        nullable: true,
        description: 'The team member who ticked it by hand; null when the owner or the app did.',
        resolve: (s, _a, ctx) => tickedByMember(ctx.deps, s),
      }),
    }),
  });

  const AssignedStep = builder.objectRef<TAssignedStep>('AssignedWorkflowStep').implement({
    description: "A step of the team owner's workflow given to the member reading it.",
    fields: (t) => ({
      id: t.exposeID('id', { nullable: false }),
      kind: t.field({ type: StepKind, nullable: false, resolve: (s) => s.kind }),
      title: t.exposeString('title', { nullable: false }),
      dueOn: t.exposeString('dueOn', {
        nullable: true,
        description: 'The Sydney day it is due, yyyy-MM-dd.',
      }),
      done: t.boolean({ nullable: false, resolve: (s) => s.doneAt !== null }),
      doneHow: t.field({ type: DoneHow, nullable: true, resolve: (s) => s.doneHow }),
      workflowTitle: t.exposeString('workflowTitle', { nullable: false }),
      ownerName: t.exposeString('ownerName', { nullable: false }),
    }),
  });

  const Workflow = builder.objectRef<TWorkflowView>('Workflow').implement({
    fields: (t) => ({
      id: t.exposeID('id', { nullable: false }),
      templateKey: t.exposeString('templateKey', { nullable: false }),
      title: t.exposeString('title', { nullable: false }),
      createdAt: t.expose('createdAt', { type: 'DateTime', nullable: false }),
      steps: t.field({ type: [Step], nullable: false, resolve: (w) => w.steps }),
      stepCount: t.int({ nullable: false, resolve: (w) => w.steps.length }),
      doneCount: t.int({
        nullable: false,
        resolve: (w) => w.steps.filter((s) => s.doneAt !== null).length,
      }),
      teamMembers: t.field({
        type: [Member],
        nullable: false,
        description: "The owner's team members a step can be given to.",
        resolve: (w, _a, ctx) => assignableMembers(ctx.deps, w.ownerId),
      }),
    }),
  });

  return { Workflow, AssignedStep, Template, Choice, choices: STEP_CHOICES };
}
