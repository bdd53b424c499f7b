import path from 'node:path';
import { DEFAULT_RECEIPT_SAC, GSTIN_PATTERN } from '@kaizen/contracts';
import { z } from 'zod';
import { repoRoot } from './lib/paths';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

/**
 * Every environment variable the API reads, with its default. README.md lists the same table;
 * keep them in step. A bad value stops start-up with a message naming the variable.
 */
const environmentVariables = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: `http://localhost:{PORT}`, so links work on whatever port a single machine uses. */
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  /** How long a request waits for a database connection before it is answered 503. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  /** Start-up: how many times to try the database server before giving up (exit 1). */
  DATABASE_STARTUP_TRIES: z.coerce.number().int().min(1).default(10),
  /** Start-up: the first pause between tries; each next pause doubles, up to the maximum. */
  DATABASE_STARTUP_BACKOFF_MS: z.coerce.number().int().min(10).default(500),
  DATABASE_STARTUP_BACKOFF_MAX_MS: z.coerce.number().int().min(10).default(10_000),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// connection string')
    .optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CORS_ORIGINS: commaList.default([]),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  /** A request (headers and body) must arrive whole within this; slower senders get 408. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  /** Headers must arrive within this (slow-header attacks). */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).default(15_000),
  /** An idle keep-alive connection or a stalled socket is closed after this. */
  CONNECTION_IDLE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
  /** Open connections per API instance; more are refused until some close. */
  MAX_CONNECTIONS: z.coerce.number().int().min(1).default(1_000),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(30),
  AUTH_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  // Per-account limits (modules/account-guard; README "Security and operations").
  SIGN_IN_SLOW_AFTER: z.coerce.number().int().min(1).default(3),
  SIGN_IN_LOCK_AFTER: z.coerce.number().int().min(2).default(10),
  SIGN_IN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  RESET_EMAILS_PER_HOUR: z.coerce.number().int().min(1).default(3),
  PROFILE_CHANGES_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** Sign-up codes (or, for a taken address, notices) sent to one email address per hour. */
  VERIFICATION_CODES_PER_HOUR: z.coerce.number().int().min(1).default(5),
  TRUST_PROXY: booleanFlag.default(false),
  WEB_DIST_DIR: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  SEED_DEMO_DATA: booleanFlag.default(true),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Kaizen <no-reply@kaizen.local>'),
  /**
   * Print outgoing emails and texts (sign-up codes, links) on the server's output and mark them
   * sent. Default: on for a local run (no SMTP_URL and the embedded database), so that
   * `npm start` works without a mail server; off otherwise.
   */
  OUTBOX_CONSOLE: booleanFlag.optional(),
  /** Where sign-in and verification texts go: kept in the outbox, or sent through MSG91. */
  SMS_PROVIDER: z.enum(['outbox', 'msg91']).default('outbox'),
  /** MSG91's auth key (sent as the `authkey` header only; never logged). */
  MSG91_AUTH_KEY: z.string().min(1).optional(),
  /** The MSG91 template made with the DLT template id; its one variable is ##otp##. */
  MSG91_TEMPLATE_ID: z.string().min(1).optional(),
  /** The DLT-registered sender id, when the template does not name one. */
  MSG91_SENDER: z
    .string()
    .regex(/^[A-Z0-9]{6}$/, 'must be a six-character sender id')
    .optional(),
  MSG91_BASE_URL: z.url().optional(),
  ADMIN_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  PAYMENT_GATEWAY: z.enum(['test', 'razorpay']).default('test'),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Who issues receipts and invoices (issue 11): printed on every receipt as it is issued. */
  RECEIPT_SELLER_NAME: z.string().trim().min(1).max(100).default('Kaizen'),
  RECEIPT_SELLER_ADDRESS: z.string().trim().min(1).max(200).optional(),
  /** With a GSTIN, receipts are tax invoices and credit notes. */
  RECEIPT_GSTIN: z
    .string()
    .regex(GSTIN_PATTERN, 'must be a 15-character GSTIN such as 29ABCDE1234F1Z5')
    .optional(),
  RECEIPT_SAC: z
    .string()
    .regex(/^[0-9]{4,6}$/, 'must be a 4- to 6-digit SAC code')
    .default(DEFAULT_RECEIPT_SAC),
  /** GST included in prices, in percent; 0 (the default) prints "exempt (health care services)". */
  RECEIPT_GST_RATE_PERCENT: z.coerce.number().min(0).max(28).default(0),
  /** Where the web sends people to join a video session; the API serves it at /session. */
  SESSION_HOST_URL: z.url().optional(),
  VIDEO_PROVIDER_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+(:\d+)?$/i, 'must be a host name such as meet.jit.si')
    .default('meet.jit.si'),
  /** Crisis numbers on the safety screen when an organisation has none of its own. */
  CRISIS_HELPLINE_LABEL: z.string().min(1).default('Tele-MANAS'),
  CRISIS_HELPLINE_NUMBER: z
    .string()
    .regex(/^\+?[0-9 -]{3,20}$/)
    .default('14416'),
  EMERGENCY_LABEL: z.string().min(1).default('Emergency'),
  EMERGENCY_NUMBER: z
    .string()
    .regex(/^\+?[0-9 -]{3,20}$/)
    .default('112'),
  /** Risk alerts nobody acknowledged for this long are escalated. */
  RISK_ALERT_ESCALATION_MINUTES: z.coerce.number().int().min(1).default(30),
  /** Who hears of escalated risk alerts, and of alerts for a patient with no care team yet. */
  RISK_ALERT_ESCALATION_EMAIL: z.email().optional(),
  /**
   * Test harness only: lets a caller with ADMIN_TOKEN move the API's clock (PUT /api/test/clock),
   * so end-to-end tests can reach join windows and policy deadlines. Never on a real server.
   */
  TEST_CLOCK_CONTROL: booleanFlag.default(false),
  /**
   * Google sign-in and one-tap (issue 15): off without a client id (nothing Google-related is
   * shown and nothing is sent to Google). The other three are Google's own addresses by default;
   * tests point them at a local stand-in.
   */
  GOOGLE_CLIENT_ID: z.string().trim().min(8).max(300).optional(),
  /** Google's signing keys, for the RS256 signatures of ID tokens. */
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  /** Accepted `iss` values of ID tokens. */
  GOOGLE_ISSUERS: commaList.default(['https://accounts.google.com', 'accounts.google.com']),
  /** Google's sign-in script, loaded by the web app (its origin is added to the CSP). */
  GOOGLE_SCRIPT_URL: z.url().default('https://accounts.google.com/gsi/client'),
  /** Coupon codes a person may try per hour (booking checks and bookings that carry one). */
  COUPON_ATTEMPTS_PER_HOUR: z.coerce.number().int().min(1).default(30),
  /**
   * Analytics (issue 15): email domains of the operator's own people, whose events are not
   * stored (SPEC §4, §6 "Internal-company-domain users are excluded from analytics").
   */
  ANALYTICS_EXCLUDED_EMAIL_DOMAINS: commaList.default(['kaizen.health']),
  /** An external product-analytics endpoint (Mixpanel /track shape); unset: nothing leaves. */
  ANALYTICS_FORWARD_URL: z.url().optional(),
  /** The receiving project's token, sent as properties.token with every forwarded event. */
  ANALYTICS_FORWARD_TOKEN: z.string().min(1).max(200).optional(),
  /**
   * An OpenTelemetry collector (OTLP/HTTP): the API's request spans and the web app's spans go
   * to `{endpoint}/v1/traces`. Unset: no span is made and the web app traces nothing.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  /** The share of people's apps that send traces (SPEC §9: they ask again every 24 h). */
  OTEL_WEB_SAMPLE_RATIO: z.coerce.number().min(0).max(1).default(1),
  /**
   * A Sentry-style DSN (`https://{32-hex key}@{host}/{project}`): error reports are also sent
   * there as Sentry envelopes. Unset: they stay in Kaizen's database only.
   */
  SENTRY_DSN: z
    .string()
    .regex(
      /^https?:\/\/[0-9a-f]{32}(:[^@/]*)?@[^/@]+\/([^?#]+\/)?\d+\/?$/i,
      'must be a DSN such as https://0123456789abcdef0123456789abcdef@errors.example.com/1',
    )
    .optional(),
  /** SPEC §5: the largest document a person may upload, in MB (1 MB = 1,000,000 bytes). */
  UPLOAD_LIMIT_MB: z.coerce.number().int().min(1).max(1000).default(100),
  /** Where document bytes are kept: DATA_DIR/documents, or an S3-compatible bucket. */
  DOCUMENT_STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
});

