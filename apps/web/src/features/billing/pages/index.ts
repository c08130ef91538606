export { BundleCreatePage } from './bundle-create-page';
export { CheckoutPage } from './checkout-page';
export { CompanyApplicationPage } from './company-application-page';
export { PaymentSuccessPage } from './payment-success-page';
export { LegalPlansPage, PricingPage } from './pricing-page';
export { AdviceSalePage, UpgradeEssPromoPage, UpgradePpdPromoPage } from './promo-page';
export { SubscriptionAgreementPage } from './subscription-agreement-page';
export { SubscriptionsSettingsPage } from './subscriptions-settings-page';
