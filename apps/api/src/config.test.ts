import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has a working default for everything on a single machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'production',
      PORT: 3000,
      CORS_ORIGINS: [],
      BODY_LIMIT_BYTES: 1_048_576,
      TRUST_PROXY: false,
      SEED_DEMO_DATA: true,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.ADMIN_TOKEN).toBeUndefined();
  });

  it('points PUBLIC_URL and the session host at the port in use unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({
      PUBLIC_URL: 'http://localhost:3000',
      SESSION_HOST_URL: 'http://localhost:3000/session',
    });
    expect(loadConfig({ PORT: '4101' })).toMatchObject({
      PUBLIC_URL: 'http://localhost:4101',
      SESSION_HOST_URL: 'http://localhost:4101/session',
    });
    expect(loadConfig({ PORT: '4101', PUBLIC_URL: 'https://care.example.org' })).toMatchObject({
      PUBLIC_URL: 'https://care.example.org',
      SESSION_HOST_URL: 'https://care.example.org/session',
    });
  });

  it('parses numbers, flags and lists', () => {
    const config = loadConfig({
      PORT: '8080',
      TRUST_PROXY: '1',
      CORS_ORIGINS: 'https://a.example, https://b.example,',
      DATABASE_URL: 'postgresql://kaizen@db:5432/kaizen',
    });
    expect(config.PORT).toBe(8080);
    expect(config.TRUST_PROXY).toBe(true);
    expect(config.CORS_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
    expect(config.DATABASE_URL).toBe('postgresql://kaizen@db:5432/kaizen');
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ PORT: 3000 });
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['REDIS_URL', 'http://cache'],
    ['AUTH_SECRET', 'short'],
    ['ADMIN_TOKEN', 'short'],
    ['TRUST_PROXY', 'yes'],
    ['LOG_LEVEL', 'loud'],
    ['BODY_LIMIT_BYTES', '-1'],
    ['REQUEST_TIMEOUT_MS', '10'],
    ['MAX_CONNECTIONS', '0'],
    ['DATABASE_STARTUP_TRIES', '0'],
    ['DATABASE_CONNECT_TIMEOUT_MS', 'soon'],
    ['SMTP_URL', 'mail.example'],
  ])('refuses %s=%s with a ConfigError naming the variable', (name, value) => {
    let thrown: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as ConfigError).message).toMatch(new RegExp(`^\\s+${name}: .+`, 'm'));
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT: .*\n.*DATABASE_URL: must be a postgres:\/\/ connection string/,
    );
  });
});
