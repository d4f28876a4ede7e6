import {DataSource, DataStream} from '@material-react/cdk/table';
import type {SortState} from '@material-react/material/sort';

/** A chemical element, as the dataset serves it. */
export interface ChemicalElement {
  number: number;
  name: string;
  symbol: string;
  weight: number;
}

/** The page the table asks the server for. */
export interface PageRequest {
  sort: SortState;
  pageIndex: number;
  pageSize: number;
}

/** Everything the example renders besides the rows. */
export interface HttpTableState {
  /** The rows of the last page that loaded; kept while the next one loads or fails. */
  items: readonly ChemicalElement[];
  /** The number of elements on the server. */
  total: number;
  /** Whether a request is in flight. */
  loading: boolean;
  /** The message of the last failed request, or `null`. */
  error: string | null;
  /** The page shown (or being loaded). */
  request: PageRequest;
}

/** The page sizes the server has precomputed. */
export const PAGE_SIZES = [5, 10, 25] as const;

/** The site's own copy of the dataset. */
export const DEFAULT_BASE_URL = '/assets/data/elements';

/** Options of {@link ElementsHttpDataSource}. */
export interface ElementsHttpOptions {
  /** Where the dataset lives: `<baseUrl>/<column>-<direction>/<pageSize>/<pageIndex>.json`. */
  baseUrl?: string;
  /** The fetch to use; tests pass a mock. */
  fetch?: typeof fetch;
}

interface PagePayload {
  items: ChemicalElement[];
  total: number;
}

/**
 * Loads pages of elements over HTTP with server-side sorting and paging. Each `load` aborts the
 * request before it, so fast paging never shows an outdated page; a failure keeps the previous
 * rows and can be retried.
 */
export class ElementsHttpDataSource extends DataSource<ChemicalElement> {
  /** Loading, error and total, for the example's status UI and paginator. */
  readonly state = new DataStream<HttpTableState>({
    items: [],
    total: 0,
    loading: false,
    error: null,
    request: {sort: {active: '', direction: ''}, pageIndex: 0, pageSize: PAGE_SIZES[0]},
  });
  private readonly rows = new DataStream<readonly ChemicalElement[]>([]);
  private readonly baseUrl: string;
  private readonly fetcher: typeof fetch;
  private controller: AbortController | null = null;

  constructor({baseUrl = DEFAULT_BASE_URL, fetch: fetcher}: ElementsHttpOptions = {}) {
    super();
    this.baseUrl = baseUrl.replace(/\/+$/, '');
    // Bound late, so the global fetch can be replaced (by tests) after construction.
    this.fetcher = fetcher ?? ((input, init) => globalThis.fetch(input, init));
  }

  /** The URL of the precomputed page for a request. Unsorted reads the atomic number order. */
  urlFor({sort, pageIndex, pageSize}: PageRequest): string {
    const column = sort.direction ? sort.active : 'number';
    const direction = sort.direction || 'asc';
    return `${this.baseUrl}/${column}-${direction}/${pageSize}/${pageIndex}.json`;
  }

  /** Loads a page, cancelling any request still in flight. */
  async load(request: PageRequest): Promise<void> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.patch({loading: true, error: null, request});
    try {
      const response = await this.fetcher(this.urlFor(request), {signal: controller.signal});
      if (!response.ok) throw new Error(`The server answered ${response.status}.`);
      const page = (await response.json()) as PagePayload;
      if (controller.signal.aborted) return;
      this.rows.next(page.items);
      this.patch({items: page.items, total: page.total, loading: false});
    } catch (error) {
      if (controller.signal.aborted) return;
      const message = error instanceof Error ? error.message : String(error);
      this.patch({loading: false, error: message});
    } finally {
      if (this.controller === controller) this.controller = null;
    }
  }

  /** Loads the last requested page again. */
  retry(): Promise<void> {
    return this.load(this.state.value.request);
  }

  /** The rows of the current page. */
  connect(): DataStream<readonly ChemicalElement[]> {
    return this.rows;
  }

  /** Cancels a request in flight. */
  disconnect(): void {
    this.controller?.abort();
    this.controller = null;
  }

  private patch(changes: Partial<HttpTableState>): void {
    this.state.next({...this.state.value, ...changes});
  }
}
