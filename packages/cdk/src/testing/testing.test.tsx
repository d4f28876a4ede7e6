import {afterEach, describe, expect, it} from 'vitest';
import {axeViolations, expectNoAxeViolations, setLayoutBox} from './index';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('axe helpers', () => {
  it('pass accessible content, outside landmarks too unless asked', async () => {
    document.body.innerHTML = '<main><h1>Page</h1></main><p>Outside any landmark</p>';
    await expect(expectNoAxeViolations()).resolves.toBeUndefined();
    expect((await axeViolations(document.body, {requireLandmarks: true})).map((v) => v.id)).toEqual(
      ['region'],
    );
    document.body.innerHTML = '<main><button>Save</button></main>';
    await expect(expectNoAxeViolations(document.body, {requireLandmarks: true})).resolves.toBe(
      undefined,
    );
  });

  it('report each broken rule with the elements that break it', async () => {
    document.body.innerHTML = '<main><button></button><img src="x.png"></main>';
    const violations = await axeViolations();
    expect(violations.map((v) => v.id).sort()).toEqual(['button-name', 'image-alt']);
    expect(violations.find((v) => v.id === 'button-name')?.nodes).toEqual(['<button></button>']);
    await expect(expectNoAxeViolations()).rejects.toThrow(
      /axe found 2 accessibility problem\(s\):[\s\S]*button-name[\s\S]*<button><\/button>/,
    );
    expect((await axeViolations(document.body, {disableRules: ['image-alt']})).length).toBe(1);
  });

  it('check only the given context', async () => {
    document.body.innerHTML =
      '<main><div id="ok"><button>Fine</button></div><button></button></main>';
    await expect(expectNoAxeViolations(document.getElementById('ok')!)).resolves.toBeUndefined();
  });
});

describe('setLayoutBox', () => {
  it('gives an element a bounding box and sizes', () => {
    const element = document.createElement('div');
    setLayoutBox(element, {x: 10, y: 20, width: 100, height: 50});
    expect(element.getBoundingClientRect()).toMatchObject({
      x: 10,
      y: 20,
      top: 20,
      left: 10,
      right: 110,
      bottom: 70,
      width: 100,
      height: 50,
    });
    expect([element.offsetWidth, element.clientHeight]).toEqual([100, 50]);
    setLayoutBox(element, {x: 0, y: 0, width: 5, height: 5});
    expect(element.getBoundingClientRect().right).toBe(5);
  });
});
