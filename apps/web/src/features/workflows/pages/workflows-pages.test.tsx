import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CUSTOMER, renderApp } from '../../../test/render-app';
import type { TWorkflow, TWorkflowTemplate } from '../api/workflows';

type TCall = { url: string; body: unknown };
const variablesOf = (calls: TCall[], field: string) =>
  calls
    .filter((c) => String((c.body as { query?: string } | undefined)?.query).includes(`${field}(`))
    .map((c) => (c.body as { variables: Record<string, unknown> }).variables);

const TEMPLATES: TWorkflowTemplate[] = [
  {
    key: 'start-a-company',
    title: 'Start a company',
    summary: 'Register a proprietary company with ASIC.',
    stepTitles: ['Register your company with ASIC', 'Adopt a company constitution'],
  },
  {
    key: 'sell-online',
    title: 'Sell online',
    summary: 'Get the registrations and website terms an online store needs.',
    stepTitles: ['Apply for an ABN', 'Publish a privacy policy'],
  },
];

const step = (over: Partial<TWorkflow['steps'][number]>): TWorkflow['steps'][number] => ({
  id: 's1',
  kind: 'TASK',
  title: 'A step',
  position: 0,
  dueOn: null,
  assigneeId: null,
  done: false,
  doneHow: null,
  link: null,
  tickedBy: null,
  ...over,
});

const COMPANY: TWorkflow = {
  id: 'w1',
  templateKey: 'start-a-company',
  title: 'Start a company',
  stepCount: 3,
  doneCount: 1,
  steps: [
    step({
      id: 's1',
      kind: 'COMPANY',
      title: 'Register your company with ASIC',
      done: true,
      doneHow: 'AUTOMATIC',
      link: '/solutions/business-solutions/company',
    }),
    step({
      id: 's2',
      kind: 'DOCUMENT',
      title: 'Adopt a company constitution',
      position: 1,
      link: '/documents/document-library?q=Company%20Constitution',
      dueOn: '2026-09-01',
    }),
    step({
      id: 's3',
      title: "Open a bank account in the company's name",
      position: 2,
      done: true,
      doneHow: 'BY_HAND',
      tickedBy: 'Kim Ng',
    }),
  ],
  teamMembers: [{ userId: 'u-kim', name: 'Kim Ng' }],
};

const CHOICES = [
  { key: 'BRIEF', kind: 'BRIEF', title: 'Ask a lawyer to quote' },
  { key: 'TASK', kind: 'TASK', title: 'Your own step' },
];

describe('the workflows list', () => {
  it('shows the empty state and starts a workflow from its card', async () => {
    const { calls } = renderApp('/legal-solutions/my-workflows?first-load=true', {
      graphql: {
        MyWorkflows: { myWorkflows: [] },
        WorkflowTemplates: { workflowTemplates: TEMPLATES },
        StartWorkflow: { startWorkflow: COMPANY },
        Workflow: { workflow: COMPANY },
        WorkflowStepChoices: { workflowStepChoices: CHOICES },
      },
    });
    expect(await screen.findByTestId('workflows-empty')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Workflows' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Start Start a company' }));
    await vi.waitFor(() =>
      expect(variablesOf(calls, 'startWorkflow')).toEqual([{ templateKey: 'start-a-company' }]),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Start a company' })).toBeTruthy();
  });

  it('shows progress of started workflows and offers only the others to start', async () => {
    renderApp('/legal-solutions/my-workflows', {
      graphql: {
        MyWorkflows: { myWorkflows: [COMPANY] },
        WorkflowTemplates: { workflowTemplates: TEMPLATES },
      },
    });
    const bar = await screen.findByRole('progressbar', {
      name: 'Start a company: 1 of 3 steps done',
    });
    expect(bar).toBeTruthy();
    const card = screen.getByRole('article', { name: 'Start a company' });
    expect(within(card).getByRole('link', { name: 'Adopt a company constitution' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start Start a company' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Start Sell online' })).toBeTruthy();
  });
});

