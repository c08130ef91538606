import { parseIsoDate } from '@app/domain';
import { z } from 'zod';
import type { TBuilder } from '../../platform/graphql/builder.js';
import { parseInput } from '../../platform/http/parse.js';
import { listAssignedSteps, tickAssignedStep } from './assigned-steps.js';
import { addStep, moveStep, removeStep, scheduleStep, tickStep } from './edit-steps.js';
import { defineWorkflowTypes } from './graphql-types.js';
import { WORKFLOW_MESSAGES } from './messages.js';
import { listWorkflows, readWorkflow } from './read-workflows.js';
import { deleteWorkflow, startWorkflow } from './start-workflow.js';
import { STEP_CHOICES, WORKFLOW_TEMPLATES } from './templates.js';

const ZId = z.string().trim().min(1).max(64);
const ZStart = z.object({
  templateKey: z
    .string()
    .refine((k) => WORKFLOW_TEMPLATES.some((t) => t.key === k), WORKFLOW_MESSAGES.templateUnknown),
});
const ZAdd = z.object({
  workflowId: ZId,
  choice: z
    .string()
    .refine((k) => STEP_CHOICES.some((c) => c.key === k), WORKFLOW_MESSAGES.choiceUnknown),
  title: z.string().trim().max(120, WORKFLOW_MESSAGES.taskTitleTooLong).nullish(),
});
const ZSchedule = z.object({
  stepId: ZId,
  dueOn: z
    .string()
    .refine(
      (d) => /^\d{4}-\d{2}-\d{2}$/.test(d) && parseIsoDate(d) !== null,
      WORKFLOW_MESSAGES.badDueOn,
    )
    .nullish(),
  assigneeId: ZId.nullish(),
});
const ZMove = z.object({ stepId: ZId, direction: z.enum(['UP', 'DOWN']) });
const ZTick = z.object({ stepId: ZId, done: z.boolean() });

/** Guided journeys: the templates, a customer's workflows, and customising their steps. */
export function registerWorkflowsGraphql(builder: TBuilder) {
  const { Workflow, AssignedStep, Template, Choice } = defineWorkflowTypes(builder);
  const Direction = builder.enumType('WorkflowStepDirection', { values: ['UP', 'DOWN'] as const });

  builder.queryFields((q) => {
    const t = q.withAuth({ signedIn: true });
    return {
      workflowTemplates: t.field({
        type: [Template],
        nullable: false,
        resolve: () => [...WORKFLOW_TEMPLATES],
      }),
      workflowStepChoices: t.field({
        type: [Choice],
        nullable: false,
        resolve: () => [...STEP_CHOICES],
      }),
      myWorkflows: t.field({
        type: [Workflow],
        nullable: false,
        description: "The signed-in customer's workflows, each with its steps ticked up to date.",
        resolve: (_r, _a, ctx) => listWorkflows(ctx.deps, ctx.viewer.user.id),
      }),
      myAssignedWorkflowSteps: t.field({
        type: [AssignedStep],
        nullable: false,
        description: "Steps of the team owner's workflows given to the signed-in member.",
        resolve: (_r, _a, ctx) => listAssignedSteps(ctx.deps, { memberId: ctx.viewer.user.id }),
      }),
      workflow: t.field({
        type: Workflow,
        nullable: false,
        args: { id: q.arg.id({ required: true }) },
        resolve: (_r, args, ctx) =>
          readWorkflow(ctx.deps, {
            ownerId: ctx.viewer.user.id,
            workflowId: parseInput(z.object({ id: ZId }), args).id,
          }),
      }),
    };
  });

  builder.mutationFields((m) => {
    const t = m.withAuth({ signedIn: true });
    return {
      startWorkflow: t.field({
        type: Workflow,
        nullable: false,
        args: { templateKey: m.arg.string({ required: true }) },
        resolve: (_r, args, ctx) =>
          startWorkflow(ctx.deps, {
            ownerId: ctx.viewer.user.id,
            templateKey: parseInput(ZStart, args).templateKey,
          }),
      }),
      deleteWorkflow: t.boolean({
        nullable: false,
        args: { id: m.arg.id({ required: true }) },
        resolve: (_r, args, ctx) =>
          deleteWorkflow(ctx.deps, {
            ownerId: ctx.viewer.user.id,
            workflowId: parseInput(z.object({ id: ZId }), args).id,
          }),
      }),
      addWorkflowStep: t.field({
        type: Workflow,
        nullable: false,
        args: {
          workflowId: m.arg.id({ required: true }),
          choice: m.arg.string({ required: true }),
          title: m.arg.string({ description: 'The title of the customer’s own step (TASK).' }),
        },
        resolve: (_r, args, ctx) =>
          addStep(ctx.deps, { ownerId: ctx.viewer.user.id, ...parseInput(ZAdd, args) }),
      }),
      removeWorkflowStep: t.field({
        type: Workflow,
        nullable: false,
        args: { stepId: m.arg.id({ required: true }) },
        resolve: (_r, args, ctx) =>
          removeStep(ctx.deps, {
            ownerId: ctx.viewer.user.id,
            stepId: parseInput(z.object({ stepId: ZId }), args).stepId,
          }),
      }),
      moveWorkflowStep: t.field({
        type: Workflow,
        nullable: false,
        args: {
          stepId: m.arg.id({ required: true }),
          direction: m.arg({ type: Direction, required: true }),
        },
        resolve: (_r, args, ctx) =>
          moveStep(ctx.deps, { ownerId: ctx.viewer.user.id, ...parseInput(ZMove, args) }),
      }),
      scheduleWorkflowStep: t.field({
        type: Workflow,
        nullable: false,
        description: 'Sets a step’s due day (yyyy-MM-dd, Sydney) and assignee; null clears each.',
        args: {
          stepId: m.arg.id({ required: true }),
          dueOn: m.arg.string(),
          assigneeId: m.arg.id(),
        },
        resolve: (_r, args, ctx) => {
          const input = parseInput(ZSchedule, args);
          return scheduleStep(ctx.deps, {
            ownerId: ctx.viewer.user.id,
            stepId: input.stepId,
            dueOn: input.dueOn ?? null,
            assigneeId: input.assigneeId ?? null,
          });
        },
      }),
      tickAssignedWorkflowStep: t.field({
        type: AssignedStep,
        nullable: false,
        description: 'A team member ticks (or unticks) a step given to them.',
        args: { stepId: m.arg.id({ required: true }), done: m.arg.boolean({ required: true }) },
        resolve: (_r, args, ctx) =>
          tickAssignedStep(ctx.deps, { memberId: ctx.viewer.user.id, ...parseInput(ZTick, args) }),
      }),
      tickWorkflowStep: t.field({
        type: Workflow,
        nullable: false,
        args: { stepId: m.arg.id({ required: true }), done: m.arg.boolean({ required: true }) },
        resolve: (_r, args, ctx) =>
          tickStep(ctx.deps, { ownerId: ctx.viewer.user.id, ...parseInput(ZTick, args) }),
      }),
    };
  });
}
