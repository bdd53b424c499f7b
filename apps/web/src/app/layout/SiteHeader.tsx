import { isB2bUserType, type User } from '@kaizen/contracts';
import { Link, NavLink } from 'react-router';
import { ButtonLink } from '../../components/Button';
import { Logo } from '../../components/Logo';
import { LOGIN_PATH, ORG_DASHBOARD_PATH, SIGN_UP_PATH } from '../../features/auth/paths';
import { OrganisationBrand } from '../../entities/branding/OrganisationBrand';
import { LANDING_PATH } from '../../features/providers/paths';

const navClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'site-nav__link site-nav__link--active' : 'site-nav__link';

export function SiteHeader({ user }: { user: User | null }) {
  const homePath = user && isB2bUserType(user.usertype) ? ORG_DASHBOARD_PATH : '/';
  return (
    <header className={user ? 'site-header site-header--signed-in' : 'site-header'}>
      <div className="site-header__inner">
        <Link to={homePath} className="site-header__brand" aria-label="Kaizen home">
          <Logo />
        </Link>
        <OrganisationBrand />
        {user ? (
          <nav className="site-nav" aria-label="Main">
            <NavLink to={homePath} end className={navClass}>
              {homePath === '/' ? 'Home' : 'Dashboard'}
            </NavLink>
            <NavLink to={LANDING_PATH} className={navClass}>
              Experts
            </NavLink>
            <NavLink to="/records" className={(state) => `${navClass(state)} site-nav__link--wide`}>
              Health record
            </NavLink>
            <NavLink
              to="/assessments"
              className={(state) => `${navClass(state)} site-nav__link--wide`}
            >
              Assessments
            </NavLink>
            <NavLink to="/user" className={navClass}>
              <span className="avatar avatar--sm" aria-hidden="true">
                {user.firstname.charAt(0).toUpperCase()}
              </span>
              <span className="site-nav__profile-label">Profile</span>
            </NavLink>
          </nav>
        ) : (
          <nav className="site-nav" aria-label="Main">
            <NavLink to={LANDING_PATH} className={navClass}>
              Experts
            </NavLink>
            <NavLink to={LOGIN_PATH} className={navClass}>
              Log in
            </NavLink>
            <ButtonLink to={SIGN_UP_PATH} variant="primary" className="btn--small">
              Sign up
            </ButtonLink>
          </nav>
        )}
      </div>
    </header>
  );
}
