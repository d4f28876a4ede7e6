import {describe, expect, it} from 'vitest';
import {Analytics, type AnalyticsWindow} from './analytics';

const trackers = [{group: 'docs'}, {group: 'library'}];

function pageViews(target: AnalyticsWindow) {
  return (target.dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter(([command, name]) => command === 'event' && name === 'page_view')
    .map(([, , params]) => params as {page_path: string; send_to: string[]});
}

function freshWindow(): AnalyticsWindow {
  return {document: document.implementation.createHTMLDocument()};
}

describe('Analytics', () => {
  it('queues commands as gtag arguments objects, loading nothing without ids', () => {
    const target = freshWindow();
    new Analytics(trackers, target).start();
    expect(target.dataLayer?.[0]).toBeTypeOf('object');
    expect(Array.isArray(target.dataLayer?.[0])).toBe(false);
    expect(Array.from(target.dataLayer?.[0] as ArrayLike<unknown>)[0]).toBe('js');
    expect(target.document.querySelector('script')).toBeNull();
  });

  it('sends each page view to both trackers', () => {
    const target = freshWindow();
    const analytics = new Analytics(trackers, target);
    analytics.start();
    analytics.reportPageView('/guides');
    expect(pageViews(target)).toEqual([
      expect.objectContaining({page_path: '/guides', send_to: ['docs', 'library']}),
    ]);
  });

  it('reports a chosen search as a search event with its term, to both trackers', () => {
    const target = freshWindow();
    const analytics = new Analytics(trackers, target);
    analytics.start();
    expect(analytics.reportSearch('  tabs  ')).toBe(true);
    expect(analytics.reportSearch('   ')).toBe(false);
    const searches = (target.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter(([command, name]) => command === 'event' && name === 'search');
    expect(searches).toEqual([
      ['event', 'search', {search_term: 'tabs', send_to: ['docs', 'library']}],
    ]);
  });

  it('reports page feedback with the path and the answer to both trackers', () => {
    const target = freshWindow();
    const analytics = new Analytics(trackers, target);
    analytics.start();
    analytics.reportFeedback('/guide/theming', true);
    analytics.reportFeedback('/components/button/overview', false);
    const feedback = (target.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter(([command, name]) => command === 'event' && name === 'page_feedback');
    expect(feedback).toEqual([
      [
        'event',
        'page_feedback',
        {page_path: '/guide/theming', answer: 'yes', send_to: ['docs', 'library']},
      ],
      [
        'event',
        'page_feedback',
        {page_path: '/components/button/overview', answer: 'no', send_to: ['docs', 'library']},
      ],
    ]);
  });

  it('reports a page view only when the URL differs from the previous one', () => {
    const target = freshWindow();
    const analytics = new Analytics(trackers, target);
    analytics.start();
    expect(analytics.reportPageView('/')).toBe(true);
    expect(analytics.reportPageView('/')).toBe(false);
    expect(analytics.reportPageView('/guides')).toBe(true);
    expect(analytics.reportPageView('/')).toBe(true);
    expect(analytics.reportPageView('/?theme=purple-green')).toBe(true);
    expect(pageViews(target).map((view) => view.page_path)).toEqual([
      '/',
      '/guides',
      '/',
      '/?theme=purple-green',
    ]);
  });

  it('creates configured trackers in their groups and loads gtag.js once', () => {
    const target = freshWindow();
    new Analytics(
      [
        {group: 'docs', id: 'G-ONE'},
        {group: 'library', id: 'G-TWO'},
      ],
      target,
    ).start();
    const configs = (target.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter(([command]) => command === 'config');
    expect(configs).toEqual([
      ['config', 'G-ONE', {groups: 'docs', send_page_view: false}],
      ['config', 'G-TWO', {groups: 'library', send_page_view: false}],
    ]);
    const scripts = target.document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toContain('id=G-ONE');
  });

  it('keeps commands queued before it started', () => {
    const target = freshWindow();
    target.dataLayer = ['earlier'];
    new Analytics(trackers, target).start();
    expect(target.dataLayer[0]).toBe('earlier');
  });
});
