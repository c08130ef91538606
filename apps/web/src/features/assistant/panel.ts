// The side panel's content, loaded by the app frame only when the panel is first opened.
export { AssistantPanel } from './components/assistant-panel';
