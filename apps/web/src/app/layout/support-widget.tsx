// The Help chat button (SPEC §9); the support chat itself lives in its feature.
export { SupportWidget } from '../../features/support';
