import { useState } from 'react';
import { NavLink, Outlet } from 'react-router';
import { Button } from '../../../components/Button';
import { Logo } from '../../../components/Logo';
import { useDocumentMeta } from '../../../lib/document-meta';
import {
  clearOperatorToken,
  readOperatorToken,
  saveOperatorToken,
} from '../../../lib/operator-token';
import { OperatorTokenForm } from './OperatorTokenForm';
import { OPERATOR_PAGES, operatorPagePath } from './operator-pages';
// Not in styles/index.css: the console's styles load with its chunk, never with the patient app.
import '../../../styles/operator.css';

const navClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'op-nav__link op-nav__link--active' : 'op-nav__link';

/**
 * /operator: the operator console's shell. Without a token in this tab it asks for one; with one,
 * the header, the navigation of OPERATOR_PAGES and the page below. Pages send the token with
 * lib/operator-token's operatorHeaders.
 */
export function OperatorConsole() {
  const [token, setToken] = useState(() => readOperatorToken());
  useDocumentMeta({ title: 'Operator console' });

  if (!token) {
    return (
      <OperatorTokenForm
        onAccepted={(accepted) => {
          saveOperatorToken(accepted);
          setToken(accepted);
        }}
      />
    );
  }
  return (
    <div className="op-shell">
      <header className="op-header">
        <div className="op-header__inner">
          <span className="op-header__brand">
            <Logo />
            <span className="op-header__product">Operator</span>
          </span>
          <nav className="op-nav" aria-label="Operator console">
            {OPERATOR_PAGES.map((page) => (
              <NavLink key={page.path} to={operatorPagePath(page)} className={navClass}>
                {page.label}
              </NavLink>
            ))}
          </nav>
          <Button
            variant="ghost"
            className="btn--small op-header__leave"
            onClick={() => {
              clearOperatorToken();
              setToken(null);
            }}
          >
            Sign out
          </Button>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="op-main">
        <Outlet />
      </main>
    </div>
  );
}
