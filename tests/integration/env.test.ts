import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '@/lib/env';

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
    expect(() => parseEnv({ STORAGE: 's3' })).toThrow("STORAGE: only 'local' is available in this version");
    expect(() => parseEnv({ PAGE_CACHE: 'no' })).toThrow("PAGE_CACHE: must be 'on' or 'off'");
  });
});
