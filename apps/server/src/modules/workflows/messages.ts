// What a customer reads when the workflows area refuses something (the area's catalogue).
export const WORKFLOW_MESSAGES = {
  workflowNotFound: 'We could not find that workflow.',
  stepNotFound: 'We could not find that step in your workflow.',
  templateUnknown: 'Choose one of the workflows listed.',
  choiceUnknown: 'Choose one of the steps listed.',
  taskTitleRequired: 'Give your own step a title.',
  taskTitleTooLong: 'A step title can be at most 120 characters long.',
  badDueOn: 'Enter the due date as a real date (dd/mm/yyyy).',
  assigneeNotInTeam: 'Only a member of your team can be given a step.',
  tooManySteps: 'A workflow can hold at most 30 steps.',
  lastStep: 'A workflow keeps at least one step; delete the workflow instead.',
} as const;
