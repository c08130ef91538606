import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { readUserPreference, updateUserPreference } from '../account/index.js';
import {
  isNotificationKind,
  NOTIFICATION_KIND_INFO,
  NOTIFICATION_KINDS,
  type TKindMail,
  type TNotificationKind,
} from './kinds.js';
import { NOTIFICATION_MESSAGES } from './messages.js';

/**
 * The customer's choices live in the account's user preferences (SPEC §7 /profile/preferences)
 * under this setting: `{ [kind]: boolean }`, only the kinds they changed. A kind they never
 * touched follows its default, so a kind added later needs no migration.
 */
export const NOTIFICATION_EMAILS_SETTING = 'NOTIFICATION_EMAILS';

export type TEmailPreference = {
  kind: TNotificationKind;
  label: string;
  description: string;
  mail: TKindMail;
  email: boolean;
  /** Whether the customer may switch it; an 'always' kind is shown as always e-mailed. */
  choosable: boolean;
};

// The setting is also writable through POST /profile/preferences, so anything but a boolean
// there is read as "not chosen" rather than trusted.
function choiceOf(stored: Record<string, unknown> | null, kind: TNotificationKind) {
  const info = NOTIFICATION_KIND_INFO[kind];
  if (info.mail === 'always') return true;
  const value = stored?.[kind];
  return typeof value === 'boolean' ? value : info.emailByDefault;
}

/** Every kind with whether it comes by e-mail for this user, in the catalogue's order. */
export async function listEmailPreferences(
  deps: TDeps,
  options: { userId: string },
): Promise<TEmailPreference[]> {
  const stored = await readUserPreference(deps, {
    userId: options.userId,
    settingName: NOTIFICATION_EMAILS_SETTING,
  });
  return NOTIFICATION_KINDS.map((kind) => ({
    kind,
    ...NOTIFICATION_KIND_INFO[kind],
    email: choiceOf(stored, kind),
    choosable: NOTIFICATION_KIND_INFO[kind].mail !== 'always',
  }));
}

/**
 * Whether a notice of this kind should also reach the user by e-mail. An area that sends its
 * own mail for a kind marked 'area' asks this before sending.
 */
export async function notificationEmailWanted(
  deps: TDeps,
  options: { userId: string; kind: TNotificationKind },
): Promise<boolean> {
  const stored = await readUserPreference(deps, {
    userId: options.userId,
    settingName: NOTIFICATION_EMAILS_SETTING,
  });
  return choiceOf(stored, options.kind);
}

/** Switches one kind's e-mail on or off, read-modify-write under the preference's row lock. */
export async function setEmailPreference(
  deps: TDeps,
  options: { userId: string; kind: string; email: boolean },
): Promise<TEmailPreference> {
  const { kind } = options;
  if (!isNotificationKind(kind)) {
    const message = NOTIFICATION_MESSAGES.unknownKind(kind);
    throw new AppError('BAD_INPUT', message, { fields: { kind: message } });
  }
  const info = NOTIFICATION_KIND_INFO[kind];
  if (info.mail === 'always') {
    throw new AppError('CONFLICT', NOTIFICATION_MESSAGES.alwaysEmailed(info.label));
  }
  await updateUserPreference(deps, {
    userId: options.userId,
    settingName: NOTIFICATION_EMAILS_SETTING,
    update: (current) => ({ properties: { ...current, [kind]: options.email }, result: null }),
  });
  return { kind, ...info, email: options.email, choosable: true };
}
