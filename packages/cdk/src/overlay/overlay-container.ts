import './overlay.css';

/** The class of the shared element that holds every overlay pane. */
export const OVERLAY_CONTAINER_CLASS = 'cdk-overlay-container';

/** The class of an overlay pane, the element positioned next to its anchor. */
export const OVERLAY_PANE_CLASS = 'cdk-overlay-pane';

/**
 * Returns the shared overlay container of `doc`, creating it at the end of `<body>` the first time.
 * It is fixed over the viewport with a high z-index and lets pointer events through except on its
 * panes, so overlays never change the layout of the page.
 */
export function getOverlayContainer(doc: Document = document): HTMLElement {
  const existing = doc.body.querySelector<HTMLElement>(`:scope > .${OVERLAY_CONTAINER_CLASS}`);
  if (existing) return existing;
  const container = doc.createElement('div');
  container.className = OVERLAY_CONTAINER_CLASS;
  doc.body.appendChild(container);
  return container;
}