describe('steps assigned to a team member', () => {
  const ASSIGNED = [
    {
      id: 'a1',
      kind: 'TASK',
      title: 'Order business cards',
      dueOn: '2026-12-20',
      done: false,
      doneHow: null,
      workflowTitle: 'Start a company',
      ownerName: 'Olive Owner',
    },
  ];

  it('lists them above the member’s own workflows and ticks one', async () => {
    const { calls } = renderApp('/legal-solutions/my-workflows', {
      user: { ...CUSTOMER, teamUser: true },
      graphql: {
        MyAssignedWorkflowSteps: { myAssignedWorkflowSteps: ASSIGNED },
        TickAssignedWorkflowStep: {
          tickAssignedWorkflowStep: { ...ASSIGNED[0], done: true, doneHow: 'BY_HAND' },
        },
        MyWorkflows: { myWorkflows: [] },
        WorkflowTemplates: { workflowTemplates: TEMPLATES },
      },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Assigned to you' })).toBeTruthy();
    const row = await screen.findByTestId('assigned-step');
    expect(within(row).getByText('Start a company, for Olive Owner · Due 20/12/2026')).toBeTruthy();
    const box = within(row).getByRole('checkbox', { name: /Order business cards/ });
    fireEvent.click(box);
    await vi.waitFor(() =>
      expect(variablesOf(calls, 'tickAssignedWorkflowStep')).toEqual([
        { stepId: 'a1', done: true },
      ]),
    );
    await vi.waitFor(() => expect((box as HTMLInputElement).checked).toBe(true));
  });

  it('is not asked for a customer on no team', async () => {
    const { calls } = renderApp('/legal-solutions/my-workflows', {
      graphql: {
        MyWorkflows: { myWorkflows: [COMPANY] },
        WorkflowTemplates: { workflowTemplates: TEMPLATES },
      },
    });
    await screen.findByRole('article', { name: 'Start a company' });
    expect(screen.queryByRole('heading', { name: 'Assigned to you' })).toBeNull();
    const asked = calls.filter((c) =>
      String(JSON.stringify(c.body)).includes('MyAssignedWorkflowSteps'),
    );
    expect(asked).toEqual([]);
  });
});

describe('customising a workflow', () => {
  const open = () =>
    renderApp('/legal-solutions/customise-workflow/w1', {
      graphql: {
        Workflow: { workflow: COMPANY },
        WorkflowStepChoices: { workflowStepChoices: CHOICES },
        MoveWorkflowStep: { moveWorkflowStep: COMPANY },
        TickWorkflowStep: { tickWorkflowStep: COMPANY },
        ScheduleWorkflowStep: { scheduleWorkflowStep: COMPANY },
        AddWorkflowStep: { addWorkflowStep: COMPANY },
      },
    });

  it('lists the steps with where to do them, who has them and when they are due', async () => {
    open();
    const steps = await screen.findAllByTestId('workflow-step');
    expect(steps).toHaveLength(3);
    expect(within(steps[0]!).getByText('Ticked off automatically')).toBeTruthy();
    expect(
      within(steps[1]!).getByRole('link', { name: 'Create the document' }).getAttribute('href'),
    ).toBe('/documents/document-library?q=Company%20Constitution');
    expect(
      (within(steps[1]!).getByRole('textbox', { name: 'Due date' }) as HTMLInputElement).value,
    ).toBe('01/09/2026');
    expect(
      (within(steps[2]!).getByRole('textbox', { name: 'Assigned to' }) as HTMLInputElement).value,
    ).toBe('Me');
    // The owner sees which team member ticked a step.
    expect(within(steps[2]!).getByText('Ticked off by Kim Ng')).toBeTruthy();
    // The first step cannot go up, the last cannot go down.
    expect(
      within(steps[0]!)
        .getByRole('button', { name: 'Move "Register your company with ASIC" up' })
        .hasAttribute('disabled'),
    ).toBe(true);
  });

  it('reorders with the buttons, ticks by hand and gives a step to a team member', async () => {
    const { calls } = open();
    const steps = await screen.findAllByTestId('workflow-step');
    fireEvent.click(
      within(steps[2]!).getByRole('button', {
        name: `Move "Open a bank account in the company's name" up`,
      }),
    );
    await vi.waitFor(() =>
      expect(variablesOf(calls, 'moveWorkflowStep')).toEqual([{ stepId: 's3', direction: 'UP' }]),
    );
    fireEvent.click(within(steps[2]!).getByRole('checkbox'));
    await vi.waitFor(() =>
      expect(variablesOf(calls, 'tickWorkflowStep')).toEqual([{ stepId: 's3', done: false }]),
    );
    fireEvent.click(within(steps[1]!).getByRole('textbox', { name: 'Assigned to' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Kim Ng' }));
    await vi.waitFor(() =>
      expect(variablesOf(calls, 'scheduleWorkflowStep')).toEqual([
        { stepId: 's2', dueOn: '2026-09-01', assigneeId: 'u-kim' },
      ]),
    );
  });

  it('asks for a title before adding the customer’s own step', async () => {
    const { calls } = open();
    await screen.findAllByTestId('workflow-step');
    fireEvent.click(screen.getByRole('textbox', { name: 'Step' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Your own step…' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add step' }));
    expect(await screen.findByText('Give your own step a title.')).toBeTruthy();
    expect(variablesOf(calls, 'addWorkflowStep')).toEqual([]);
    fireEvent.change(screen.getByLabelText('Title of your step'), {
      target: { value: 'Order business cards' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add step' }));
    await vi.waitFor(() =>
      expect(variablesOf(calls, 'addWorkflowStep')).toEqual([
        { workflowId: 'w1', choice: 'TASK', title: 'Order business cards' },
      ]),
    );
  });
});
