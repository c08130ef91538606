export { AiPage } from './ai-page';
