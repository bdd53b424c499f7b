import { Link } from 'react-router';
import { PhoneIcon } from '../../components/icons';
import { PRIVACY_PATH, TERMS_PATH } from '../../features/auth/paths';

/** Crisis information belongs on every screen of a mental-health product. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__crisis">
          <PhoneIcon width={16} height={16} />
          <span>
            In crisis or feeling unsafe? Call the Tele-MANAS helpline on{' '}
            <a href="tel:14416">14416</a> or emergency services on <a href="tel:112">112</a>.
          </span>
        </p>
        <p className="site-footer__meta">
          © {new Date().getFullYear()} Kaizen. Open-source mental-health care.{' '}
          <Link to={TERMS_PATH}>Terms</Link> · <Link to={PRIVACY_PATH}>Privacy</Link>
        </p>
      </div>
    </footer>
  );
}
