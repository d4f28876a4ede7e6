/**
 * Theme selection, written as one self-contained function so the very same code can run twice:
 * inlined as a script in the document head (where it applies the stored or requested theme
 * before the first paint), and imported by the theme picker. It must not reference anything
 * outside its own body, because the head script is built from its source text.
 */

export interface ThemeControllerConfig {
  /** The `localStorage` key holding the chosen theme's name. */
  storageKey: string;
  /** The names of every theme, the default included. */
  themeNames: string[];
  /** The theme built into the base stylesheet; choosing it removes the theme stylesheet. */
  defaultName: string;
  /** Where theme stylesheets are served: `${stylesheetBase}${name}.css`. */
  stylesheetBase: string;
  /** The id of the `<link>` element that holds the current theme stylesheet. */
  linkId: string;
}

/** What the controller reads and writes; the browser's globals unless a test passes its own. */
export interface ThemeEnvironment {
  document: Document;
  search: string;
  /** Returns the storage, or throws when storage is blocked. */
  getStorage: () => Storage | null;
}

export interface ThemeController {
  /** The name chosen by the URL's `?theme=`, else the stored name, else the default. */
  resolveInitial(): string;
  /** The theme currently applied to the document. */
  current(): string;
  /** Applies a theme to the document without storing it. Unknown names are ignored. */
  apply(name: string): boolean;
  /** Applies and stores a theme. Unknown names are ignored and return false. */
  select(name: string): boolean;
  /** Applies the initial theme (storing it when it came from the URL) and returns its name. */
  start(): string;
}

export function createThemeController(
  config: ThemeControllerConfig,
  environment?: ThemeEnvironment,
): ThemeController {
  const env: ThemeEnvironment = environment || {
    document: document,
    search: location.search,
    getStorage: function () {
      return window.localStorage;
    },
  };
  const isKnown = function (name: string | null | undefined): name is string {
    return !!name && config.themeNames.indexOf(name) !== -1;
  };
  const readStored = function (): string | null {
    try {
      const storage = env.getStorage();
      return storage ? storage.getItem(config.storageKey) : null;
    } catch {
      return null;
    }
  };
  const store = function (name: string) {
    try {
      const storage = env.getStorage();
      if (storage) storage.setItem(config.storageKey, name);
    } catch {
      // Storage that is missing, full or blocked only costs the memory of the choice.
    }
  };
  const fromQuery = function (): string | null {
    try {
      return new URLSearchParams(env.search).get('theme');
    } catch {
      return null;
    }
  };
  const controller: ThemeController = {
    resolveInitial: function () {
      const requested = fromQuery();
      if (isKnown(requested)) return requested;
      const stored = readStored();
      return isKnown(stored) ? stored : config.defaultName;
    },
    current: function () {
      const name = env.document.documentElement.getAttribute('data-theme');
      return isKnown(name) ? name : config.defaultName;
    },
    apply: function (name) {
      if (!isKnown(name)) return false;
      const doc = env.document;
      let link = doc.getElementById(config.linkId) as HTMLLinkElement | null;
      if (name === config.defaultName) {
        if (link) link.remove();
      } else {
        const href = config.stylesheetBase + name + '.css';
        if (!link) {
          link = doc.createElement('link');
          link.id = config.linkId;
          link.rel = 'stylesheet';
          // Holds the first paint until the theme has loaded, so the default never flashes.
          link.setAttribute('blocking', 'render');
          doc.head.appendChild(link);
        }
        if (link.getAttribute('href') !== href) link.setAttribute('href', href);
      }
      doc.documentElement.setAttribute('data-theme', name);
      return true;
    },
    select: function (name) {
      if (!controller.apply(name)) return false;
      store(name);
      return true;
    },
    start: function () {
      const name = controller.resolveInitial();
      if (isKnown(fromQuery())) controller.select(name);
      else controller.apply(name);
      return name;
    },
  };
  return controller;
}
