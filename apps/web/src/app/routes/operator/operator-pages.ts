// The operator console's pages, in navigation order. A feature's page joins the console with one
// entry here and one child route under /operator in app/router.tsx (docs/ARCHITECTURE.md,
// "Operator console"); the shell imports no feature.

export const OPERATOR_BASE = '/operator';

interface OperatorPage {
  /** Below /operator, e.g. 'flags' → /operator/flags. */
  path: string;
  label: string;
}

export const OPERATOR_PAGES: readonly OperatorPage[] = [
  { path: 'flags', label: 'Flags' },
  { path: 'experiments', label: 'Experiments' },
  { path: 'analytics', label: 'Analytics' },
  { path: 'errors', label: 'Errors' },
];

export const operatorPagePath = (page: OperatorPage): string => `${OPERATOR_BASE}/${page.path}`;
