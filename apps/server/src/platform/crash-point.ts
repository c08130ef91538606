import type { TConfig } from '../config.js';

// Named steps of a money operation where the crash tests have the process killed outright
// (CRASH_AT), as a power cut or an out-of-memory kill would. Inert unless configured, and
// configuration refuses it in production.

export type TCrashPoint = NonNullable<TConfig['CRASH_AT']>;

export function crashPoint(config: Pick<TConfig, 'CRASH_AT'>, point: TCrashPoint) {
  if (config.CRASH_AT === point) process.kill(process.pid, 'SIGKILL');
}
