import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { selectHideBackBtn } from '../../features/app-config/slice';
import { selectUser } from '../../features/auth/slice';
import { useSelectedMember } from '../../features/profile/selected-member';
import { useHydrated } from '../../lib/hooks/use-hydrated';
import { useAppSelector } from '../store';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

// The consent check loads after the frame, with its own chunk: a signed-out visitor never needs it.
const ConsentGate = lazy(async () => ({ default: (await import('./ConsentGate')).ConsentGate }));
// The member banner's code (relationship words with the profile schemas, analytics) loads only
// while a member is selected: the directory pages then hydrate without Zod (issue 14).
const SelectedMemberBanner = lazy(async () => ({
  default: (await import('../../features/profile/components/SelectedMemberBanner'))
    .SelectedMemberBanner,
}));

/**
 * The frame of the signed-in screens and of the not-found page. SPEC §2 hideBackBtn: a native
 * shell that has its own back button asks to hide ours; every in-page back link carries the
 * `back-link` class, which this frame hides then (styles/layout.css).
 */
export function AppLayout() {
  const user = useAppSelector(selectUser);
  // A server-rendered page never hides the link; hydration keeps the server's attributes, so the
  // class follows the start parameter only once React owns the page.
  const hideBackAsked = useAppSelector(selectHideBackBtn);
  const hideBack = useHydrated() && hideBackAsked;
  const member = useSelectedMember();
  return (
    <div className={hideBack ? 'app-shell app-shell--no-back' : 'app-shell'}>
      <SiteHeader user={user} />
      <main id="main-content" className="app-main" tabIndex={-1}>
        {user && member && (
          <Suspense fallback={null}>
            <SelectedMemberBanner member={member} />
          </Suspense>
        )}
        <Outlet />
      </main>
      <SiteFooter />
      {user && (
        <Suspense fallback={null}>
          <ConsentGate />
        </Suspense>
      )}
    </div>
  );
}
