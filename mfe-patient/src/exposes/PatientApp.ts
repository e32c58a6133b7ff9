import { PatientApp } from '../app/PatientApp';

// A federation expose hands the host a default export; the app itself stays a named export.
export default PatientApp;
