import { LEGAL_CONTACT, type TLegalDocument } from './legal-document';

export const PRIVACY: TLegalDocument = {
  title: 'Privacy policy',
  updated: '25 November 2026',
  summary:
    'This policy explains what personal information Clausewell collects, why, who we share it with, how long we keep it and how you can see or correct it. We are bound by the Privacy Act 1988 (Cth) and the Australian Privacy Principles (APPs).',
  sections: [
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      blocks: [
        {
          list: [
            'Account details: your name, email address, phone number, postcode and country.',
            'Business details: ABNs, ACNs, business names, registered addresses, and details of directors, officeholders and shareholders you give us to register or manage a business.',
            'Your documents: the answers you give in questionnaires, the documents you create or upload, signatures and the signing record.',
            'Payment details: what you bought and when. Card and bank details are handled by our payment provider; we keep only the card type, last four digits and expiry to show you which card is on file.',
            'Messages: your conversations with lawyers and accountants on the platform and with the AI assistant.',
            'Usage information: pages visited, buttons used, device and browser type, and IP address, which we use to run, secure and improve the service.',
          ],
        },
        'If you give us information about other people, such as co-directors or the other party to a contract, please let them know and point them to this policy.',
      ],
    },
    {
      id: 'why',
      heading: 'Why we use it',
      blocks: [
        {
          list: [
            'to provide the services you ask for, including generating documents and lodging registrations;',
            'to take payments, send tax invoices and keep the records tax law requires;',
            'to keep accounts secure and prevent fraud and misuse;',
            'to answer your questions and complaints;',
            'to improve Clausewell, using usage information that does not identify you where we can;',
            'to send you news and offers, only if you have not opted out. Every marketing email has an unsubscribe link, as the Spam Act 2003 requires.',
          ],
        },
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      blocks: [
        {
          list: [
            'Government registries, such as ASIC, the Australian Business Register and IP Australia, when you ask us to lodge something with them.',
            'Lawyers and accountants you choose to engage through Clausewell, and people you send a document to for review or signature.',
            'Service providers who help us run Clausewell (hosting, payments, email delivery and AI processing), only for that purpose and under contract to protect it.',
            'Police, courts or regulators where the law requires it.',
          ],
        },
        'We do not sell personal information. Some service providers may store information outside Australia; when that happens we take reasonable steps under APP 8 to make sure it is protected as it would be here, and we will tell you which countries on request.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it, and why',
      blocks: [
        {
          list: [
            'Account and business details: while your account is open, and up to 2 years after you close it so we can answer questions about your account.',
            'Documents and uploads: until you delete them or close your account. Deleted items leave our backups within 90 days.',
            'Signed documents and their signing record: as long as the document is kept, because the record is what proves who signed and when.',
            'Payment and invoice records: 7 years, because tax and corporations law requires us to keep financial records.',
            'Security and sign-in logs: 12 months, to investigate misuse.',
          ],
        },
        'When we no longer need information for these reasons, we delete it or remove what identifies you.',
      ],
    },
    {
      id: 'security',
      heading: 'How we protect it',
      blocks: [
        'Information travels encrypted, passwords are stored only as strong one-way hashes, access inside Clausewell is limited to staff who need it, and payments and signatures are recorded in audit logs. If a data breach is likely to cause you serious harm, we will tell you and the Office of the Australian Information Commissioner (OAIC), as the Notifiable Data Breaches scheme requires.',
      ],
    },
    {
      id: 'browser-storage',
      heading: 'Cookies and browser storage',
      blocks: [
        'We keep your sign-in and a few preferences (such as whether the sidebar is collapsed or a sale banner was dismissed) in your browser, and record how pages are used to improve them. You can clear this in your browser at any time; you will then need to sign in again.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Seeing and correcting your information',
      blocks: [
        `You can ask for a copy of the personal information we hold about you, or ask us to correct it (APPs 12 and 13), by emailing ${LEGAL_CONTACT.privacyEmail}. Most details you can also change yourself in Account settings. We reply within 30 days and do not charge for a request. If we cannot give you access, we will explain why.`,
      ],
    },
    {
      id: 'complaints',
      heading: 'Complaints and contact',
      blocks: [
        `Our privacy officer can be reached at ${LEGAL_CONTACT.privacyEmail}. If you have a complaint about how we handled your information, tell us and we will respond within 30 days. If you are not satisfied, you can complain to the OAIC at www.oaic.gov.au or on 1300 363 992.`,
      ],
    },
  ],
};
