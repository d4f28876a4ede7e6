import {blocks, fence, headingAt, inlineCode} from '@material-react/tools/docs-data/light';
import {z} from 'zod';
import type {DocsStore} from '../docs-store';
import {didYouMean} from '../suggest';
import {absoluteUrl, allItems} from './places';
import {ToolFailure, requireText, type ToolAnswer} from './tool-answer';

export const getExampleInput = {
  id: z
    .string()
    .describe(
      'The example id, as in the example links of the docs (`/components/table/examples#table-sorting`' +
        " has the id `table-sorting`). list_items shows each item's examples, and search_docs finds them by words.",
    ),
};

/** A code fence language for a file's language. */
const FENCE_LANGUAGE: Record<string, string> = {text: ''};

/** An example's title, item and link, and every file of it in a fenced code block. */
export function getExample(store: DocsStore, input: {id: string}): ToolAnswer {
  const id = requireText(input.id, 'example id', '`button-overview`');
  const lower = id.replace(/^#/, '').toLowerCase();
  const {docs} = store;
  const example = docs.examples.find((entry) => entry.id.toLowerCase() === lower);
  if (!example) {
    const item = allItems(docs).find(({item}) => item.id.toLowerCase() === lower)?.item;
    const ofItem =
      item && item.examples.length > 0
        ? ` ${inlineCode(item.id)} is an item; its examples are ${item.examples.map(inlineCode).join(', ')}.`
        : '';
    throw new ToolFailure(
      `There is no example "${id}".${
        ofItem ||
        didYouMean(
          lower,
          docs.examples.map((entry) => entry.id),
        )
      }` + ' list_items shows the examples of each item.',
    );
  }
  const owner = allItems(docs).find(
    ({section, item}) => section.key === example.section && item.id === example.item,
  );
  const where = owner
    ? `${owner.item.name} (${owner.section.name})`
    : `${example.section}/${example.item}`;
  return {
    text: blocks(
      headingAt(1, example.title),
      `Example ${inlineCode(example.id)} of ${where}: ${absoluteUrl(docs, example.url)}`,
      ...example.files.map((file) =>
        blocks(
          headingAt(2, file.name),
          fence(file.code, FENCE_LANGUAGE[file.language] ?? file.language),
        ),
      ),
    ),
  };
}
