import { MESSAGES, type TTenant } from '@app/domain';
import { hashPassword } from '../../../platform/auth/password-hash.js';
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

const emailTaken = () =>
  new AppError('CONFLICT', MESSAGES.emailTaken, { fields: { email: MESSAGES.emailTaken } });

export async function createUser(deps: TDeps, input: TNewUser): Promise<string> {
  const { db } = deps.database;
  if (await findUserByEmail(db, input.email)) throw emailTaken();
  const now = deps.clock.now();
  const id = flakeId(now.getTime());
  const passwordHash = await hashPassword(input.password, deps.scryptCost);
  try {
    await db.insert(users).values({
      id,
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone ?? null,
      postcode: input.postcode ?? null,
      tenant: input.tenant,
      isLawyer: input.isLawyer ?? false,
      isAdmin: input.isAdmin ?? false,
      createdAt: now,
      updatedAt: now,
    });
  } catch (err) {
    // Two sign-ups racing for one address: the unique index decides.
    if (pgCode(err) === '23505') throw emailTaken();
    throw err;
  }
  return id;
}

function pgCode(err: unknown): string | undefined {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.cause?.code ?? e.code;
}
