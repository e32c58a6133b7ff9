import { LibrariesPage } from '../features/libraries/LibrariesPage';

// A federation expose hands the host a default export; the page itself stays a named export.
export default LibrariesPage;
