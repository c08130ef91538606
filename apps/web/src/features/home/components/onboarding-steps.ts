import type { TDocumentStatus } from '@app/domain';
import { paths } from '../../../paths';
import type { THomeOverview } from '../api/home-overview';

export type TOnboardingStep = { key: string; label: string; done: boolean; to?: string };

// A document stops being "in progress" once every question is answered; from then on it can
// be downloaded and signed.
const UNFINISHED: readonly TDocumentStatus[] = ['IN_PROGRESS', 'TO_BE_COMPLETED', 'BOOKMARK'];

/** The new customer's first steps, each ticked from what the account really holds. */
export function onboardingSteps(overview: THomeOverview): TOnboardingStep[] {
  const own = overview.documents.filter((d) => d.myRole === 'OWNER' && d.kind === 'template');
  return [
    { key: 'account', label: 'Create your account', done: true },
    {
      key: 'first-document',
      label: 'Start your first document',
      done: own.length > 0,
      to: paths.documentLibrary({ filter: 'popular' }),
    },
    {
      key: 'finish-document',
      label: 'Finish a document, then download or sign it',
      done: own.some((d) => !UNFINISHED.includes(d.status)),
      to: paths.myDocuments(),
    },
    {
      key: 'plans',
      label: 'Explore plans for unlimited documents and advice',
      done: overview.hasPlan,
      to: paths.pricing(),
    },
  ];
}
