import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('configuration', () => {
  it('has safe defaults', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cw-config-'));
    const c = loadConfig({ DATA_DIR: dir });
    expect(c.PORT).toBe(3000);
    expect(c.APP_URL).toBe('http://localhost:3000');
    expect(c.NODE_ENV).toBe('development');
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('generates the development session secret once and keeps it under the data folder', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cw-config-'));
    const a = loadConfig({ DATA_DIR: dir });
    const b = loadConfig({ DATA_DIR: dir });
    expect(a.SESSION_SECRET).toHaveLength(64);
    expect(b.SESSION_SECRET).toBe(a.SESSION_SECRET);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8')).toBe(a.SESSION_SECRET);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: must start with postgres://'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL: must start with smtp://'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL: must start with redis://'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ APP_URL: 'not a url' }, 'APP_URL'],
    [{ NODE_ENV: 'production' }, 'SESSION_SECRET: required in production'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET: must be at least 32 characters'],
    [{ BUSINESS_ABN: '18 123 456 788' }, 'BUSINESS_ABN: must be an 11-digit ABN'],
    [{ BUSINESS_ABN: '1812345678' }, 'BUSINESS_ABN: must be an 11-digit ABN'],
  ])('stops on %j naming the variable', (env, expected) => {
    expect(() => loadConfig({ DATA_DIR: tmpdir(), ...env })).toThrow(expected);
  });

  const s3 = {
    S3_BUCKET: 'clausewell-files',
    S3_REGION: 'ap-southeast-2',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'example-secret',
  };

  it('keeps files in the local folder unless a bucket is named, and reads the S3 set', () => {
    expect(loadConfig({ DATA_DIR: tmpdir() }).S3_BUCKET).toBeUndefined();
    const c = loadConfig({
      DATA_DIR: tmpdir(),
      ...s3,
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(c).toMatchObject({
      ...s3,
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: true,
    });
  });

  it.each([
    [{ ...s3, S3_REGION: '' }, 'S3_REGION: required when S3_BUCKET is set'],
    [
      { S3_BUCKET: 'clausewell-files' },
      'S3_REGION: required when S3_BUCKET is set\n  S3_ACCESS_KEY_ID: required when S3_BUCKET is set\n  S3_SECRET_ACCESS_KEY: required',
    ],
    [
      { ...s3, S3_BUCKET: undefined },
      'S3_BUCKET: required when S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY is set',
    ],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_BUCKET: required when S3_ENDPOINT is set'],
    [{ ...s3, S3_ENDPOINT: 'ftp://files' }, 'S3_ENDPOINT: must be an http:// or https:// address'],
    [{ ...s3, S3_BUCKET: 'My_Bucket' }, 'S3_BUCKET: must be a bucket name'],
    [{ ...s3, S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE'],
  ])('stops on an incomplete or bad S3 set %j', (env, expected) => {
    expect(() => loadConfig({ DATA_DIR: tmpdir(), ...env })).toThrow(expected);
  });
});
