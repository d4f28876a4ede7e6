import {RenderNothing, redirectTo} from './redirect-route';

/** Anything the route table does not know, including a first segment that names no section. */
export const clientLoader = redirectTo('/');
export const HydrateFallback = RenderNothing;
export default RenderNothing;
