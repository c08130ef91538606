/** What the notification centre's refusals say. */
export const NOTIFICATION_MESSAGES = {
  unknownKind: (kind: string) => `There are no notifications of the kind “${kind}”.`,
  alwaysEmailed: (label: string) =>
    `${label} always come by e-mail: the mail itself carries what you need.`,
} as const;
