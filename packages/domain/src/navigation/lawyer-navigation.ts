import type { TNavItem } from './customer-navigation.js';

export const ABOUT_LINKS = {
  aboutUs: 'https://clausewell.com.au/about-us',
  faq: 'https://clausewell.com.au/faq',
  contactUs: 'https://clausewell.com.au/contact-us',
} as const;

// SPEC §2.2, in order.
export const LAWYER_NAVIGATION: readonly TNavItem[] = [
  { key: 'dashboard', label: 'Dashboard', to: '/' },
  { key: 'documents', label: 'Documents', to: '/documents/my-documents' },
  { key: 'consultations', label: 'Consultations', to: '/lawyer-consultations' },
  {
    key: 'quotes',
    label: 'Quotes',
    to: '/my-briefs/new',
    children: [
      {
        key: 'briefs',
        label: 'Briefs',
        to: '/my-briefs/new',
        children: [
          { key: 'briefs-new', label: 'New', to: '/my-briefs/new' },
          { key: 'briefs-quoted', label: 'Quoted', to: '/my-briefs/quoted' },
          { key: 'briefs-won', label: 'Won', to: '/my-briefs/won' },
          { key: 'briefs-closed', label: 'Closed', to: '/my-briefs/closed' },
        ],
      },
      {
        key: 'my-clients',
        label: 'My Clients',
        to: '/my-clients',
        children: [
          { key: 'clients-messages', label: 'Messages', to: '/quick-quote/messages' },
          { key: 'clients', label: 'Clients', to: '/my-clients' },
          { key: 'clients-payouts', label: 'Payouts', to: '/my-clients/payouts' },
          { key: 'clients-consultations', label: 'Consultations', to: '/lawyer-consultations' },
        ],
      },
      { key: 'guidelines', label: 'Community Guidelines', to: '/my-quotes/guidelines' },
    ],
  },
  { key: 'marketplace-chat', label: 'Marketplace Chat', to: '/quick-quote/messages' },
  {
    key: 'registrations',
    label: 'Registrations',
    to: '/businesses/manage-my-business',
    children: [
      { key: 'my-registrations', label: 'My Registrations', to: '/businesses/manage-my-business' },
      {
        key: 'new-registrations',
        label: 'New Registrations',
        to: '/solutions/business-solutions/company',
        children: [
          {
            key: 'new-company',
            label: 'Company (ACN)',
            to: '/solutions/business-solutions/company',
          },
          { key: 'new-abn', label: 'Business ABN', to: '/solutions/business-solutions/abn' },
          {
            key: 'new-partnership-abn',
            label: 'Partnership ABN',
            to: '/solutions/business-solutions/abn',
          },
          {
            key: 'new-business-name',
            label: 'Business name',
            to: '/solutions/business-solutions/business-name',
          },
          {
            key: 'new-virtual-office',
            label: 'Virtual office',
            to: '/solutions/business-solutions/virtual-office',
          },
          { key: 'new-trademark', label: 'Trademark', to: '/solutions/trademark' },
        ],
      },
      {
        key: 'company-secretary',
        label: 'Company Secretary',
        to: '/businesses/companies/change-comparison',
      },
      {
        key: 'add-existing-business',
        label: 'Add existing business',
        to: '/businesses/add-my-own-business-info',
      },
    ],
  },
  { key: 'partner-offers', label: 'Partner Offers', to: '/partner-offers' },
  {
    key: 'about',
    label: 'About',
    to: ABOUT_LINKS.aboutUs,
    external: true,
    children: [
      { key: 'about-us', label: 'About us', to: ABOUT_LINKS.aboutUs, external: true },
      { key: 'faq', label: 'FAQ', to: ABOUT_LINKS.faq, external: true },
      { key: 'contact-us', label: 'Contact us', to: ABOUT_LINKS.contactUs, external: true },
    ],
  },
];
