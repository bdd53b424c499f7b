import { useDocumentMeta } from '../../../lib/document-meta';
import { ContactCard } from '../components/ContactCard';

/** /user/contacts: the emergency contact and, for a minor's profile, the parent contact. */
export function ContactsPage() {
  useDocumentMeta({ title: 'Emergency contacts' });
  return (
    <div className="page contacts">
      <header className="page__header">
        <h1 className="page__title">Emergency contacts</h1>
        <p className="muted">
          People we can help you reach quickly. They are never contacted without a reason, and only
          you and your care team can see them.
        </p>
      </header>
      <ContactCard
        kind="emergency_contact"
        title="Emergency contact"
        explanation="Someone you trust. If a questionnaire suggests you may be in danger, we offer to call them for you."
      />
      <ContactCard
        kind="parent_contact"
        title="Parent or guardian"
        explanation="For a profile of someone under 18: the parent or guardian responsible for their care."
      />
    </div>
  );
}
