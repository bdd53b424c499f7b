import { OrgConsolePage } from '../../features/org-admin/pages/OrgConsolePage';

/** /org-admin: signed in (RequireAuth); the API decides who administers what (404 otherwise). */
export function OrgConsoleRoute() {
  return <OrgConsolePage />;
}
