import { pagesOf, type TFeature } from '../../lib/feature-routes';

const pages = pagesOf(() => import('./pages'));

/** Consultations with lawyers and accountants: booking, the customer's list, the advisor's diary. */
export const adviceFeature: TFeature = {
  name: 'advice',
  routes: [
    pages('newConsultation', 'app', (p) => p.NewConsultationPage),
    pages('myConsultations', 'app', (p) => p.MyConsultationsPage),
    pages('lawyerConsultations', 'app', (p) => p.LawyerConsultationsPage),
  ],
};
