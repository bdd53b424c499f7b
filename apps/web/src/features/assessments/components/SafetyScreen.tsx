import type { SafetyScreen as Safety } from '@kaizen/contracts';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { HeartIcon, PhoneIcon } from '../../../components/icons';

/**
 * Shown at once, before any score, when answers point to risk: who to call now, the person's
 * own emergency contact, and what happens next.
 */
export function SafetyScreen({
  safety,
  addContactPath,
  onContinue,
}: {
  safety: Safety;
  addContactPath: string;
  onContinue: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const contact = safety.emergency_contact;
  return (
    <section className="card safety" aria-labelledby="safety-heading">
      <span className="safety__icon" aria-hidden="true">
        <HeartIcon width={28} height={28} />
      </span>
      <h1 id="safety-heading" ref={headingRef} tabIndex={-1} className="safety__title">
        You don’t have to go through this alone
      </h1>
      <p className="safety__text">
        Some of your answers tell us you may be going through a very hard time. Please talk to
        someone right now — trained counsellors are ready to listen, free and in confidence.
      </p>
      <ul className="safety__calls">
        <li>
          <a
            className="btn btn--primary btn--block safety__call"
            href={`tel:${safety.helpline.number}`}
          >
            <PhoneIcon width={20} height={20} aria-hidden="true" />
            <span>
              Call {safety.helpline.label} <strong>{safety.helpline.number}</strong>
              <span className="safety__call-note">free, 24 hours</span>
            </span>
          </a>
        </li>
        <li>
          <a
            className="btn btn--danger btn--block safety__call"
            href={`tel:${safety.emergency.number}`}
          >
            <PhoneIcon width={20} height={20} aria-hidden="true" />
            <span>
              Call {safety.emergency.label.toLowerCase()} <strong>{safety.emergency.number}</strong>
              <span className="safety__call-note">if you are in danger now</span>
            </span>
          </a>
        </li>
        {contact && (
          <li>
            <a className="btn btn--secondary btn--block safety__call" href={`tel:${contact.phone}`}>
              <PhoneIcon width={20} height={20} aria-hidden="true" />
              <span>
                Call {contact.name}{' '}
                <span className="safety__call-note">
                  your emergency contact ({contact.relationship.toLowerCase()})
                </span>
              </span>
            </a>
          </li>
        )}
      </ul>
      {!contact && (
        <p className="safety__text">
          You have no emergency contact yet. <Link to={addContactPath}>Add someone you trust</Link>{' '}
          so you can reach them quickly.
        </p>
      )}
      <p className="safety__text safety__team">
        {safety.care_team_alerted
          ? 'We have let your care team know, and a clinician will reach out to you.'
          : safety.safety_team_alerted
            ? 'We have let our clinical safety team know, so someone can follow up with you.'
            : 'If you see a therapist or doctor, please tell them how you are feeling.'}
      </p>
      <Button variant="ghost" onClick={onContinue}>
        Continue to my result
      </Button>
    </section>
  );
}
