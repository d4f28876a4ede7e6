import {describe, expect, it, vi} from 'vitest';
import {ElementsHttpDataSource, type ChemicalElement} from './elements-http-data-source';

const HYDROGEN: ChemicalElement = {number: 1, name: 'Hydrogen', symbol: 'H', weight: 1.008};
const HELIUM: ChemicalElement = {number: 2, name: 'Helium', symbol: 'He', weight: 4.0026};

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {status});
}

const firstPage = {sort: {active: '', direction: ''}, pageIndex: 0, pageSize: 5} as const;

describe('ElementsHttpDataSource', () => {
  it('fetches the precomputed page for the sort and page, and streams its rows', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({items: [HELIUM], total: 118}));
    const source = new ElementsHttpDataSource({baseUrl: '/data/elements/', fetch: fetchMock});
    const rows: unknown[] = [];
    source.connect().subscribe((value) => rows.push(value));

    const loading = source.load({
      sort: {active: 'name', direction: 'desc'},
      pageIndex: 2,
      pageSize: 10,
    });
    expect(source.state.value.loading).toBe(true);
    await loading;
    expect(fetchMock).toHaveBeenCalledWith(
      '/data/elements/name-desc/10/2.json',
      expect.objectContaining({signal: expect.any(AbortSignal)}),
    );
    expect(rows).toEqual([[], [HELIUM]]);
    expect(source.state.value).toMatchObject({items: [HELIUM], total: 118, loading: false});
    expect(source.urlFor(firstPage)).toBe('/data/elements/number-asc/5/0.json');
  });

  it('keeps the previous rows on an error, and retries the same page', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(jsonResponse({items: [HYDROGEN], total: 118}))
      .mockResolvedValueOnce(jsonResponse({}, 503))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse({items: [HELIUM], total: 118}));
    const source = new ElementsHttpDataSource({fetch: fetchMock});
    await source.load(firstPage);
    const next = {...firstPage, pageIndex: 1};
    await source.load(next);
    expect(source.state.value).toMatchObject({
      items: [HYDROGEN],
      loading: false,
      error: 'The server answered 503.',
      request: next,
    });
    await source.retry();
    expect(source.state.value.error).toBe('Failed to fetch');
    await source.retry();
    expect(source.state.value).toMatchObject({items: [HELIUM], error: null, loading: false});
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/assets/data/elements/number-asc/5/0.json',
      '/assets/data/elements/number-asc/5/1.json',
      '/assets/data/elements/number-asc/5/1.json',
      '/assets/data/elements/number-asc/5/1.json',
    ]);
  });

  it('aborts the previous request when paging fast, and ignores its answer', async () => {
    const signals: AbortSignal[] = [];
    const answers: Array<(response: Response) => void> = [];
    const fetchMock = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise<Response>((resolve) => {
          signals.push(init!.signal!);
          answers.push(resolve);
        }),
    );
    const source = new ElementsHttpDataSource({fetch: fetchMock});
    const first = source.load(firstPage);
    const second = source.load({...firstPage, pageIndex: 1});
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[1]!.aborted).toBe(false);
    answers[1]!(jsonResponse({items: [HELIUM], total: 118}));
    await second;
    answers[0]!(jsonResponse({items: [HYDROGEN], total: 118}));
    await first;
    expect(source.state.value.items).toEqual([HELIUM]);
    expect(source.state.value.request.pageIndex).toBe(1);

    source.load(firstPage);
    source.disconnect();
    expect(signals[2]!.aborted).toBe(true);
  });
});
