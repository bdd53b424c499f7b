import { ButtonLink } from '../../../components/Button';
import { ShieldIcon } from '../../../components/icons';

/** On the profile: the way to the health record and data rights (the header hides it on phones). */
export function RecordsLinkCard() {
  return (
    <section className="card" aria-labelledby="records-link-heading">
      <h2 id="records-link-heading" className="card__title">
        <ShieldIcon /> Health record and privacy
      </h2>
      <p className="muted">
        Prescriptions, your treatment plan and documents; who accessed them, a copy of your data, or
        erasing your account.
      </p>
      <ButtonLink to="/records" variant="secondary">
        Open your health record
      </ButtonLink>
    </section>
  );
}
