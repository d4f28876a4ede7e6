import type {ClientLoaderFunctionArgs} from 'react-router';
import {findItem, findSection} from '../../docs/documentation-items';
import {RenderNothing, redirectResponse} from '../redirect-route';

/** `/:section/:id` opens the item's overview; an unknown id opens the section's list instead. */
export function clientLoader({request, params}: ClientLoaderFunctionArgs) {
  const sectionKey = findSection(new URL(request.url).pathname.split('/')[1])?.key ?? '';
  throw redirectResponse(
    findItem(sectionKey, params.id)
      ? `/${sectionKey}/${params.id}/overview`
      : `/${sectionKey}/categories`,
  );
}
export const HydrateFallback = RenderNothing;
export default RenderNothing;
