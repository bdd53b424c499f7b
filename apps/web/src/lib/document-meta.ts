import { useEffect } from 'react';
import { useLocation } from 'react-router';

const SITE_NAME = 'Kaizen';
export const DEFAULT_TITLE = 'Kaizen: therapy, psychiatry and everyday mental-health care';
export const DEFAULT_DESCRIPTION =
  'Talk to a therapist or psychiatrist, book sessions and look after your mental health, at your own pace. Kaizen is care that meets you where you are.';

export interface PageMeta {
  title?: string;
  description?: string;
}

/** SPEC §2: the canonical URL always ends with a slash and carries no query. */
export function canonicalUrl(origin: string, pathname: string): string {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return `${origin}${path}`;
}

function upsert(
  doc: Document,
  selector: string,
  create: () => HTMLElement,
  attr: string,
  value: string,
) {
  let element = doc.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    doc.head.append(element);
  }
  element.setAttribute(attr, value);
}

function setMeta(doc: Document, key: 'name' | 'property', name: string, content: string) {
  upsert(
    doc,
    `meta[${key}="${name}"]`,
    () => {
      const meta = doc.createElement('meta');
      meta.setAttribute(key, name);
      return meta;
    },
    'content',
    content,
  );
}

/** The page's title and description as the document shows them (site name, defaults). */
export function documentTexts(meta: PageMeta): { title: string; description: string } {
  return {
    title: meta.title ? `${meta.title} | ${SITE_NAME}` : DEFAULT_TITLE,
    description: meta.description ?? DEFAULT_DESCRIPTION,
  };
}

/** The title and description in the title element and the description and social tags. */
export function applyDocumentTexts(doc: Document, title: string, description: string) {
  doc.title = title;
  setMeta(doc, 'name', 'description', description);
  setMeta(doc, 'property', 'og:title', title);
  setMeta(doc, 'property', 'og:description', description);
  setMeta(doc, 'name', 'twitter:title', title);
  setMeta(doc, 'name', 'twitter:description', description);
}

/** Title, description, canonical URL and social tags of the current page (SPEC §2). */
export function applyDocumentMeta(meta: PageMeta, pathname: string, doc: Document = document) {
  const { title, description } = documentTexts(meta);
  const url = canonicalUrl(doc.location?.origin ?? '', pathname);
  applyDocumentTexts(doc, title, description);
  setMeta(doc, 'property', 'og:url', url);
  upsert(
    doc,
    'link[rel="canonical"]',
    () => {
      const link = doc.createElement('link');
      link.rel = 'canonical';
      return link;
    },
    'href',
    url,
  );
}

type MetaSink = (meta: PageMeta) => void;
let prerenderSink: MetaSink | undefined;

/**
 * The build-time prerender (app/prerender.tsx) reads each page's meta while it renders, since
 * effects do not run there; the browser build drops this path (import.meta.env.SSR is false).
 */
export function collectDocumentMeta(sink: MetaSink | undefined) {
  prerenderSink = sink;
}

export function useDocumentMeta({ title, description }: PageMeta) {
  const { pathname } = useLocation();
  if (import.meta.env.SSR) prerenderSink?.({ title, description });
  useEffect(() => {
    applyDocumentMeta({ title, description }, pathname);
  }, [title, description, pathname]);
}
