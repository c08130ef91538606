import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';

// Home shows the workflows' progress (the card lives in the home area, fed by this one).
const HOME = {
  HomeOverview: {
    getMyDocuments: [],
    getUserSubscriptions: { activeSubscription: { isPaidUser: false } },
  },
};

describe('workflow progress on Home', () => {
  it('shows each started workflow with its progress and a way in', async () => {
    renderApp('/', {
      graphql: {
        ...HOME,
        HomeWorkflows: {
          myWorkflows: [{ id: 'w1', title: 'Sell online', stepCount: 6, doneCount: 2 }],
        },
      },
    });
    const card = await screen.findByTestId('home-workflows');
    expect(
      within(card).getByRole('progressbar', { name: 'Sell online: 2 of 6 steps done' }),
    ).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Sell online' }).getAttribute('href')).toBe(
      '/legal-solutions/customise-workflow/w1',
    );
  });

  it('shows nothing before a workflow is started', async () => {
    renderApp('/', { graphql: { ...HOME, HomeWorkflows: { myWorkflows: [] } } });
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome/ })).toBeTruthy();
    expect(screen.queryByTestId('home-workflows')).toBeNull();
  });
});
