/** What customers are told about their own templates, in the product's words. */
export const TEMPLATE_MESSAGES = {
  nameRequired: 'Give the template a name.',
  nameTooLong: 'A template name must be 120 characters or fewer.',
  nameTaken: (name: string) => `You already have a template called “${name}”. Choose another name.`,
  templateNotFound: 'That template does not exist.',
  entryNotFound: 'That entry does not exist in this template’s history.',
  libraryTemplateGone:
    'The library document this template was made from is no longer offered, so no new document can be made from it.',
  tooMany: (limit: number) =>
    `You have ${limit} templates, the most you can keep. Delete one you no longer use first.`,
} as const;

/** Names are 1 to 120 characters once trimmed (the same rule on screen and on the server). */
export const TEMPLATE_NAME_MAX = 120;
