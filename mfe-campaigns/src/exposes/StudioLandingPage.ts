import { StudioLandingPage } from '../features/studio-landing/StudioLandingPage';

// A federation expose hands the host a default export; the page itself stays a named export.
export default StudioLandingPage;
