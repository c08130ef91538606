import pino from 'pino';

export type TLogger = pino.Logger;

export function createLogger(level: string): TLogger {
  return pino({
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
  });
}
