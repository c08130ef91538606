import { type TTemplateInput, ZTemplate } from '../template-model.js';

// A short mutual NDA under Australian law, used to test the engine end to end.
// Not legal advice and not a product template: it is small on purpose.

const questionnaire: TTemplateInput['questionnaire'] = {
  sections: [
    {
      id: 'parties',
      title: 'The parties',
      items: [
        {
          id: 'parties',
          label: 'Parties',
          itemName: 'party',
          itemLabel: 'Party',
          minItems: 2,
          maxItems: 4,
          questions: [
            { id: 'name', label: 'Business or full legal name', type: 'BUSINESS_NAME' },
            {
              id: 'entityType',
              label: 'What kind of entity is it?',
              type: 'FREE_TEXT',
              options: [
                { value: 'company', label: 'Company' },
                { value: 'soleTrader', label: 'Sole trader' },
              ],
              default: 'company',
            },
            {
              id: 'acn',
              label: 'ACN',
              type: 'ACN',
              showIf: { op: 'equals', path: 'party.entityType', value: 'company' },
            },
            { id: 'abn', label: 'ABN', type: 'ABN', required: false },
            { id: 'address', label: 'Address', type: 'ADDRESS' },
            { id: 'signatory', label: 'Who signs for this party?', type: 'FULL_NAME' },
            {
              id: 'role',
              label: 'Their role',
              type: 'FREE_TEXT',
              options: [
                { value: 'director', label: 'Director' },
                { value: 'soleDirector', label: 'Sole director and company secretary' },
              ],
              showIf: { op: 'equals', path: 'party.entityType', value: 'company' },
            },
            { id: 'signature', label: 'Signature', type: 'SIGNATURE', required: false },
          ],
        },
      ],
    },
    {
      id: 'terms',
      title: 'The agreement',
      items: [
        {
          id: 'purpose',
          label: 'What will the information be shared for?',
          help: 'For example: evaluating a possible joint venture to supply catering equipment.',
          type: 'FREE_TEXT',
          minLength: 10,
          maxLength: 500,
          multiline: true,
        },
        { id: 'commencementDate', label: 'When does it start?', type: 'DATE', minDate: 'today' },
        {
          id: 'termMonths',
          label: 'How many months does it last?',
          type: 'FREE_TEXT',
          format: 'number',
        },
        {
          id: 'governingLaw',
          label: 'Which state’s law governs it?',
          type: 'FREE_TEXT',
          default: 'NSW',
          options: [
            { value: 'NSW', label: 'New South Wales' },
            { value: 'VIC', label: 'Victoria' },
            { value: 'QLD', label: 'Queensland' },
          ],
        },
        {
          id: 'includeNonSolicit',
          label: 'Agree not to poach each other’s staff?',
          type: 'CHECKBOX',
        },
        {
          id: 'nonSolicitMonths',
          label: 'For how many months after the term?',
          type: 'FREE_TEXT',
          format: 'number',
          showIf: { op: 'truthy', path: 'includeNonSolicit' },
        },
      ],
    },
  ],
};

const clause = (text: string, children?: TTemplateInput['body']) =>
  children ? { type: 'clause' as const, text, children } : { type: 'clause' as const, text };

const body: TTemplateInput['body'] = [
  { type: 'heading', text: 'Mutual Non-Disclosure Agreement' },
  { type: 'paragraph', text: 'This agreement is between {{parties.name|list}}.' },
  { type: 'heading', level: 2, text: 'Parties' },
  {
    type: 'each',
    group: 'parties',
    as: 'party',
    blocks: [
      {
        type: 'party',
        name: '{{party.name}}',
        role: 'Party {{party._number}}',
        details: [
          { label: 'ACN', text: '{{party.acn}}' },
          { label: 'ABN', text: '{{party.abn}}' },
          { label: 'Address', text: '{{party.address}}' },
        ],
      },
    ],
  },
  { type: 'heading', level: 2, text: 'Agreed terms' },
  {
    type: 'clause',
    id: 'definitions',
    title: 'Definitions',
    children: [
      clause('In this agreement:', [
        clause(
          'Confidential Information means information one party (the Discloser) gives another (the Recipient) for the Purpose, except information described in clause {{clause:exceptions}}.',
        ),
        clause('Purpose means {{purpose}}.'),
        clause('Term means {{termMonths}} months starting on {{commencementDate}}.'),
      ]),
    ],
  },
  {
    type: 'clause',
    id: 'confidentiality',
    title: 'Confidentiality',
    children: [
      clause('The Recipient must:', [
        clause('keep the Confidential Information confidential;'),
        clause('use it only for the Purpose; and'),
        clause('disclose it only to its officers and advisers who need to know it.'),
      ]),
      clause('The Recipient must promptly tell the Discloser of any unauthorised disclosure.'),
    ],
  },
  {
    type: 'clause',
    id: 'exceptions',
    title: 'Exceptions',
    text: 'Clause {{clause:confidentiality}} does not apply to information that is public, or that the law or a stock exchange requires to be disclosed.',
  },
  {
    type: 'if',
    condition: { op: 'truthy', path: 'includeNonSolicit' },
    blocks: [
      {
        type: 'clause',
        id: 'nonSolicitation',
        title: 'Non-solicitation',
        text: 'During the Term and for {{nonSolicitMonths}} months after it, no party may solicit an employee of another party it dealt with for the Purpose.',
      },
    ],
  },
  {
    type: 'clause',
    id: 'term',
    title: 'Term',
    text: 'The obligations in clause {{clause:confidentiality}} survive the end of the Term.',
  },
  {
    type: 'clause',
    id: 'governingLaw',
    title: 'Governing law',
    text: 'This agreement is governed by the laws of {{governingLaw}}.',
  },
  { type: 'pageBreak' },
  { type: 'heading', level: 2, text: 'Signing page' },
  { type: 'paragraph', text: 'Executed as an agreement on {{today|date}}.' },
  {
    type: 'each',
    group: 'parties',
    as: 'party',
    blocks: [
      {
        type: 'signature',
        party: '{{party.name|upper}}',
        statement: 'Signed by {{party.name}} by its authorised signatory',
        signatory: '{{party.signatory}}',
        capacity: '{{party.role}}',
        signature: 'party.signature',
      },
    ],
  },
];

export const mutualNdaInput: TTemplateInput = {
  metadata: {
    id: 'mutual-nda',
    title: 'Mutual Non-Disclosure Agreement',
    category: 'template',
    description: 'Two or more businesses agree to keep each other’s information confidential.',
    popularity: 87,
    keywords: ['nda', 'confidentiality'],
    rights: { canDownload: true },
  },
  questionnaire,
  body,
};

export const mutualNda = ZTemplate.parse(mutualNdaInput);
