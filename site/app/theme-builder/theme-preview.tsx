import {Button} from '@material-react/material/button';
import {Card, CardActions, CardContent, CardHeader} from '@material-react/material/card';
import {ChipListbox, ChipOption} from '@material-react/material/chips';
import {Datepicker} from '@material-react/material/datepicker';
import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@material-react/material/dialog';
import {FormField, Input} from '@material-react/material/form-field';
import {SlideToggle} from '@material-react/material/slide-toggle';
import {Slider} from '@material-react/material/slider';
import {useSnackBar} from '@material-react/material/snack-bar';
import {Tab, TabGroup} from '@material-react/material/tabs';
import {Table, type TableColumn} from '@material-react/material/table';
import {useId, useState} from 'react';
import {schemeClassName} from './preview-schemes';
import './theme-preview.css';

interface Order {
  id: string;
  customer: string;
  total: string;
  status: string;
}

const ORDERS: Order[] = [
  {id: '1042', customer: 'Ada Park', total: '€84.00', status: 'Shipped'},
  {id: '1043', customer: 'Luis Ortega', total: '€19.50', status: 'Packing'},
  {id: '1044', customer: 'Mei Tanaka', total: '€230.10', status: 'Paid'},
];

const COLUMNS: TableColumn<Order>[] = [
  {id: 'id', header: 'Order', cell: (order) => order.id, rowHeader: true},
  {id: 'customer', header: 'Customer', cell: (order) => order.customer},
  {id: 'total', header: 'Total', cell: (order) => order.total, align: 'end'},
  {id: 'status', header: 'Status', cell: (order) => order.status},
];

const FILTERS = ['Paid', 'Packing', 'Shipped'];

/** A dialog whose surface wears the previewed scheme, though it opens in the overlay container. */
function PreviewDialog({scheme}: {scheme: 'light' | 'dark'}) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outlined">Open dialog</Button>
      </DialogTrigger>
      <DialogContent className={schemeClassName(scheme)} maxWidth={400}>
        <DialogTitle>Discard the draft?</DialogTitle>
        <DialogBody>
          <DialogDescription>
            The order note you started will be lost. This cannot be undone.
          </DialogDescription>
        </DialogBody>
        <DialogActions>
          <DialogClose asChild>
            <Button>Keep editing</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button variant="filled">Discard</Button>
          </DialogClose>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}

/**
 * One scheme's preview: a small product screen made of the library's real components, wearing
 * the scheme through a class (see `usePreviewSchemes`), so what it shows is what the theme file
 * will do. The dialog, the snack bar and the calendar popup wear it too.
 */
export function SchemePreview({scheme}: {scheme: 'light' | 'dark'}) {
  const id = useId();
  const snackBar = useSnackBar();
  const [filters, setFilters] = useState<string[]>(['Paid']);
  const title = scheme === 'light' ? 'Light scheme' : 'Dark scheme';
  return (
    <section
      className={`docs-tb-preview ${schemeClassName(scheme)}`}
      aria-labelledby={`${id}-title`}
      data-scheme={scheme}
    >
      <h3 id={`${id}-title`} className="docs-tb-preview-title">
        {title}
      </h3>
      <TabGroup aria-label={`${title}: sections`} className="docs-tb-tabs">
        <Tab label="Orders">
          <div className="docs-tb-preview-body">
            <div className="docs-tb-fields">
              <FormField label="Customer" hint="Name or e-mail">
                <Input defaultValue="Ada Park" />
              </FormField>
              <FormField label="Delivery date" appearance="outline">
                <Datepicker panelClassName={schemeClassName(scheme)} />
              </FormField>
            </div>
            <p id={`${id}-filters`} className="docs-tb-caption">
              Status
            </p>
            <ChipListbox
              multiple
              aria-labelledby={`${id}-filters`}
              value={filters}
              onValueChange={setFilters}
            >
              {FILTERS.map((filter) => (
                <ChipOption key={filter} value={filter}>
                  {filter}
                </ChipOption>
              ))}
            </ChipListbox>
            <Table
              caption="Recent orders"
              columns={COLUMNS}
              data={ORDERS}
              getRowId={(order) => order.id}
            />
          </div>
        </Tab>
        <Tab label="Settings">
          <div className="docs-tb-preview-body">
            <SlideToggle defaultChecked>E-mail receipts</SlideToggle>
            <p id={`${id}-volume`} className="docs-tb-caption">
              Notification volume
            </p>
            <Slider aria-labelledby={`${id}-volume`} defaultValue={60} />
          </div>
        </Tab>
      </TabGroup>
      <Card appearance="outlined" className="docs-tb-card">
        <CardHeader title="Spring sale" subtitle="Ends Sunday" headingLevel={4} />
        <CardContent>
          <p>Twenty per cent off the new range for every customer with an account.</p>
          <p id={`${id}-discount`} className="docs-tb-caption">
            Discount
          </p>
          <Slider aria-labelledby={`${id}-discount`} defaultValue={20} max={50} />
        </CardContent>
        <CardActions align="end">
          <PreviewDialog scheme={scheme} />
          <Button
            variant="tonal"
            onClick={() =>
              snackBar.open('Sale published', 'Undo', {
                duration: 5000,
                className: schemeClassName(scheme),
              })
            }
          >
            Publish
          </Button>
        </CardActions>
      </Card>
      <div className="docs-tb-buttons">
        <Button variant="filled">Filled</Button>
        <Button variant="tonal">Tonal</Button>
        <Button variant="elevated">Elevated</Button>
        <Button variant="outlined">Outlined</Button>
        <Button variant="text">Text</Button>
      </div>
    </section>
  );
}