const s3Variables = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

const razorpayVariables = [
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
] as const;

/** The environment parsed, with the rules that tie variables together and derived defaults. */
const configSchema = environmentVariables
  .superRefine((config, context) => {
    if (config.TEST_CLOCK_CONTROL && !config.ADMIN_TOKEN) {
      context.addIssue({
        code: 'custom',
        path: ['TEST_CLOCK_CONTROL'],
        message: 'needs ADMIN_TOKEN (the clock route is guarded by it)',
      });
    }
    if (config.DOCUMENT_STORAGE === 's3') {
      for (const name of s3Variables) {
        if (!config[name]) {
          context.addIssue({
            code: 'custom',
            path: [name],
            message: 'is required when DOCUMENT_STORAGE=s3',
          });
        }
      }
    }
    if (config.SMS_PROVIDER === 'msg91') {
      for (const name of ['MSG91_AUTH_KEY', 'MSG91_TEMPLATE_ID'] as const) {
        if (!config[name]) {
          context.addIssue({
            code: 'custom',
            path: [name],
            message: 'is required when SMS_PROVIDER=msg91',
          });
        }
      }
    }
    if (config.PAYMENT_GATEWAY !== 'razorpay') return;
    for (const name of razorpayVariables) {
      if (!config[name]) {
        context.addIssue({
          code: 'custom',
          path: [name],
          message: 'is required when PAYMENT_GATEWAY=razorpay',
        });
      }
    }
  })
  .transform((config) => {
    const publicUrl = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
    return {
      ...config,
      PUBLIC_URL: publicUrl,
      OUTBOX_CONSOLE: config.OUTBOX_CONSOLE ?? (!config.SMTP_URL && !config.DATABASE_URL),
      SESSION_HOST_URL: (
        config.SESSION_HOST_URL ?? `${publicUrl.replace(/\/+$/, '')}/session`
      ).replace(/\/+$/, ''),
    };
  });

export type Config = z.output<typeof configSchema>;

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "unset" so that `FOO= npm start` falls back to the default.
  const defined = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = configSchema.safeParse(defined);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
