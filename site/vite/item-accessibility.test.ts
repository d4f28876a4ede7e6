import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {keyboardTableProblem, renderMarkdown} from '../../tools/markdown/index';
import {SECTIONS, getItems, itemSources} from '../app/docs/documentation-items';
import {REPO_DIR} from './docs-model/sources';

// Every item's overview answers how a keyboard or screen reader user operates it: the build fails
// on an item without its keyboard table, and so does this test, naming every such item at once.
describe('the accessibility section of every item', () => {
  // Renders every overview (Shiki included): a minute of room on a busy machine.
  it(
    'has one keyboard table, with the WAI-ARIA pattern it follows or why none applies',
    {timeout: 60_000},
    async () => {
      const items = SECTIONS.flatMap((section) => getItems(section.key));
      const problems = await Promise.all(
        items.map(async (item) => {
          const {overviewPath} = itemSources(item);
          const source = readFileSync(join(REPO_DIR, overviewPath), 'utf8');
          try {
            const problem = keyboardTableProblem((await renderMarkdown(source)).keyboardTables);
            return problem && `${overviewPath} ${problem}`;
          } catch (error) {
            return `${overviewPath}: ${(error as Error).message}`;
          }
        }),
      );
      expect(problems.filter(Boolean)).toEqual([]);
    },
  );
});
