import { webPaths } from '@kaizen/contracts';
import { Link } from 'react-router';
import { HeartIcon } from '../../components/icons';

/** Profile: where the person's safety contacts, consents, assessments and receipts are kept. */
export function RecordLinksCard() {
  return (
    <section className="card" aria-labelledby="record-links-heading">
      <h2 id="record-links-heading" className="card__title">
        <HeartIcon aria-hidden="true" /> Safety and privacy
      </h2>
      <ul className="record-links">
        <li>
          <Link to="/user/contacts">Emergency contacts</Link>
          <span className="muted"> — someone we can help you reach in a crisis</span>
        </li>
        <li>
          <Link to="/user/consents">Your consents</Link>
          <span className="muted">
            {' '}
            — the terms and privacy policy you accepted, and withdrawal
          </span>
        </li>
        <li>
          <Link to="/assessments">Assessments</Link>
          <span className="muted"> — your questionnaires and how they changed over time</span>
        </li>
        <li>
          <Link to={webPaths.payments}>Payments and receipts</Link>
          <span className="muted"> — what you paid, refunds, and a receipt for each</span>
        </li>
      </ul>
    </section>
  );
}
