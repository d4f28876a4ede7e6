import {setLayoutBox} from '@material-react/cdk/testing';
import {afterEach, describe, expect, it} from 'vitest';
import {scrollIntoViewWithin} from './scroll-into-view';

function row() {
  const scroller = document.createElement('div');
  const tab = document.createElement('button');
  scroller.append(tab);
  document.body.append(scroller);
  setLayoutBox(scroller, {x: 100, y: 0, width: 300, height: 48});
  return {scroller, tab};
}

afterEach(() => document.body.replaceChildren());

describe('scrollIntoViewWithin', () => {
  it('scrolls a tab past the end into view, with 24px of its neighbour', () => {
    const {scroller, tab} = row();
    setLayoutBox(tab, {x: 380, y: 0, width: 80, height: 48});
    scrollIntoViewWithin(tab, scroller);
    expect(scroller.scrollLeft).toBe(460 - 400 + 24);
  });

  it('scrolls back to a tab before the start', () => {
    const {scroller, tab} = row();
    scroller.scrollLeft = 200;
    setLayoutBox(tab, {x: 40, y: 0, width: 80, height: 48});
    scrollIntoViewWithin(tab, scroller);
    expect(scroller.scrollLeft).toBe(200 - (100 - 40 + 24));
  });

  it('leaves a tab in view, or a missing tab or scroller, alone', () => {
    const {scroller, tab} = row();
    scroller.scrollLeft = 50;
    setLayoutBox(tab, {x: 150, y: 0, width: 80, height: 48});
    scrollIntoViewWithin(tab, scroller);
    scrollIntoViewWithin(null, scroller);
    scrollIntoViewWithin(tab, null);
    expect(scroller.scrollLeft).toBe(50);
  });
});
