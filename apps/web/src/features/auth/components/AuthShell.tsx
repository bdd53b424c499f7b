import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { HillsArt } from '../../../components/HillsArt';
import { LeafIcon, ShieldIcon, UserIcon } from '../../../components/icons';
import { Logo } from '../../../components/Logo';
import { useDocumentMeta } from '../../../lib/document-meta';

const OrganisationBrand = lazy(async () => ({
  default: (await import('../../../entities/branding/OrganisationBrand')).OrganisationBrand,
}));

/**
 * Only a host with a named subdomain (acme.localhost, acme.example.org) can be an organisation's;
 * the brand's chunk applies the full rule (contracts tenantSubdomain) and fetches the branding.
 * Kaizen's own address and IP addresses load nothing more: this frame is part of the log-in
 * screen's JavaScript budget. Decided after mounting, as the prerendered page was.
 */
function useNamedSubdomain(): boolean {
  const [named, setNamed] = useState(false);
  useEffect(() => setNamed(/\.[a-z]/i.test(window.location.hostname)), []);
  return named;
}

const PROMISES = [
  { icon: <UserIcon />, text: 'Qualified therapists and psychiatrists' },
  { icon: <ShieldIcon />, text: 'Private and confidential, always' },
  { icon: <LeafIcon />, text: 'Care at your pace, from anywhere' },
];

const Promises = () => (
  <ul className="auth__promises">
    {PROMISES.map((promise) => (
      <li key={promise.text}>
        {promise.icon}
        <span>{promise.text}</span>
      </li>
    ))}
  </ul>
);

/** The frame of every auth screen: a calm brand panel (wide screens) and the form card. */
export function AuthShell({
  title,
  intro,
  metaTitle,
  metaDescription,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  metaTitle: string;
  metaDescription?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  useDocumentMeta({ title: metaTitle, description: metaDescription });
  const branded = useNamedSubdomain();
  return (
    <div className="auth">
      <aside className="auth__aside" aria-label="About Kaizen">
        <Link to="/" className="auth__aside-logo">
          <Logo />
        </Link>
        <HillsArt className="auth__art" />
        <div className="auth__aside-body">
          <p className="auth__quote">Small steps, every day.</p>
          <p className="auth__lede">
            Talk to someone who understands, at a time that suits you. Kaizen is care that meets you
            where you are.
          </p>
          <Promises />
        </div>
      </aside>
      <main id="main-content" className="auth__main" tabIndex={-1}>
        <Link to="/" className="auth__logo">
          <Logo />
        </Link>
        <div className="auth__card">
          {branded && (
            <Suspense fallback={null}>
              <OrganisationBrand variant="auth" />
            </Suspense>
          )}
          <h1 className="auth__title">{title}</h1>
          {intro && <p className="auth__intro">{intro}</p>}
          {children}
        </div>
        {footer && <div className="auth__footer">{footer}</div>}
        <div className="auth__mobile-promises">
          <Promises />
        </div>
      </main>
    </div>
  );
}
