// Business constants, timings and layout figures of SPEC §9.

export const PRODUCT_NAME = 'Clausewell';

export const LAYOUT = {
  sidebarCollapsedWidth: 85,
  sidebarExpandedWidth: 250,
  headerHeightMobile: 55,
  headerHeightDesktop: 68,
  headerHeightEditor: 56,
  /** Share of the screen width the mobile menu takes. */
  mobileMenuWidthRatio: 0.8,
} as const;

export const TIMINGS = {
  toastAutoCloseMs: 3500,
  copyCheckMarkMs: 3000,
  trackUserCookieMaxAgeSeconds: 365 * 24 * 60 * 60,
} as const;

export const DEFAULT_DOCUMENT_COUNT = 500;

/** SPEC §9: the free tier has 1 free PDF and 1 free e-signature. */
export const FREE_TIER = { pdfDownloads: 1, eSignatures: 1 } as const;
