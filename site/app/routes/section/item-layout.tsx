import {Navigate, Outlet, useParams} from 'react-router';
import {findItem} from '../../docs/documentation-items';
import {useSection} from './use-section';

/** A documentation item; an unknown id goes to the section's list. */
export default function ItemLayout() {
  const section = useSection();
  const {id} = useParams();
  if (!findItem(section.key, id)) return <Navigate to={`/${section.key}/categories`} replace />;
  return <Outlet />;
}
