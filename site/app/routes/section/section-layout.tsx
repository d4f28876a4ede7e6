import {Outlet} from 'react-router';

/** The section area: its side navigation and page header arrive with the documentation pages. */
export default function SectionLayout() {
  return <Outlet />;
}
