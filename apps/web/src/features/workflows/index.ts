import { pagesOf, type TFeature } from '../../lib/feature-routes';

const pages = pagesOf(() => import('./pages'));

/** Guided workflows: the list with progress, and one workflow's steps to follow and customise. */
export const workflowsFeature: TFeature = {
  name: 'workflows',
  routes: [
    pages('myWorkflows', 'app', (p) => p.MyWorkflowsPage),
    pages('customiseWorkflow', 'app', (p) => p.CustomiseWorkflowPage),
  ],
};
