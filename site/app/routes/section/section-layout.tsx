import {Outlet} from 'react-router';
import {SectionFrame} from '../../docs/section/section-frame';
import {useSection} from './use-section';

/** The section area: the section's navigation beside (or, on small screens, over) its pages. */
export default function SectionLayout() {
  const section = useSection();
  return (
    <SectionFrame section={section}>
      <Outlet />
    </SectionFrame>
  );
}
