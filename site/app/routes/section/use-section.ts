import {useLocation} from 'react-router';
import {findSection, SECTIONS, type DocSection} from '../../docs/documentation-items';

/** The section of the current URL; section routes only match known sections. */
export function useSection(): DocSection {
  const {pathname} = useLocation();
  return findSection(pathname.split('/')[1]) ?? SECTIONS[0]!;
}
