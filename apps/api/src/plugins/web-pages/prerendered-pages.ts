import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { splitTemplate, type PageTemplate } from './rendered-pages';
import { appContentSecurityPolicyWithStyles, type CspDirectives } from '../security';

/** Where the web build lists its prerendered pages (apps/web/build/prerender-plugin.ts). */
const PRERENDERED_MANIFEST = 'prerendered/pages.json';

interface PrerenderedPage {
  /** Route path of the web app; `:name` matches one segment. */
  route: string;
  /** File under the dist folder. */
  file: string;
  /** The app's policy plus the hashes of the page's inline `<style>` (critical CSS). */
  contentSecurityPolicy: string;
  /** A page rendered per request (plugins/web-pages/rendered-pages.ts): the file is its template. */
  template?: PageTemplate;
  /** The page with the analytics consent banner, for a visitor who has not answered. */
  withConsent?: { file: string; contentSecurityPolicy: string };
}

const STYLE_BLOCK = /<style[^>]*>([\s\S]*?)<\/style>/g;

const cspHash = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

const routePattern = (route: string) =>
  new RegExp(
    `^${route
      .replace(/\/+$/, '')
      .split('/')
      .map((segment) =>
        segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/')}/?$`,
  );

/**
 * Reads the build's prerendered pages once at start-up, each with its Content-Security-Policy
 * header precomputed (the hashes of its inline critical CSS). Returns the lookup of a request path (no query) to its
 * page, or undefined for a build without prerendered pages.
 */
export function loadPrerenderedPages(
  root: string,
  policy: CspDirectives,
): ((pathname: string) => PrerenderedPage | undefined) | undefined {
  const manifest = path.join(root, PRERENDERED_MANIFEST);
  if (!fs.existsSync(manifest)) return undefined;
  const entries = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {
    route: string;
    file: string;
    perRequest?: boolean;
    consentFile?: string;
  }[];
  const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
  const policyOf = (html: string) =>
    appContentSecurityPolicyWithStyles(
      [...html.matchAll(STYLE_BLOCK)].map((match) => cspHash(match[1] ?? '')),
      policy,
    );
  const pages = entries.map((entry) => {
    const html = read(entry.file);
    const template = entry.perRequest ? splitTemplate(html) : undefined;
    const consentFile = entry.consentFile;
    return {
      route: entry.route,
      file: entry.file,
      ...(template ? { template } : {}),
      ...(consentFile
        ? { withConsent: { file: consentFile, contentSecurityPolicy: policyOf(read(consentFile)) } }
        : {}),
      contentSecurityPolicy: policyOf(html),
      pattern: routePattern(entry.route),
    };
  });
  return (pathname) => pages.find((page) => page.pattern.test(pathname));
}
