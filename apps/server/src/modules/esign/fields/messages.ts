/**
 * What a sender is told about the fields they placed and the company execution they chose.
 * Each names the field (its number in the order sent, its kind and page) so the problem can
 * be found on the page.
 */
export const FIELD_MESSAGES = {
  tooManyFields: 'A document can carry at most 200 fields.',
  unknownType: (n: number) =>
    `Field ${n} has a type we do not know: use signature, initials, date, text, name or checkbox.`,
  notRecipient: (field: string, email: string) =>
    `The ${field} is assigned to ${email}, who is not among the recipients.`,
  viewerField: (field: string, name: string) =>
    `The ${field} is assigned to ${name}, who only receives a copy and fills in nothing.`,
  noSuchPage: (field: string, pages: number) =>
    `The ${field} is not on a page of the document, which has ${pages} ${pages === 1 ? 'page' : 'pages'}.`,
  outsidePage: (field: string) =>
    `The ${field} reaches outside the page: move or shrink it to sit within the page's edges.`,
  tooSmall: (field: string) =>
    `The ${field} is too small to fill in: make it at least 2% of the page wide and 1% high.`,
  noSignatureField: (name: string) =>
    `${name} has no signature field: place at least one for each person who signs.`,
  companyName: 'Enter the company’s name as registered (up to 200 characters).',
  companyAcn: 'Enter the company’s ACN: 9 digits, as on its ASIC register entry.',
  officerNotSigner: (company: string, email: string) =>
    `${email} signs for ${company} but is not a recipient who signs: add them with the role Signer.`,
  officerCount: (company: string, needed: number) =>
    `${company} is executed by ${needed === 1 ? 'one person' : 'two different people'} under section 127(1): choose ${needed === 1 ? 'its sole director and secretary' : 'both'} among the recipients.`,
  requiredField: (field: string) => `Fill in the required ${field}.`,
} as const;
