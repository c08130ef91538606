import { MESSAGES } from '@app/domain';
import { ApiError } from '../lib/api-client';

/*
 * Where the schema says less than the server does. Pothos declares fields nullable unless
 * told otherwise, and some fields are plain String where the domain has a closed set. The
 * api modules derive every record from its document and state only the difference here,
 * by field name: a field renamed or dropped on the server still fails the typecheck, and
 * each use names a field the server should declare non-null or as an enum.
 */

/** The record with the named fields the server always fills made non-null. */
export type TFilled<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };

/** The record with the named fields stated tighter (each must fit the wire's own type). */
export type TNarrowed<T, N extends { [K in keyof N]: K extends keyof T ? T[K] : never }> = Omit<
  T,
  keyof N
> &
  N;

/**
 * A root field the schema declares nullable that the server answers or refuses with an
 * error: null here is a broken answer, not an empty one.
 */
export function answered<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) {
    throw new ApiError(500, 'INTERNAL', MESSAGES.unexpected);
  }
  return value;
}
