import { ConsentsPage } from '../../features/consents/pages/ConsentsPage';
import { PolicyPage } from '../../features/consents/pages/PolicyPage';
import { ContactsPage } from '../../features/contacts/pages/ContactsPage';

export const PrivacyPolicyRoute = () => <PolicyPage type="privacy_policy" />;
export const ConsentsRoute = () => <ConsentsPage />;
export const ContactsRoute = () => <ContactsPage />;
