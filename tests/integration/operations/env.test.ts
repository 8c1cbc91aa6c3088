import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '@/lib/server/env';

describe('environment', () => {
  it('has working defaults for a fresh machine', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: path.resolve('data'),
      DEMO_CONTENT: true,
      SITE_URL: 'http://localhost:3000',
      STORAGE: 'local',
      PAGE_CACHE: 'on',
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('reads the documented variables', () => {
    const env = parseEnv({ PORT: '8080', DEMO_CONTENT: 'false', SITE_URL: 'https://advocacia.example/' });
    expect(env).toMatchObject({ PORT: 8080, DEMO_CONTENT: false, SITE_URL: 'https://advocacia.example' });
    expect(parseEnv({ PAGE_CACHE: 'off' }).PAGE_CACHE).toBe('off');
  });

  it('names every bad value clearly', () => {
    const bad = { PORT: 'abc', DATABASE_URL: 'mysql://x', DEMO_CONTENT: 'maybe' };
    expect(() => parseEnv(bad)).toThrow(EnvError);
    expect(() => parseEnv(bad)).toThrow(
      [
        'Invalid environment configuration:',
        '  PORT: must be a port number (1-65535)',
        '  DATABASE_URL: must be a postgres:// or postgresql:// URL',
        '  DEMO_CONTENT: must be true or false',
      ].join('\n'),
    );
    expect(() => parseEnv({ PAGE_CACHE: 'no' })).toThrow("PAGE_CACHE: must be 'on' or 'off'");
    for (const workers of ['0', '2.5', 'many'])
      expect(() => parseEnv({ WEB_CONCURRENCY: workers })).toThrow(
        'WEB_CONCURRENCY: must be a number of web workers (1-64)',
      );
    expect(parseEnv({ WEB_CONCURRENCY: '3' }).WEB_CONCURRENCY).toBe(3);
  });

  it('takes S3 storage settings, requires them with STORAGE=s3 and names bad ones', () => {
    expect(() => parseEnv({ STORAGE: 'ftp' })).toThrow("  STORAGE: must be 'local' or 's3'");
    expect(() => parseEnv({ STORAGE: 's3', S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      [
        '  S3_BUCKET: is required with STORAGE=s3',
        '  S3_ACCESS_KEY_ID: is required with STORAGE=s3',
        '  S3_SECRET_ACCESS_KEY: is required with STORAGE=s3',
      ].join('\n'),
    );
    const settings = {
      STORAGE: 's3',
      S3_BUCKET: 'tribuna-uploads',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(parseEnv(settings)).toMatchObject({
      STORAGE: 's3',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: false,
    });
    expect(
      parseEnv({
        ...settings,
        S3_ENDPOINT: 'http://minio:9000',
        S3_REGION: 'sa-east-1',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PUBLIC_URL: 'https://cdn.escritorio.com.br/uploads/',
      }),
    ).toMatchObject({
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'sa-east-1',
      S3_FORCE_PATH_STYLE: true,
      S3_PUBLIC_URL: 'https://cdn.escritorio.com.br/uploads',
    });
    const bad = {
      ...settings,
      S3_ENDPOINT: 'minio:9000',
      S3_REGION: 'São Paulo',
      S3_BUCKET: 'Meu_Bucket',
      S3_FORCE_PATH_STYLE: 'sim',
      S3_PUBLIC_URL: 'ftp://cdn.example',
    };
    expect(() => parseEnv(bad)).toThrow(
      [
        '  S3_ENDPOINT: must be an http(s) URL',
        '  S3_REGION: must be a region name such as us-east-1',
        '  S3_BUCKET: must be a bucket name (3-63 lowercase letters, digits, dots and hyphens)',
        '  S3_FORCE_PATH_STYLE: must be true or false',
        '  S3_PUBLIC_URL: must be an http(s) URL',
      ].join('\n'),
    );
  });

  it('refuses an http SITE_URL in production unless ALLOW_INSECURE_SITE_URL, because cookies would not be Secure', () => {
    const production = { NODE_ENV: 'production', SITE_URL: 'http://advocacia.example' };
    expect(() => parseEnv(production)).toThrow(
      '  SITE_URL: must be https in production: over http the session cookies are not Secure',
    );
    expect(() => parseEnv(production)).toThrow('set ALLOW_INSECURE_SITE_URL=1 to run on http anyway');
    expect(parseEnv({ ...production, ALLOW_INSECURE_SITE_URL: '1' }).SITE_URL).toBe(
      'http://advocacia.example',
    );
    expect(() => parseEnv({ ...production, ALLOW_INSECURE_SITE_URL: 'talvez' })).toThrow(
      'ALLOW_INSECURE_SITE_URL: must be true or false',
    );
    // https, development and tests, and the build itself (which never serves anyone) are not concerned.
    expect(parseEnv({ ...production, SITE_URL: 'https://advocacia.example' }).SITE_URL).toBe(
      'https://advocacia.example',
    );
    expect(parseEnv({ ...production, NODE_ENV: 'development' }).SITE_URL).toBe('http://advocacia.example');
    expect(parseEnv({ ...production, NEXT_PHASE: 'phase-production-build' }).SITE_URL).toBe(
      'http://advocacia.example',
    );
    // Loopback never leaves the machine: npm start's default and the e2e and bench servers run there.
    for (const local of ['http://localhost:3000', 'http://127.0.0.1:3101', 'http://[::1]:8080']) {
      expect(parseEnv({ NODE_ENV: 'production', SITE_URL: local }).SITE_URL).toBe(local);
    }
    expect(parseEnv({ NODE_ENV: 'production' }).SITE_URL).toBe('http://localhost:3000');
    expect(() =>
      parseEnv({ NODE_ENV: 'production', SITE_URL: 'http://localhost.advocacia.example' }),
    ).toThrow('SITE_URL: must be https in production');
  });
});
