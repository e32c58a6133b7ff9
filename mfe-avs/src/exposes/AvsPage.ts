import { AvsPage } from '../features/avs/AvsPage';

// A federation expose hands the host a default export; the page itself stays a named export.
export default AvsPage;
