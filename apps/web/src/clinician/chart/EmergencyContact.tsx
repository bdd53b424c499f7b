import type { Contact } from '@kaizen/contracts';

/**
 * The patient's emergency contact, in the chart only while a risk alert is open (the server
 * leaves it out otherwise and audits each read).
 */
export function EmergencyContact({ contact }: { contact: Contact | null }) {
  return (
    <section className="card cw-card cw-emergency" aria-labelledby="emergency-title">
      <h2 id="emergency-title" className="cw-card__title">
        Emergency contact
      </h2>
      <p className="cw-card__hint">
        Shown while a risk alert is open. Use it only if you cannot reach the patient.
      </p>
      {contact ? (
        <dl className="cw-facts">
          <dt>Name</dt>
          <dd>
            {contact.name} ({contact.relationship})
          </dd>
          <dt>Phone</dt>
          <dd>
            <a href={`tel:${contact.phone}`}>{contact.phone}</a>
          </dd>
          {contact.email && (
            <>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </dd>
            </>
          )}
        </dl>
      ) : (
        <p>The patient has not given an emergency contact.</p>
      )}
    </section>
  );
}
