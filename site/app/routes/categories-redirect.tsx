import {RenderNothing, redirectTo} from './redirect-route';

export const clientLoader = redirectTo('/components/categories');
export const HydrateFallback = RenderNothing;
export default RenderNothing;
