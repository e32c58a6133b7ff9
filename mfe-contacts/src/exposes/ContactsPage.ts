import { ContactsPage } from '../features/contacts/ContactsPage';

// A federation expose hands the host a default export; the page itself stays a named export.
export default ContactsPage;
