import {RenderNothing, redirectTo} from './redirect-route';

export const clientLoader = redirectTo('/cdk/table/overview');
export const HydrateFallback = RenderNothing;
export default RenderNothing;
