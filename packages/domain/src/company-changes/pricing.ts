// What a Form 484 costs through us, and the three ways of making one that
// /businesses/companies/change-comparison sets side by side.

/** Our fee for preparing the forms and documents of one change and lodging it, GST included. */
export const COMPANY_CHANGE_PRICE_CENTS = 4900;

export type TChangeWay = {
  key: 'DIY' | 'SECRETARY_PLAN' | 'LAWYER';
  title: string;
  price: string;
  points: readonly string[];
};

export const COMPANY_CHANGE_WAYS: readonly TChangeWay[] = [
  {
    key: 'DIY',
    title: 'Do it yourself with ASIC',
    price: 'No ASIC fee for most changes',
    points: [
      'You fill in Form 484 on ASIC Connect yourself',
      'You draft the resolutions, consents and share transfer forms',
      'You track the 28-day deadline; late fees are yours to pay',
    ],
  },
  {
    key: 'SECRETARY_PLAN',
    title: 'With Clausewell',
    price: '$49 a change',
    points: [
      'Guided forms that check the same rules as ASIC',
      'Resolutions and consents to act generated for signing',
      'We lodge for you and update your register when ASIC accepts',
      'Deadline and annual review reminders',
    ],
  },
  {
    key: 'LAWYER',
    title: 'With a lawyer',
    price: 'Usually $300 to $900 a change',
    points: [
      'Advice on complex share structures and disputes',
      'Documents drafted for your situation',
      'Book a lawyer through Clausewell consultations',
    ],
  },
];
