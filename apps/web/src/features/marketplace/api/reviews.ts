import { useQuery } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../graphql/graphql';
import { graphqlRequest } from '../../../lib/api-client';
import { keys, useMarketplaceChange } from './marketplace';

const REVIEW_JOB =
  graphql(`mutation ReviewMarketplaceJob($jobId: ID!, $input: MarketplaceReviewInput!) {
  reviewMarketplaceJob(jobId: $jobId, input: $input) { id rating } }`);
const MY_REVIEWS = graphql(`query MyMarketplaceReviews {
  myMarketplaceReviews { id rating title reviewText createdAt briefTitle } }`);
const FIGURES = graphql(`query LawyerDashboardFigures { lawyerDashboardFigures {
  openBriefs quotesAwaiting jobsInProgress duePayoutsInCents averageRating reviewCount } }`);

export type TLawyerReview = ResultOf<typeof MY_REVIEWS>['myMarketplaceReviews'][number];
export type TLawyerFigures = ResultOf<typeof FIGURES>['lawyerDashboardFigures'];

export type TJobReviewInput = {
  rating: number;
  title: string;
  reviewText: string;
  agreedToTermsAndConditions: boolean;
};

/** The customer's review of the lawyer on a completed job. */
export const useReviewJob = () =>
  useMarketplaceChange((v: { jobId: string; input: TJobReviewInput }) =>
    graphqlRequest(REVIEW_JOB, v),
  );

/** The reviews clients have given the signed-in lawyer, newest first. */
export const useMyReviews = () =>
  useQuery({
    queryKey: [...keys.all, 'reviews'],
    queryFn: () => graphqlRequest(MY_REVIEWS).then((d) => d.myMarketplaceReviews),
  });

/** The lawyer's dashboard figures. */
export const useLawyerFigures = () =>
  useQuery({
    queryKey: [...keys.all, 'figures'],
    queryFn: () => graphqlRequest(FIGURES).then((d) => d.lawyerDashboardFigures),
  });
