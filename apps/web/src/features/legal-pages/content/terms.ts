import { LICENCE_TERM_MONTHS } from '@app/domain';
import { LEGAL_CONTACT, type TLegalDocument } from './legal-document';

export const TERMS: TLegalDocument = {
  title: 'Terms of service',
  updated: '25 November 2026',
  summary:
    'These terms are the agreement between you and Clausewell when you use our website and services. We have written them in plain English. Nothing in them takes away the rights you have under the Australian Consumer Law.',
  sections: [
    {
      id: 'what-we-do',
      heading: 'What Clausewell does',
      blocks: [
        'Clausewell is an online platform that helps Australian small businesses and individuals with everyday legal and business paperwork. With an account you can:',
        {
          list: [
            'create legal documents from our templates by answering questions, then edit, download and e-sign them;',
            'register companies, ABNs and business names, and keep company details up to date, with us lodging the forms you approve with ASIC or the Australian Business Register;',
            'track compliance dates such as annual company reviews;',
            'ask for quotes from independent lawyers and book consultations with lawyers and accountants;',
            'use an AI assistant that answers general questions and helps draft and review documents.',
          ],
        },
      ],
    },
    {
      id: 'what-we-do-not-do',
      heading: 'What we do not do',
      blocks: [
        'Clausewell is not a law firm and does not give legal advice. Our templates, guides, checklists and the AI assistant give general information only. They do not consider your particular circumstances and are not a substitute for advice from a lawyer.',
        'Legal advice is given only when you engage a lawyer through Clausewell (for example by accepting a quote or booking a consultation). That lawyer, or their firm, advises you directly under their own engagement terms and professional obligations, and is responsible for that advice. The same applies to accountants and tax agents you engage through us.',
        'You are responsible for choosing the right document, checking that it suits your situation and keeping the information you give us accurate. If you are unsure, ask a lawyer before you sign.',
      ],
    },
    {
      id: 'your-account',
      heading: 'Your account',
      blocks: [
        {
          list: [
            'You must be at least 18 and able to enter into a contract. If you use Clausewell for a business, you confirm you may act for it.',
            'Give us accurate details and keep them up to date. Keep your password to yourself and tell us straight away if you think someone else has used your account.',
            'If you invite team members, you are responsible for what they do in your account.',
          ],
        },
      ],
    },
    {
      id: 'payments',
      heading: 'Plans, payments and renewals',
      blocks: [
        {
          list: [
            'Prices are in Australian dollars and include GST. We email a tax invoice for every payment.',
            'Subscriptions (such as Essentials or Legal Advice) renew automatically at the end of each billing period, quarterly or annual, and we charge the card or bank account on file unless you cancel before the renewal date.',
            'You can cancel at any time in Account settings. Your plan stays active until the end of the period you have paid for; we do not charge again after that.',
            `Pay-per-document purchases are one-off payments for access to that document, including unlimited versions for ${LICENCE_TERM_MONTHS} months.`,
            'Government fees (for example ASIC registration fees) are passed on at cost and paid to the government when we lodge.',
            'Direct debits take 2 to 3 business days to clear. If a payment fails we will tell you and try again; if it keeps failing we may pause paid features until it is paid.',
          ],
        },
      ],
    },
    {
      id: 'refunds',
      heading: 'Refunds and your consumer rights',
      blocks: [
        'Our services come with guarantees that cannot be excluded under the Australian Consumer Law, including that they are provided with due care and skill and are fit for the purpose we told you about.',
        {
          list: [
            'If there is a major failure, you can cancel and choose a refund for the unused part of the service, or compensation for its reduced value.',
            'If the failure is not major, we will fix it within a reasonable time. If we do not, you can cancel and get a refund for the unused part.',
            'You can also claim compensation for any other reasonably foreseeable loss caused by the failure.',
          ],
        },
        'Apart from those rights we do not refund a change of mind, but if you cancel a new subscription within 14 days of first paying for it and have not downloaded or signed a document under it, we will refund it in full. Government fees already paid to a registry cannot be refunded once lodged.',
        `To ask for a refund, email ${LEGAL_CONTACT.supportEmail} with the email address of your account and what went wrong.`,
      ],
    },
    {
      id: 'your-content',
      heading: 'Your documents and information',
      blocks: [
        'The documents you create and the files you upload are yours. You let us store, process and copy them only as needed to provide the services to you, for example to generate a PDF, to send a document for signature or to share it with a lawyer you choose. How we handle personal information is set out in our Privacy policy.',
      ],
    },
    {
      id: 'reviews',
      heading: 'Reviews',
      blocks: [
        'After a download we may ask you to rate and review a document. Reviewing is optional and changes nothing about your account or your documents.',
        {
          list: [
            'Write about your own experience of the document and of Clausewell. Do not include anyone’s personal information, confidential details from your document, or anything offensive, false or unlawful.',
            'We may show your rating, title and review, with your first name, on Clausewell. We do not edit what you write, but we may decline to show, or remove, a review that breaks these rules.',
          ],
        },
      ],
    },
    {
      id: 'fair-use',
      heading: 'Using Clausewell fairly',
      blocks: [
        'Do not use Clausewell for anything unlawful or misleading, try to get into other people’s accounts or data, overload or copy the platform, or resell our templates. We may suspend an account that does, and will tell you why unless the law prevents it.',
      ],
    },
    {
      id: 'liability',
      heading: 'Our responsibility to you',
      blocks: [
        'We are responsible for the services we provide as the Australian Consumer Law requires. To the extent the law allows, we are not liable for loss that comes from relying on general information instead of getting advice, and where the law lets us limit our liability for a failure, we limit it to supplying the service again or paying the cost of having it supplied again.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes and ending',
      blocks: [
        'If we change these terms in a way that matters to you, we will email you at least 30 days before the change takes effect. If you do not agree you can cancel before then. You can close your account at any time; we may close an account that breaks these terms.',
        'These terms are governed by the law of New South Wales, Australia.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        `Questions, complaints or refund requests: ${LEGAL_CONTACT.supportEmail}. We reply within 2 business days.`,
      ],
    },
  ],
};
