import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {expect, test} from '@playwright/test';
import {DOC_ITEMS} from './docs-data';

/** The `## Accessibility` section of an item's overview, as this run's build wrote its twin. */
function accessibilitySection(sectionKey: string, id: string): string | undefined {
  const twin = readFileSync(
    fileURLToPath(new URL(`../build/client/${sectionKey}/${id}/overview.md`, import.meta.url)),
    'utf8',
  );
  return /^## Accessibility\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(twin)?.[1];
}

// Every item's overview answers how a keyboard or screen reader user operates it: the build fails
// on an item without its keyboard table, and this reads what it built, naming every item that
// lacks one at once (no browser; the pages' tables and links are checked in page-edges.spec.ts).
test('every item says which WAI-ARIA pattern it follows, or why none applies, then its keys or why it takes none', () => {
  const problems = DOC_ITEMS.flatMap(({sectionKey, item}) => {
    const section = accessibilitySection(sectionKey, item.id);
    if (section === undefined) return [`${sectionKey}/${item.id}: no Accessibility section`];
    const [intro, ...rest] = section.trim().split('\n\n');
    const pattern =
      /^Follows the WAI-ARIA Authoring Practices \[[^\]]+\]\(https:\/\/www\.w3\.org\/WAI\/ARIA\/apg\/[^)]+\)\.$/;
    const reason = intro && !intro.startsWith('|') && !intro.startsWith('Follows');
    const problems = [];
    if (!intro || !(pattern.test(intro) || reason))
      problems.push('no pattern, nor why none applies');
    // Its keys: a table, or a sentence on why it takes none (it is not focusable, say).
    const keys = rest[0] ?? '';
    const table = keys.startsWith('| Keys | Action | When |\n| --- | --- | --- |\n| `');
    if (!table && (keys === '' || keys.startsWith('|') || keys.startsWith('#'))) {
      problems.push('no table of keys after it, nor why it takes none');
    }
    return problems.map((problem) => `${sectionKey}/${item.id}: ${problem}`);
  });
  expect(problems).toEqual([]);
  expect(DOC_ITEMS.length).toBeGreaterThan(40);
});
