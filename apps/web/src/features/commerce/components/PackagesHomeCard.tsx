import { Link } from 'react-router';
import { ArrowRightIcon, LeafIcon } from '../../../components/icons';
import type { PackageDetails } from '../package-slice';

const PACKAGES_PATH = '/packages';

/**
 * Home's way to /packages: for a package client, where their sessions are counted; for everyone
 * else, that regular sessions cost less in a package.
 */
export function PackagesHomeCard({ details }: { details: PackageDetails | null }) {
  return (
    <section className="card" aria-labelledby="packages-card-heading">
      <h2 id="packages-card-heading" className="card__title">
        <LeafIcon aria-hidden="true" /> Session packages
      </h2>
      <p className="muted">
        {details?.is_package_client
          ? 'Your package pays for your next sessions. See how many are left.'
          : 'Regular sessions cost less in a package of 4 or 8, valid for a year.'}
      </p>
      <Link to={PACKAGES_PATH} className="steps__link">
        {details?.is_package_client ? 'Your packages' : 'See packages'}
        <ArrowRightIcon width={16} height={16} />
      </Link>
    </section>
  );
}
