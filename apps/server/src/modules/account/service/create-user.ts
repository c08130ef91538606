import { MESSAGES, type TTenant } from '@app/domain';
import { hashPassword } from '../../../platform/auth/password-hash.js';
import type { TDb, TTx } from '../../../platform/db/client.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { flakeId } from '../../../platform/ids.js';
import { users } from '../tables.js';
import { findUserByEmail } from './users.js';

export type TNewUser = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone?: string;
  postcode?: string;
  tenant: TTenant;
  isLawyer?: boolean;
  isAdmin?: boolean;
};

export type TUserRow = Omit<TNewUser, 'password'> & {
  passwordHash: string;
  emailVerifiedAt: Date | null;
  signUpPending: boolean;
};

/**
 * Inserts the user and answers its id, or null when the address is taken (the unique
 * index decides, so two sign-ups racing for one address cannot both win).
 */
export async function insertUser(
  db: TDb | TTx,
  row: TUserRow & { now: Date },
): Promise<string | null> {
  const id = flakeId(row.now.getTime());
  try {
    await db.insert(users).values({
      id,
      email: row.email,
      passwordHash: row.passwordHash,
      firstName: row.firstName,
      lastName: row.lastName,
      phone: row.phone ?? null,
      postcode: row.postcode ?? null,
      tenant: row.tenant,
      isLawyer: row.isLawyer ?? false,
      isAdmin: row.isAdmin ?? false,
      emailVerifiedAt: row.emailVerifiedAt,
      signUpPending: row.signUpPending,
      createdAt: row.now,
      updatedAt: row.now,
    });
  } catch (err) {
    if (pgCode(err) === '23505') return null;
    throw err;
  }
  return id;
}

const emailTaken = () =>
  new AppError('CONFLICT', MESSAGES.emailTaken, { fields: { email: MESSAGES.emailTaken } });

/** An account created by us rather than signed up for (the demo accounts): confirmed at once. */
export async function createUser(deps: TDeps, input: TNewUser): Promise<string> {
  const { db } = deps.database;
  if (await findUserByEmail(db, input.email)) throw emailTaken();
  const now = deps.clock.now();
  const id = await insertUser(db, {
    ...input,
    passwordHash: await hashPassword(input.password, deps.scryptCost),
    emailVerifiedAt: now,
    signUpPending: false,
    now,
  });
  if (!id) throw emailTaken();
  return id;
}

function pgCode(err: unknown): string | undefined {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.cause?.code ?? e.code;
}
