/** The guides, in the order the guide list shows them. */
export interface GuideItem {
  readonly id: string;
  readonly name: string;
  readonly summary: string;
}

export const GUIDES: readonly GuideItem[] = [
  {
    id: 'getting-started',
    name: 'Getting started',
    summary: 'Install the packages, load a theme and render your first component.',
  },
  {
    id: 'theming',
    name: 'Theming the library',
    summary: 'Pick a prebuilt theme or define your own colour, type and shape tokens.',
  },
  {
    id: 'accessibility',
    name: 'Accessibility',
    summary: 'What the components do for assistive technology, and what is left to you.',
  },
];

export function findGuide(id: string | undefined): GuideItem | undefined {
  return GUIDES.find((guide) => guide.id === id);
}
