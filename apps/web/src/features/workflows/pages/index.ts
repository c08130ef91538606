export { CustomiseWorkflowPage } from './customise-workflow-page';
export { MyWorkflowsPage } from './my-workflows-page';
