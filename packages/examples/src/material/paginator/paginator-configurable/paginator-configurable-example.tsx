import {Checkbox} from '@material-react/material/checkbox';
import {FormField, Input} from '@material-react/material/form-field';
import {Paginator, type PageEvent} from '@material-react/material/paginator';
import {useState} from 'react';
import './paginator-configurable-example.css';

function parseSizes(text: string): number[] {
  return text
    .split(',')
    .map((part) => Number.parseInt(part.trim(), 10))
    .filter((size) => Number.isInteger(size) && size > 0);
}

/** @title Configurable paginator */
export function PaginatorConfigurableExample() {
  const [length, setLength] = useState(50);
  const [pageSize, setPageSize] = useState(10);
  const [pageIndex, setPageIndex] = useState(0);
  const [sizesText, setSizesText] = useState('5, 10, 25');
  const [hidePageSize, setHidePageSize] = useState(false);
  const [showFirstLastButtons, setShowFirstLastButtons] = useState(true);
  const [disabled, setDisabled] = useState(false);
  const [lastEvent, setLastEvent] = useState<PageEvent | null>(null);

  const handlePageChange = (event: PageEvent) => {
    setLastEvent(event);
    setPageIndex(event.pageIndex);
    setPageSize(event.pageSize);
  };

  return (
    <div className="paginator-configurable-example">
      <div className="paginator-configurable-example-settings">
        <FormField label="Length">
          <Input
            type="number"
            min={0}
            value={length}
            onChange={(event) => setLength(Math.max(0, Number(event.target.value) || 0))}
          />
        </FormField>
        <FormField label="Page size">
          <Input
            type="number"
            min={1}
            value={pageSize}
            onChange={(event) => setPageSize(Math.max(1, Number(event.target.value) || 1))}
          />
        </FormField>
        <FormField label="Page size options" hint="Comma-separated numbers">
          <Input value={sizesText} onChange={(event) => setSizesText(event.target.value)} />
        </FormField>
      </div>
      <div className="paginator-configurable-example-toggles">
        <Checkbox checked={hidePageSize} onCheckedChange={setHidePageSize}>
          Hide page size
        </Checkbox>
        <Checkbox checked={showFirstLastButtons} onCheckedChange={setShowFirstLastButtons}>
          Show first and last buttons
        </Checkbox>
        <Checkbox checked={disabled} onCheckedChange={setDisabled}>
          Disabled
        </Checkbox>
      </div>
      <Paginator
        aria-label="Select page"
        length={length}
        pageSize={pageSize}
        pageIndex={pageIndex}
        pageSizeOptions={parseSizes(sizesText)}
        hidePageSize={hidePageSize}
        showFirstLastButtons={showFirstLastButtons}
        disabled={disabled}
        onPageChange={handlePageChange}
      />
      <output className="paginator-configurable-example-event">
        {lastEvent
          ? `Page ${lastEvent.pageIndex + 1} (previously ${lastEvent.previousPageIndex + 1}), ` +
            `${lastEvent.pageSize} per page, ${lastEvent.length} items.`
          : 'Change the page to see the event.'}
      </output>
    </div>
  );
}
