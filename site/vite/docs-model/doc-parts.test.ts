import {describe, expect, it} from 'vitest';
import {splitAtExamples} from './doc-parts';

const embed = (id: string) => `<div class="docs-example-embed" data-example-id="${id}"></div>`;

describe('splitAtExamples', () => {
  it('cuts the HTML at each example placeholder, in order', () => {
    const html = `<h2 id="a">A</h2>\n${embed('button-overview')}\n<p>Between</p>${embed('button-link')}<p>End</p>`;
    expect(splitAtExamples(html)).toEqual([
      {kind: 'html', html: '<h2 id="a">A</h2>'},
      {kind: 'example', exampleId: 'button-overview', headingLevel: 3},
      {kind: 'html', html: '<p>Between</p>'},
      {kind: 'example', exampleId: 'button-link', headingLevel: 3},
      {kind: 'html', html: '<p>End</p>'},
    ]);
  });

  it('heads each example one level below the heading it follows', () => {
    const html = `${embed('card-overview')}<h2 id="parts">Parts</h2><p>Text</p><h3 id="x">X</h3>${embed('card-media')}<h2 id="more">More</h2>${embed('card-actions')}<h6 id="deep">Deep</h6>${embed('card-deep')}`;
    const levels = splitAtExamples(html).flatMap((part) =>
      part.kind === 'example' ? [[part.exampleId, part.headingLevel]] : [],
    );
    expect(levels).toEqual([
      ['card-overview', 2],
      ['card-media', 4],
      ['card-actions', 3],
      ['card-deep', 6],
    ]);
  });

  it('keeps a document without examples whole', () => {
    expect(splitAtExamples('<p>Only text</p>')).toEqual([{kind: 'html', html: '<p>Only text</p>'}]);
  });

  it('leaves the "example not found" note in the HTML', () => {
    const missing = '<div class="docs-example-missing" role="note">Example “nope” not found.</div>';
    expect(splitAtExamples(missing)).toEqual([{kind: 'html', html: missing}]);
  });

  it('gives nothing for empty HTML', () => {
    expect(splitAtExamples('  ')).toEqual([]);
  });
});
