import {Paginator} from '@material-react/material/paginator';

/** @title Paginator */
export function PaginatorOverviewExample() {
  return (
    <Paginator
      aria-label="Select page"
      length={100}
      defaultPageSize={10}
      pageSizeOptions={[5, 10, 25, 100]}
    />
  );
}
