import { ConsentsPage } from '../../features/consents/pages/ConsentsPage';
import { ContactsPage } from '../../features/contacts/pages/ContactsPage';

export const ConsentsRoute = () => <ConsentsPage />;
export const ContactsRoute = () => <ContactsPage />;
