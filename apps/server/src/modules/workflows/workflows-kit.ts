// GraphQL documents the workflows tests drive the area with, as the web pages do.
export const WORKFLOW_FIELDS = `id templateKey title stepCount doneCount
  steps { id kind title position dueOn assigneeId done doneHow link }
  teamMembers { userId name }`;
export const START = `mutation($k: String!) { startWorkflow(templateKey: $k) { ${WORKFLOW_FIELDS} } }`;
export const MINE = `{ myWorkflows { ${WORKFLOW_FIELDS} } }`;
export const ONE = `query($id: ID!) { workflow(id: $id) { ${WORKFLOW_FIELDS} } }`;
export const ADD = `mutation($w: ID!, $c: String!, $t: String) { addWorkflowStep(workflowId: $w, choice: $c, title: $t) { ${WORKFLOW_FIELDS} } }`;
export const REMOVE = `mutation($s: ID!) { removeWorkflowStep(stepId: $s) { ${WORKFLOW_FIELDS} } }`;
export const MOVE = `mutation($s: ID!, $d: WorkflowStepDirection!) { moveWorkflowStep(stepId: $s, direction: $d) { ${WORKFLOW_FIELDS} } }`;
export const SCHEDULE = `mutation($s: ID!, $due: String, $a: ID) { scheduleWorkflowStep(stepId: $s, dueOn: $due, assigneeId: $a) { ${WORKFLOW_FIELDS} } }`;
export const TICK = `mutation($s: ID!, $done: Boolean!) { tickWorkflowStep(stepId: $s, done: $done) { ${WORKFLOW_FIELDS} } }`;
export const DELETE = 'mutation($id: ID!) { deleteWorkflow(id: $id) }';

export type TStep = {
  id: string;
  kind: string;
  title: string;
  position: number;
  dueOn: string | null;
  assigneeId: string | null;
  done: boolean;
  doneHow: string | null;
  link: string | null;
};
export type TWorkflow = {
  id: string;
  templateKey: string;
  title: string;
  stepCount: number;
  doneCount: number;
  steps: TStep[];
  teamMembers: { userId: string; name: string }[];
};
