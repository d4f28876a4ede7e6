import {describe, expect, it} from 'vitest';
import {itemFactsMarkdown} from './item-facts-markdown';

const REPO = 'https://git.example.org/lib';

describe("an item's header in its twins", () => {
  it('gives the import line as code, then the source, the pattern and the size', () => {
    expect(
      itemFactsMarkdown({
        importLine: "import {Button} from '@material-react/material/button';",
        sourceUrl: `${REPO}/tree/main/packages/material/src/button`,
        overviewUrl: `${REPO}/blob/main/packages/material/src/button/button.md`,
        pattern: {name: 'Button', url: 'https://www.w3.org/WAI/ARIA/apg/patterns/button/'},
        size: 'Adds 1.0 kB JS + 1.4 kB CSS, gzip, to an app that already has React',
        sizeUrl: 'https://docs.example.org/guide/bundle-size.md',
      }),
    ).toBe(
      [
        '```ts',
        "import {Button} from '@material-react/material/button';",
        '```',
        '',
        `- Source: [packages/material/src/button](${REPO}/tree/main/packages/material/src/button), overview: [packages/material/src/button/button.md](${REPO}/blob/main/packages/material/src/button/button.md)`,
        '- WAI-ARIA pattern: [Button](https://www.w3.org/WAI/ARIA/apg/patterns/button/)',
        '- Bundle size: Adds 1.0 kB JS + 1.4 kB CSS, gzip, to an app that already has React ([how it is measured](https://docs.example.org/guide/bundle-size.md))',
      ].join('\n'),
    );
  });

  it('lists what the test run proves, each with the guide that shows how', () => {
    const markdown = itemFactsMarkdown({
      importLine: "import {Select} from '@material-react/material/select';",
      sourceUrl: `${REPO}/tree/main/packages/material/src/select`,
      overviewUrl: `${REPO}/blob/main/packages/material/src/select/select.md`,
      sizeUrl: 'https://docs.example.org/guide/bundle-size.md',
      proven: [
        {
          label: 'Server rendering',
          text: 'renders on the server in Next.js and React Router',
          url: 'https://docs.example.org/guide/nextjs.md',
        },
        {
          label: 'Forms',
          text: 'posts `name`, validates and resets',
          url: 'https://docs.example.org/guide/forms.md',
        },
      ],
    });
    expect(markdown.split('\n').slice(-2)).toEqual([
      '- Server rendering: renders on the server in Next.js and React Router ([how](https://docs.example.org/guide/nextjs.md))',
      '- Forms: posts `name`, validates and resets ([how](https://docs.example.org/guide/forms.md))',
    ]);
  });

  it('leaves out a pattern and a size it does not have', () => {
    const markdown = itemFactsMarkdown({
      importLine: "import {Overlay} from '@material-react/cdk/overlay';",
      sourceUrl: `${REPO}/tree/main/packages/cdk/src/overlay`,
      overviewUrl: `${REPO}/blob/main/packages/cdk/src/overlay/overlay.md`,
      sizeUrl: 'https://docs.example.org/guide/bundle-size.md',
    });
    expect(markdown).not.toContain('WAI-ARIA');
    expect(markdown).not.toContain('Bundle size');
    expect(markdown.split('\n')).toHaveLength(5);
  });
});
