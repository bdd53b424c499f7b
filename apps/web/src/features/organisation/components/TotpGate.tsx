import type { TotpEnrolment } from '@kaizen/contracts';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { CopyButton } from '../../../components/CopyButton';
import { FormAlert } from '../../../components/forms/FormAlert';
import { Spinner } from '../../../components/Spinner';
import { errorMessagesOf } from '../../../lib/http/request-error';
import { startTotpEnrolment } from '../api';
import { useTotpStatus } from '../hooks/use-totp-status';
import { QrCode } from './QrCode';
import { TotpCodeForm } from './TotpCodeForm';

/** The key in groups of four, as authenticator apps show it and people type it. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * An organisation that requires TOTP (issue 10) shows its sponsored care only after this device
 * gave a code from the member's authenticator app; a member without one enrols here first.
 */
export function TotpGate({
  company,
  organisationName,
  children,
}: {
  company: string;
  organisationName: string;
  children: ReactNode;
}) {
  const { state, retry, settle } = useTotpStatus(company);

  if (state.status === 'loading') {
    return (
      <div className="card card--center" role="status">
        <Spinner /> <span>Checking this device…</span>
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="card stack">
        <FormAlert title="We couldn't check this device" messages={state.messages} />
        <div>
          <Button variant="secondary" onClick={retry} sendsRequest>
            Try again
          </Button>
        </div>
      </div>
    );
  }
  if (state.totp.verified) return <>{children}</>;

  return (
    <section className="card stack totp" aria-labelledby="totp-heading">
      <h2 id="totp-heading" className="card__title">
        {state.totp.enrolled ? 'Enter your verification code' : 'Set up your authenticator app'}
      </h2>
      <p className="muted">
        {organisationName} asks for a code from an authenticator app each time you sign in on a new
        device, before you use the care it sponsors.
      </p>
      {state.totp.enrolled ? (
        <TotpCodeForm company={company} submitLabel="Verify" onVerified={settle} />
      ) : (
        <Enrolment company={company} onVerified={settle} />
      )}
    </section>
  );
}

function Enrolment({
  company,
  onVerified,
}: {
  company: string;
  onVerified: Parameters<typeof TotpCodeForm>[0]['onVerified'];
}) {
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [starting, setStarting] = useState(false);

  const start = async () => {
    setStarting(true);
    setErrors([]);
    try {
      setEnrolment(await startTotpEnrolment(company));
    } catch (error) {
      setErrors(errorMessagesOf(error));
    } finally {
      setStarting(false);
    }
  };

  if (!enrolment) {
    return (
      <div className="stack">
        <p>
          Use an app such as Google Authenticator, Microsoft Authenticator or 1Password on your
          phone. You will scan a QR code once; after that the app shows a new 6-digit code every 30
          seconds.
        </p>
        <FormAlert messages={errors} />
        <div>
          <Button onClick={() => void start()} loading={starting}>
            Show my QR code
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="stack">
      <ol className="totp__steps">
        <li>In your authenticator app, add an account and scan this QR code.</li>
        <li>Then type the 6-digit code the app shows to confirm.</li>
      </ol>
      <QrCode value={enrolment.otpauth_uri} label="QR code for your authenticator app" />
      <p>
        Can&apos;t scan it? Enter this key in the app instead:{' '}
        <code className="totp__secret">{grouped(enrolment.secret)}</code>
      </p>
      <div>
        <CopyButton text={enrolment.secret} copied="Key copied">
          Copy key
        </CopyButton>
      </div>
      <p className="muted">
        This key is shown only now. Keep it to yourself: anyone with it can make your codes.
      </p>
      <TotpCodeForm company={company} submitLabel="Confirm and continue" onVerified={onVerified} />
    </div>
  );
}
