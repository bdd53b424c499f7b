import type { ReactNode } from 'react';
import { useDocumentMeta } from '../../../lib/document-meta';

/** The frame of the terms and the privacy policy: a readable column with the date of the text. */
export function LegalPage({
  title,
  description,
  updated,
  children,
}: {
  title: string;
  description: string;
  updated: string;
  children: ReactNode;
}) {
  useDocumentMeta({ title, description });
  return (
    <article className="page legal" aria-labelledby="legal-title">
      <h1 id="legal-title" className="page__title">
        {title}
      </h1>
      <p className="legal__updated">Last updated {updated}</p>
      {children}
    </article>
  );
}
