import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../graphql/graphql';
import { graphqlRequest } from '../../../lib/api-client';

const WorkflowFields = graphql(`
  fragment WorkflowFields on Workflow {
    id templateKey title stepCount doneCount
    steps { id kind title position dueOn assigneeId done doneHow link tickedBy }
    teamMembers { userId name }
  }
`);

const TEMPLATES = graphql(`query WorkflowTemplates {
  workflowTemplates { key title summary stepTitles } }`);
const CHOICES = graphql(`query WorkflowStepChoices {
  workflowStepChoices { key kind title } }`);
const MINE = graphql('query MyWorkflows { myWorkflows { ...WorkflowFields } }', [WorkflowFields]);
const ONE = graphql('query Workflow($id: ID!) { workflow(id: $id) { ...WorkflowFields } }', [
  WorkflowFields,
]);
const START = graphql(
  'mutation StartWorkflow($templateKey: String!) { startWorkflow(templateKey: $templateKey) { ...WorkflowFields } }',
  [WorkflowFields],
);
const DELETE = graphql('mutation DeleteWorkflow($id: ID!) { deleteWorkflow(id: $id) }');
const ADD = graphql(
  `mutation AddWorkflowStep($workflowId: ID!, $choice: String!, $title: String) {
    addWorkflowStep(workflowId: $workflowId, choice: $choice, title: $title) { ...WorkflowFields } }`,
  [WorkflowFields],
);
const REMOVE = graphql(
  'mutation RemoveWorkflowStep($stepId: ID!) { removeWorkflowStep(stepId: $stepId) { ...WorkflowFields } }',
  [WorkflowFields],
);
const MOVE = graphql(
  `mutation MoveWorkflowStep($stepId: ID!, $direction: WorkflowStepDirection!) {
    moveWorkflowStep(stepId: $stepId, direction: $direction) { ...WorkflowFields } }`,
  [WorkflowFields],
);
const SCHEDULE = graphql(
  `mutation ScheduleWorkflowStep($stepId: ID!, $dueOn: String, $assigneeId: ID) {
    scheduleWorkflowStep(stepId: $stepId, dueOn: $dueOn, assigneeId: $assigneeId) { ...WorkflowFields } }`,
  [WorkflowFields],
);
const ASSIGNED = graphql(`query MyAssignedWorkflowSteps {
  myAssignedWorkflowSteps { id kind title dueOn done doneHow workflowTitle ownerName } }`);
const TICK_ASSIGNED = graphql(
  `mutation TickAssignedWorkflowStep($stepId: ID!, $done: Boolean!) {
    tickAssignedWorkflowStep(stepId: $stepId, done: $done) { id kind title dueOn done doneHow workflowTitle ownerName } }`,
);
const TICK = graphql(
  `mutation TickWorkflowStep($stepId: ID!, $done: Boolean!) {
    tickWorkflowStep(stepId: $stepId, done: $done) { ...WorkflowFields } }`,
  [WorkflowFields],
);

export type TWorkflow = ResultOf<typeof WorkflowFields>;
export type TWorkflowStep = TWorkflow['steps'][number];
export type TWorkflowTemplate = ResultOf<typeof TEMPLATES>['workflowTemplates'][number];
export type TAssignedStep = ResultOf<typeof ASSIGNED>['myAssignedWorkflowSteps'][number];
export type TStepChoice = ResultOf<typeof CHOICES>['workflowStepChoices'][number];

const keys = {
  all: ['workflows'] as const,
  mine: ['workflows', 'mine'] as const,
  one: (id: string) => ['workflows', 'one', id] as const,
  templates: ['workflows', 'templates'] as const,
  choices: ['workflows', 'choices'] as const,
  assigned: ['workflows', 'assigned'] as const,
};

export const useWorkflowTemplates = () =>
  useQuery({
    queryKey: keys.templates,
    queryFn: () => graphqlRequest(TEMPLATES).then((d) => d.workflowTemplates),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useStepChoices = () =>
  useQuery({
    queryKey: keys.choices,
    queryFn: () => graphqlRequest(CHOICES).then((d) => d.workflowStepChoices),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useMyWorkflows = () =>
  useQuery({
    queryKey: keys.mine,
    queryFn: () => graphqlRequest(MINE).then((d) => d.myWorkflows as TWorkflow[]),
  });

export const useWorkflow = (id: string) =>
  useQuery({
    queryKey: keys.one(id),
    queryFn: () => graphqlRequest(ONE, { id }).then((d) => d.workflow as TWorkflow),
  });

/**
 * Every change answers the workflow as it now stands: it goes straight into the cache, and
 * the list (with its progress bars) is read again.
 */
function useWorkflowChange<V>(run: (variables: V) => Promise<TWorkflow>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (workflow) => {
      client.setQueryData(keys.one(workflow.id), workflow);
      void client.invalidateQueries({ queryKey: keys.mine });
    },
  });
}

export const useStartWorkflow = () =>
  useWorkflowChange((templateKey: string) =>
    graphqlRequest(START, { templateKey }).then((d) => d.startWorkflow as TWorkflow),
  );

export const useAddStep = () =>
  useWorkflowChange((v: { workflowId: string; choice: string; title?: string | null }) =>
    graphqlRequest(ADD, { ...v, title: v.title ?? null }).then(
      (d) => d.addWorkflowStep as TWorkflow,
    ),
  );

export const useRemoveStep = () =>
  useWorkflowChange((stepId: string) =>
    graphqlRequest(REMOVE, { stepId }).then((d) => d.removeWorkflowStep as TWorkflow),
  );

export const useMoveStep = () =>
  useWorkflowChange((v: { stepId: string; direction: 'UP' | 'DOWN' }) =>
    graphqlRequest(MOVE, v).then((d) => d.moveWorkflowStep as TWorkflow),
  );

export const useScheduleStep = () =>
  useWorkflowChange((v: { stepId: string; dueOn: string | null; assigneeId: string | null }) =>
    graphqlRequest(SCHEDULE, v).then((d) => d.scheduleWorkflowStep as TWorkflow),
  );

export const useTickStep = () =>
  useWorkflowChange((v: { stepId: string; done: boolean }) =>
    graphqlRequest(TICK, v).then((d) => d.tickWorkflowStep as TWorkflow),
  );

export const useDeleteWorkflow = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => graphqlRequest(DELETE, { id }).then((d) => d.deleteWorkflow),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
};

/** Steps of the team owner's workflows given to this member; only a member can have any. */
export const useAssignedSteps = (enabled: boolean) =>
  useQuery({
    queryKey: keys.assigned,
    queryFn: () => graphqlRequest(ASSIGNED).then((d) => d.myAssignedWorkflowSteps),
    enabled,
  });

export const useTickAssignedStep = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { stepId: string; done: boolean }) =>
      graphqlRequest(TICK_ASSIGNED, v).then((d) => d.tickAssignedWorkflowStep),
    onSuccess: (step) =>
      client.setQueryData<TAssignedStep[]>(keys.assigned, (list) =>
        list?.map((s) => (s.id === step.id ? step : s)),
      ),
  });
};
