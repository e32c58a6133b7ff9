import { TouchpointPreview } from '../features/preview/TouchpointPreview';

// The studio mounts this at run time to show the patient page of a touchpoint in each language.
export default TouchpointPreview;
