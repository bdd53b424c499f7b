import {
  ERROR_SCREEN_HEADING,
  ERROR_SCREEN_HOME_BUTTON,
  ERROR_SCREEN_REFRESH_BUTTON,
  ERROR_SCREEN_TEXT,
} from '@kaizen/contracts';
import { Logo } from './Logo';

/** SPEC §2 generic error screen. Full page loads on purpose: the app that failed may be in a broken state. */
export function ErrorScreen({
  onHome = () => window.location.assign('/'),
  onRefresh = () => window.location.reload(),
}: {
  onHome?: () => void;
  onRefresh?: () => void;
}) {
  return (
    <main id="main-content" className="error-screen" tabIndex={-1}>
      <div className="error-screen__brand">
        <Logo />
      </div>
      <div className="error-screen__card">
        <svg
          className="error-screen__icon"
          viewBox="0 0 64 64"
          width="64"
          height="64"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="32" cy="32" r="30" />
          <path d="M32 18v18M32 44v2" />
        </svg>
        <h1 className="error-screen__heading">{ERROR_SCREEN_HEADING}</h1>
        <p className="error-screen__text">{ERROR_SCREEN_TEXT}</p>
        <div className="error-screen__actions">
          <button type="button" className="btn btn--primary" onClick={onHome}>
            <span>{ERROR_SCREEN_HOME_BUTTON}</span>
          </button>
          <button type="button" className="btn btn--secondary" onClick={onRefresh}>
            <span>{ERROR_SCREEN_REFRESH_BUTTON}</span>
          </button>
        </div>
      </div>
    </main>
  );
}
