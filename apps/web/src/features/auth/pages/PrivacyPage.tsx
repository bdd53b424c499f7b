import { Link } from 'react-router';
import { LegalPage } from '../components/LegalPage';
import { TERMS_PATH } from '../paths';

/** The privacy policy a person accepts at sign-up (the second consent box links here). */
export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy policy"
      description="What Kaizen stores about you, why, who can see it and how to have it removed."
      updated="25 November 2026"
    >
      <section>
        <h2>What we store</h2>
        <ul>
          <li>Your account: name, email, mobile number and a protected form of your password.</li>
          <li>
            Your care: the sessions you book, their times and status, your feedback, and the answers
            you give to the matching questions.
          </li>
          <li>
            Payments: the amount, status and the payment provider’s reference. Card and bank details
            go to the payment provider, never to us.
          </li>
          <li>The device you sign in from, so that you can sign out of it from elsewhere.</li>
        </ul>
      </section>
      <section>
        <h2>Why</h2>
        <p>
          Only to provide the service: to book and run your sessions, send you confirmations and
          reminders, suggest experts who fit your answers, and keep your account secure. We do not
          sell your information or use it for advertising.
        </p>
      </section>
      <section>
        <h2>Who can see it</h2>
        <ul>
          <li>You.</li>
          <li>
            The experts you book with see your name, contact details and the sessions you booked
            with them. Their private session notes are theirs and are not shared with others.
          </li>
          <li>
            A partner you invite to a couple session sees that session, nothing else of yours.
          </li>
          <li>
            If you use Kaizen through an employer or another organisation, it sees only totals,
            never your sessions or answers.
          </li>
        </ul>
      </section>
      <section>
        <h2>How long we keep it</h2>
        <p>
          As long as your account is open, and afterwards only what the law requires us to keep
          (such as payment records).
        </p>
      </section>
      <section>
        <h2>Your choices</h2>
        <p>
          You can see and correct your details on your profile, and ask for a copy of your
          information or for your account to be deleted by writing to the organisation that runs
          this service. See also the <Link to={TERMS_PATH}>terms and conditions</Link>.
        </p>
      </section>
    </LegalPage>
  );
}
