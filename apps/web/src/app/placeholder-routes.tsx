import type { RouteObject } from 'react-router';
import { ROUTE_PATTERNS, type TRouteKey } from '../paths';
import { ROUTE_TITLES, titled } from './route-titles';

/** Routes whose screens exist; every other route shows a placeholder under its title. */
const BUILT_ROUTE_KEYS = [
  'signIn',
  'signUp',
  'forgotPassword',
  'resetPassword',
  'verifyEmail',
  'terms',
  'privacy',
  'home',
  'adminUsers',
  'adminOutbox',
  'documentLibrary',
  'myDocuments',
  'documentQuestionnaire',
  'goToFolder',
  'settingsSubscriptions',
  'settingsPersonalDetails',
  'settingsEmail',
  'settingsEmailConfirm',
  'settingsPassword',
  'settingsSessions',
  'settingsDeleteAccount',
  'subscriptionPlanAgreement',
  'pricing',
  'legalPlans',
  'bundleCreate',
  'adviceSale',
  'upgradeEssPromo',
  'upgradePpdPromo',
  'paymentSuccess',
  'checkout',
  'companyApplicationRetrieve',
] as const satisfies readonly TRouteKey[];

export type TBuiltRouteKey = (typeof BUILT_ROUTE_KEYS)[number];

// An area that gets built adds its keys above and mounts its pages in routes.tsx; titles
// come from the one table of route titles, which every route key must have.
const built = new Set<TRouteKey>(BUILT_ROUTE_KEYS);

// Loaded on first visit like every other page, so the placeholder is not in the first download.
const notAvailablePage = () => import('./pages/not-available-page');

export const placeholderRoutes: RouteObject[] = (Object.keys(ROUTE_PATTERNS) as TRouteKey[])
  .filter((key) => !built.has(key))
  .map((key) => ({
    path: ROUTE_PATTERNS[key],
    handle: titled(key),
    lazy: async () => {
      const { NotAvailablePage } = await notAvailablePage();
      return { element: <NotAvailablePage title={ROUTE_TITLES[key]} /> };
    },
  }));
