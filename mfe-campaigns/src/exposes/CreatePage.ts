import { CreatePage } from '../features/create/CreatePage';

// A federation expose hands the host a default export; the page itself stays a named export.
export default CreatePage;
