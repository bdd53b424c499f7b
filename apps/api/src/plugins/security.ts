import {
  APP_TOKEN_HEADER,
  COMPANY_PROFILE_NAME_HEADER,
  COMPANY_PROFILE_UUID_HEADER,
  FBC_HEADER,
  FBP_HEADER,
  PLATFORM_HEADER,
  REQUEST_ID_HEADER,
  SECONDARY_PROFILE_TOKEN_HEADER,
  SESSION_HEADERS,
} from '@kaizen/contracts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
// Only its route option's type: the headers are set by registerSecurity below.
import type {} from '@fastify/helmet';
import helmet, { type HelmetOptions } from 'helmet';
import { API_DOCS_PREFIX } from './openapi';

const self = "'self'";
const none = "'none'";

/**
 * The web app's Content-Security-Policy: everything from our own origin, no inline scripts or
 * styles, no plugins, no framing. Vite emits scripts and styles as files, so nothing inline is
 * needed; React's `style` props are set through the DOM and are not affected.
 */
export const appContentSecurityPolicy = {
  'default-src': [self],
  'script-src': [self],
  'script-src-attr': [none],
  'style-src': [self],
  'img-src': [self, 'data:'],
  'font-src': [self],
  'connect-src': [self],
  'manifest-src': [self],
  'worker-src': [self],
  'frame-ancestors': [none],
  'object-src': [none],
  'base-uri': [self],
  'form-action': [self],
};

export type CspDirectives = Record<string, string[]>;

/**
 * The app's policy on this deployment. With Google sign-in on (GOOGLE_CLIENT_ID, issue 15), the
 * origin of Google's script may also serve scripts, styles, frames and calls, as Google documents
 * for its sign-in script; without it nothing of Google is allowed.
 */
export function appContentSecurityPolicyFor(config: {
  GOOGLE_CLIENT_ID?: string | undefined;
  GOOGLE_SCRIPT_URL: string;
}): CspDirectives {
  if (!config.GOOGLE_CLIENT_ID) return appContentSecurityPolicy;
  const google = new URL(config.GOOGLE_SCRIPT_URL).origin;
  return {
    ...appContentSecurityPolicy,
    'script-src': [self, google],
    'style-src': [self, google],
    'connect-src': [self, google],
    'frame-src': [google],
  };
}

/**
 * The app's policy as a header value, allowing in addition the inline `<style>` blocks with these
 * hashes (the critical CSS of a prerendered page; each page's own hashes, never 'unsafe-inline').
 */
export function appContentSecurityPolicyWithStyles(
  styleHashes: readonly string[],
  policy: CspDirectives = appContentSecurityPolicy,
): string {
  return Object.entries({
    ...policy,
    'style-src': [...(policy['style-src'] ?? []), ...styleHashes],
  })
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join(';');
}

/** Swagger UI sets inline styles in its markup; only the docs pages get this relaxation. */
const docsContentSecurityPolicy = {
  ...appContentSecurityPolicy,
  'style-src': [self, "'unsafe-inline'"],
};

/** Headers a browser client sends (SPEC §7) and the ones it must read on a cross-origin answer. */
const tokenHeaders = [...SESSION_HEADERS, SECONDARY_PROFILE_TOKEN_HEADER];
const requestHeaders = [
  'content-type',
  'accept',
  ...tokenHeaders,
  PLATFORM_HEADER,
  COMPANY_PROFILE_UUID_HEADER,
  COMPANY_PROFILE_NAME_HEADER,
  APP_TOKEN_HEADER,
  REQUEST_ID_HEADER,
  FBP_HEADER,
  FBC_HEADER,
];

const helmetOptions = (directives: CspDirectives, allowPopups: boolean): HelmetOptions => ({
  contentSecurityPolicy: { useDefaults: false, directives },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  // Addresses can carry one-time tokens (?app_token=, reset links): never leak them onward.
  referrerPolicy: { policy: 'no-referrer' },
  // With Google sign-in on, its popup must be able to answer its opener (Google documents this).
  crossOriginOpenerPolicy: { policy: allowPopups ? 'same-origin-allow-popups' : 'same-origin' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  xFrameOptions: { action: 'deny' },
});

/**
 * The headers helmet would set, computed once: they never depend on the request, so every
 * response gets the same object instead of a dozen header writes through helmet's middleware.
 */
function precomputedSecurityHeaders(
  directives: CspDirectives,
  allowPopups = false,
): Record<string, string> {
  const headers: Record<string, string> = {
    'permissions-policy': 'camera=(), microphone=(), geolocation=(self)',
  };
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions(directives, allowPopups))(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    () => {},
  );
  return headers;
}

/**
 * Security headers and CORS. Register first so that every route, the static web app and error
 * answers all carry the headers. CORS answers only origins in CORS_ORIGINS; with none the API is
 * same-origin only. No cookies are used (tokens travel in headers), so credentials stay off.
 */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const appHeaders = precomputedSecurityHeaders(
    appContentSecurityPolicyFor(app.config),
    app.config.GOOGLE_CLIENT_ID !== undefined,
  );
  const docsHeaders = precomputedSecurityHeaders(docsContentSecurityPolicy);
  // A route may widen the policy (`helmet: { contentSecurityPolicy: { directives } }`, the
  // option of @fastify/helmet, kept for its routes): its headers are computed when it registers.
  const routeHeaders = new Map<string, Record<string, string>>();
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(API_DOCS_PREFIX)) {
      routeHeaders.set(route.url, docsHeaders);
      return;
    }
    const policy = route.helmet ? route.helmet.contentSecurityPolicy : undefined;
    if (policy && typeof policy === 'object' && policy.directives) {
      const directives = policy.directives as CspDirectives;
      routeHeaders.set(route.url, precomputedSecurityHeaders(directives));
    }
  });
  app.addHook('onRequest', (request, reply, done) => {
    const route = request.routeOptions.url;
    reply.headers((route !== undefined && routeHeaders.get(route)) || appHeaders);
    done();
  });

  const origins = app.config.CORS_ORIGINS;
  await app.register(cors, {
    origin: origins.length > 0 ? origins : false,
    credentials: false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: requestHeaders,
    exposedHeaders: [...tokenHeaders, REQUEST_ID_HEADER, 'retry-after'],
    maxAge: 600,
  });
}
