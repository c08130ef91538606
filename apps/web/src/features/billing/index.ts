import { pagesOf, type TFeature } from '../../lib/feature-routes';

// The billing area's one public entry: its routes, and the banners the app frame shows.
const page = pagesOf(() => import('./pages'));

export const billingFeature: TFeature = {
  name: 'billing',
  routes: [
    page('settingsSubscriptions', 'app', (p) => p.SubscriptionsSettingsPage),
    page('subscriptionPlanAgreement', 'app', (p) => p.SubscriptionAgreementPage),
    page('checkout', 'app', (p) => p.CheckoutPage),
    page('paymentSuccess', 'app', (p) => p.PaymentSuccessPage),
    page('bundleCreate', 'app', (p) => p.BundleCreatePage),
    page('companyApplicationRetrieve', 'app', (p) => p.CompanyApplicationPage),
    // Plans, prices and offers are for visitors too.
    page('pricing', 'open', (p) => p.PricingPage),
    page('legalPlans', 'open', (p) => p.LegalPlansPage),
    page('adviceSale', 'open', (p) => p.AdviceSalePage),
    page('upgradeEssPromo', 'open', (p) => p.UpgradeEssPromoPage),
    page('upgradePpdPromo', 'open', (p) => p.UpgradePpdPromoPage),
  ],
};

export {
  defaultPaymentMethod,
  describePaymentMethod,
  usePaymentMethods,
} from './api/payment-methods';
export { useUserSubscriptions } from './api/user-subscriptions';
export { BillingBanner } from './components/billing-banner';
export { PaymentDetailsForm } from './components/payment-details-form';
export { PurchaseBanners } from './components/purchase-banners';
export { usePaymentAttempt } from './hooks/use-payment-attempt';
export { useSubscriptionsLive } from './hooks/use-subscriptions-live';
