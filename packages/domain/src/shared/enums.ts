// Enumerations of SPEC §3, spelled exactly as the specification spells them.

export const TENANTS = ['AU', 'US'] as const;
export type TTenant = (typeof TENANTS)[number];

export const COLLABORATION_ROLES = ['EDITOR', 'OWNER', 'SUGGESTER', 'VIEWER'] as const;
export type TCollaborationRole = (typeof COLLABORATION_ROLES)[number];

export const BANNER_FLAVOURS = ['Alert', 'Info', 'Primary', 'Success', 'Warning'] as const;
export type TBannerFlavour = (typeof BANNER_FLAVOURS)[number];

export const AI_MODES = ['ask', 'draft', 'review'] as const;
export type TAiMode = (typeof AI_MODES)[number];
