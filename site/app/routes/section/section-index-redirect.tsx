import {RenderNothing, redirectTo} from '../redirect-route';

export const clientLoader = redirectTo((url) => `${url.pathname.replace(/\/+$/, '')}/categories`);
export const HydrateFallback = RenderNothing;
export default RenderNothing;
