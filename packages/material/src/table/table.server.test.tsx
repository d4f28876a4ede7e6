// @vitest-environment node
import {ArrayDataSource} from '@material-react/cdk/table';
import {renderToString} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {Paginator} from '../paginator';
import {Sort} from '../sort';
import {Table, type TableColumn} from './table';

interface Row {
  name: string;
  weight: number;
}

const COLUMNS: TableColumn<Row>[] = [
  {id: 'name', header: 'Name', cell: (row) => row.name, sortable: true, rowHeader: true},
  {id: 'weight', header: 'Weight', cell: (row) => row.weight, align: 'end'},
];

describe('server rendering', () => {
  it('renders a sorted table and a paginator without touching the document', () => {
    expect(typeof document).toBe('undefined');
    const html = renderToString(
      <Sort defaultValue={{active: 'name', direction: 'asc'}}>
        <Table caption="Elements" columns={COLUMNS} data={[{name: 'Helium', weight: 4}]} />
        <Paginator length={30} pageSizeOptions={[10, 20]} />
      </Sort>,
    );
    expect(html).toContain(
      '<caption class="cdk-table-caption mat-table-caption">Elements</caption>',
    );
    expect(html).toMatch(/<th[^>]*aria-sort="ascending"[^>]*><button[^>]*>/);
    expect(html).toMatch(/<th scope="row"[^>]*>Helium<\/th>/);
    expect(html).toContain('1 – 10 of 30');
  });

  it('leaves a data source for the browser and shows no empty-state row meanwhile', () => {
    const html = renderToString(
      <Table
        aria-label="Elements"
        columns={COLUMNS}
        data={new ArrayDataSource<Row>([])}
        noDataRow="Nothing here"
      />,
    );
    expect(html).toContain('<tbody class="cdk-row-group"></tbody>');
    expect(html).not.toContain('Nothing here');
  });
});
