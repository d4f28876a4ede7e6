import {List, ListItem, ListItemLine, ListItemTitle} from '@material-react/material/list';
import {
  paginateRows,
  Paginator,
  type PageEvent,
  type PaginatorLabels,
} from '@material-react/material/paginator';
import {useId, useState} from 'react';
import './paginator-list-example.css';

interface Order {
  number: number;
  customer: string;
  total: string;
}

const CUSTOMERS = ['Amara Okafor', 'Bruno Costa', 'Chen Wei', 'Dana Levi', 'Emil Novak'];

/** 23 orders, newest first, so the last page is not full. */
const ORDERS: Order[] = Array.from({length: 23}, (_, index) => ({
  number: 1080 - index,
  customer: CUSTOMERS[index % CUSTOMERS.length]!,
  total: `€${(19.5 + ((index * 37) % 120)).toFixed(2)}`,
}));

/** The paginator's texts, worded for orders. */
const LABELS: Partial<PaginatorLabels> = {
  itemsPerPage: 'Orders per page:',
  firstPage: 'Newest orders',
  previousPage: 'Newer orders',
  nextPage: 'Older orders',
  lastPage: 'Oldest orders',
  range: (pageIndex, pageSize, length) => {
    if (length === 0) return 'No orders';
    const start = pageIndex * pageSize + 1;
    const end = Math.min(length, (pageIndex + 1) * pageSize);
    return `Orders ${start} to ${end} of ${length}`;
  },
};

/**
 * @title Paginating a list
 *
 * The paginator only reports the page; `paginateRows` cuts the orders to show. `labels` rewords
 * the range and the buttons for what the list holds.
 */
export function PaginatorListExample() {
  const id = useId();
  const [page, setPage] = useState({pageIndex: 0, pageSize: 5});
  const rows = paginateRows(ORDERS, page.pageIndex, page.pageSize);

  return (
    <div className="paginator-list">
      <h3 id={`${id}-title`} className="paginator-list-title">
        Recent orders
      </h3>
      <List aria-labelledby={`${id}-title`} divided className="paginator-list-orders">
        {rows.map((order) => (
          <ListItem key={order.number} trailing={order.total}>
            <ListItemTitle>Order {order.number}</ListItemTitle>
            <ListItemLine>{order.customer}</ListItemLine>
          </ListItem>
        ))}
      </List>
      <Paginator
        aria-label="Pages of orders"
        length={ORDERS.length}
        pageIndex={page.pageIndex}
        pageSize={page.pageSize}
        pageSizeOptions={[5, 10]}
        showFirstLastButtons
        labels={LABELS}
        onPageChange={({pageIndex, pageSize}: PageEvent) => setPage({pageIndex, pageSize})}
      />
    </div>
  );
}
