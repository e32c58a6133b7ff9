import { ReportsPage } from '../features/reports/ReportsPage';

// A federation expose hands the host a default export; the page itself stays a named export.
export default ReportsPage;
