import { Link } from 'react-router';
import { LegalPage } from '../components/LegalPage';
import { PRIVACY_PATH } from '../paths';

/** The terms a person accepts at sign-up (the first consent box links here). */
export function TermsPage() {
  return (
    <LegalPage
      title="Terms and conditions"
      description="The terms for using Kaizen: booking, payments, cancellations and what Kaizen is not for."
      updated="25 November 2026"
    >
      <section>
        <h2>What Kaizen is</h2>
        <p>
          Kaizen helps you find mental-health experts (therapists, psychiatrists, coaches and
          others), book sessions with them and keep track of your care. The experts are independent
          professionals; the advice and treatment you receive come from them.
        </p>
      </section>
      <section>
        <h2>Not for emergencies</h2>
        <p>
          Kaizen is not an emergency service. If you are in crisis or feel unsafe, call the
          Tele-MANAS helpline on <a href="tel:14416">14416</a> or emergency services on{' '}
          <a href="tel:112">112</a>.
        </p>
      </section>
      <section>
        <h2>Your account</h2>
        <ul>
          <li>You must be 18 or older to create an account.</li>
          <li>
            Give your real name, email and mobile number, and keep your password to yourself. You
            are responsible for what is done with your account.
          </li>
          <li>
            You can close your account at any time by writing to the organisation that runs it.
          </li>
        </ul>
      </section>
      <section>
        <h2>Booking and paying</h2>
        <ul>
          <li>
            A time is held for you for 10 minutes while you pay. If you do not pay, the time is
            released.
          </li>
          <li>
            You can reschedule or cancel for free, with a full refund, until 24 hours before the
            session. Within 24 hours of the start there is no refund and the session cannot be
            moved. A session can be rescheduled at most twice.
          </li>
          <li>Prices are shown in Indian rupees before you pay, with the session type.</li>
        </ul>
      </section>
      <section>
        <h2>Sessions</h2>
        <p>
          Treat your expert and any other participants with respect. Video sessions open 10 minutes
          before the start. Do not record a session without everyone’s consent.
        </p>
      </section>
      <section>
        <h2>Your data</h2>
        <p>
          How we handle your information is described in the{' '}
          <Link to={PRIVACY_PATH}>privacy policy</Link>.
        </p>
      </section>
      <section>
        <h2>Changes</h2>
        <p>
          When these terms change, the date above changes and we tell you in the app before the new
          terms apply to you.
        </p>
      </section>
    </LegalPage>
  );
}
