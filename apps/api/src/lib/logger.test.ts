import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { REDACTED, loggerOptions, redactLogFields } from './logger';

/** A pino logger built from the API's options, writing JSON lines into memory. */
function memoryLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      callback();
    },
  });
  const logger = pino(loggerOptions({ LOG_LEVEL: 'info' }), stream);
  return { logger, lines, text: () => JSON.stringify(lines) };
}

const secrets = {
  password: 'Sup3r-secret!',
  email: 'priya.sharma@example.com',
  mobile: '9876543210',
  token: 'tok-abcdef0123456789',
};

describe('log redaction (secrets and personal data never reach the logs)', () => {
  it('censors token headers of a request', () => {
    const { logger, lines, text } = memoryLogger();
    logger.info({
      request: {
        headers: {
          'access-token': secrets.token,
          uid: secrets.email,
          authorization: `Bearer ${secrets.token}`,
          'jwt-token': secrets.token,
          'secondary-profile-access-token': secrets.token,
          client: 'device-1',
        },
      },
    });
    const headers = (lines[0]?.request as { headers: Record<string, string> }).headers;
    expect(headers).toEqual({
      'access-token': REDACTED,
      uid: REDACTED,
      authorization: REDACTED,
      'jwt-token': REDACTED,
      'secondary-profile-access-token': REDACTED,
      client: 'device-1',
    });
    expect(text()).not.toContain(secrets.token);
  });

  it('censors passwords, tokens, emails and phone numbers at any depth up to four levels', () => {
    const { logger, lines, text } = memoryLogger();
    logger.info({ ...secrets, kept: 'visible' });
    logger.info({ body: secrets });
    logger.info({ user: { profile: secrets } });
    logger.info({ batch: { users: { first: secrets } } });
    logger.info({ list: [secrets, { phone: secrets.mobile, reset_password_token: 'r' }] });

    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatchObject({ password: REDACTED, email: REDACTED, kept: 'visible' });
    expect(lines[1]?.body).toEqual({
      password: REDACTED,
      email: REDACTED,
      mobile: REDACTED,
      token: REDACTED,
    });
    for (const value of Object.values(secrets)) expect(text()).not.toContain(value);
  });

  it('keeps query strings out of logged request URLs', () => {
    const { logger, lines } = memoryLogger();
    logger.info({ req: { method: 'GET', url: `/?app_token=${secrets.token}`, id: 'req-1' } });
    expect(lines[0]?.req).toEqual({ method: 'GET', url: '/', id: 'req-1' });
  });

  it('drops query parameters and PostgreSQL details of a failed query from logged errors', () => {
    const { logger, text } = memoryLogger();
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: `Key (email)=(${secrets.email}) already exists.`,
    });
    const error = new DrizzleQueryError(
      'insert into users (email, password_hash) values ($1, $2)',
      [secrets.email, secrets.password],
      cause,
    );
    logger.error({ err: error }, 'unhandled error');
    expect(text()).toContain('Failed query: insert into users');
    expect(text()).toContain('duplicate key value');
    expect(text()).not.toContain(secrets.email);
    expect(text()).not.toContain(secrets.password);
  });
});

describe('redactLogFields', () => {
  it('returns the same object, copying nothing, when no field is sensitive', () => {
    const fields = { res: { statusCode: 200 }, responseTime: 1.5, list: [{ id: 1 }] };
    expect(redactLogFields(fields)).toBe(fields);
  });

  it('copies only along a censored path and never changes the object the caller logged', () => {
    const kept = { id: 7 };
    const fields = { kept, body: { nested: { password: 'p' } } };
    const logged = redactLogFields(fields);
    expect(logged).toEqual({ kept, body: { nested: { password: REDACTED } } });
    expect(logged.kept).toBe(kept);
    expect(fields.body.nested.password).toBe('p');
  });

  it('leaves req, res and err to their serializers (a request object is never walked)', () => {
    const req = { headers: { 'access-token': 'kept-for-the-serializer' } };
    expect(redactLogFields({ req }).req).toBe(req);
  });
});
