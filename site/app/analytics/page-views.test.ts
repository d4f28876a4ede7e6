import {describe, expect, it} from 'vitest';
import {markAppReady} from '../shell/start-guard';
import {reportPageView, startAnalytics} from './page-views';

const entries = () =>
  ((window as unknown as {dataLayer?: ArrayLike<unknown>[]}).dataLayer ?? []).map((entry) =>
    Array.from(entry),
  );

describe('page views', () => {
  it('are reported once the app has started, in order, with the title they had', async () => {
    document.title = 'Button | Material';
    startAnalytics();
    reportPageView('/components/button/overview', document.title);
    document.title = 'Later title';
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(entries()).toEqual([]);

    markAppReady();
    await expect.poll(() => entries().length).toBeGreaterThan(1);
    const [first, last] = [entries()[0], entries().at(-1)];
    expect(first?.[0]).toBe('js');
    expect(last).toEqual([
      'event',
      'page_view',
      {
        page_path: '/components/button/overview',
        page_title: 'Button | Material',
        send_to: ['docs', 'library'],
      },
    ]);
  });
});
