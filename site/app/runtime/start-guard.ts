/** What the start guard needs to know; see {@link guardStart}. */
export interface StartGuardConfig {
  /** The attribute on `<html>` that the app sets once it has started. */
  readyAttribute: string;
  /** The attribute on `<html>` that the guard sets when the app's code failed to load. */
  failedAttribute: string;
  /** The id of the notice the guard shows. */
  noticeId: string;
  /** The attribute of a part of the page that has not hydrated yet. */
  pendingAttribute: string;
  /** The event the guard fires on such a part when a control in it is pressed. */
  hydrateEvent: string;
  /** The elements whose presses are held until they can work (a selector). */
  controls: string;
}

/** What the app itself shares with the start guard (see {@link startGuardConfig}). */
export const START_GUARD_CONFIG = {
  readyAttribute: 'data-app-ready',
  pendingAttribute: 'data-hydrating',
  hydrateEvent: 'docs-hydrate-now',
} as const;

/**
 * The attributes and ids of the start guard. What only the head script needs is made here, on
 * the server, so that the browser's code does not carry it.
 */
export function startGuardConfig(): StartGuardConfig {
  return {
    ...START_GUARD_CONFIG,
    failedAttribute: 'data-app-failed',
    noticeId: 'docs-start-failure',
    controls:
      'button, input, select, label, summary, [tabindex], [role="button"], [role="tab"], ' +
      '[role="checkbox"], [role="switch"], [role="radio"], [role="option"], [role="menuitem"], ' +
      '[role="slider"], [role="combobox"]',
  };
}

/**
 * Runs in the head, before the app's scripts (its source text becomes an inline script, so it
 * uses nothing from outside its body). When the app's code fails to load (blocked, or the connection dropped after the HTML
 * arrived), the prerendered page stays readable and its links keep working as plain links; this
 * guard makes the controls that need JavaScript say so instead of doing nothing: it shows a
 * notice, marks every button as unavailable, and brings the notice forward when one is pressed.
 *
 * While the app is still starting (its code loads after the first paint), a press on a control
 * is held and made again once the app runs, so it is not lost; the same goes for a control in a
 * part of the page that hydrates after the rest (the documentation content, a live example).
 */
export function guardStart(config: StartGuardConfig) {
  const root = document.documentElement;

  function showNotice(focus: boolean) {
    let notice = document.getElementById(config.noticeId);
    if (!notice) {
      notice = document.createElement('div');
      notice.id = config.noticeId;
      notice.className = 'docs-start-failure';
      notice.setAttribute('role', 'alert');
      notice.tabIndex = -1;
      const text = document.createElement('p');
      text.textContent =
        'This page could not load its JavaScript. You can read it and follow its links, but ' +
        'the theme and version pickers, live examples and other buttons need JavaScript.';
      const reload = document.createElement('a');
      reload.href = location.href;
      reload.textContent = 'Reload the page';
      notice.appendChild(text);
      notice.appendChild(reload);
      document.body.appendChild(notice);
    }
    if (focus) notice.focus();
  }

  function fail() {
    if (root.hasAttribute(config.readyAttribute) || root.hasAttribute(config.failedAttribute)) {
      return;
    }
    root.setAttribute(config.failedAttribute, '');
    function markPage() {
      const buttons = document.body.querySelectorAll('button');
      for (let i = 0; i < buttons.length; i++) buttons[i]!.setAttribute('aria-disabled', 'true');
      showNotice(false);
    }
    if (document.body) markPage();
    else document.addEventListener('DOMContentLoaded', markPage);
  }

  // A module script whose code (or a module it imports) could not be fetched.
  document.addEventListener(
    'error',
    function (event) {
      const target = event.target as Element | null;
      if (target && target.tagName === 'SCRIPT') fail();
    },
    true,
  );
  // The app's entry is loaded with import(); its failure is a rejected promise nobody handles.
  window.addEventListener('unhandledrejection', function (event) {
    const reason = event.reason as {message?: unknown} | null;
    const message = reason && typeof reason.message === 'string' ? reason.message : '';
    if (
      /dynamically imported module|module script failed|error loading dynamically/i.test(message)
    ) {
      fail();
    }
  });
  // A press on a control that cannot work yet is held and made again once it can: before the
  // app runs, any control; after, a control in a part of the page still hydrating (see
  // `HydrationRegion`), which is asked to hydrate at once. Links are never held: they work
  // without JavaScript.
  const pending = '[' + config.pendingAttribute + ']';
  let held: HTMLElement | null = null;
  let watcher: MutationObserver | null = null;
  function waiting(control: Element) {
    return !root.hasAttribute(config.readyAttribute) || !!control.closest(pending);
  }
  function replayWhenLive() {
    if (!held || waiting(held)) return;
    const control = held;
    held = null;
    if (watcher) watcher.disconnect();
    // After the app's own work, outside the render that made the control live.
    if (control.isConnected)
      setTimeout(function () {
        control.click();
      });
  }
  document.addEventListener(
    'click',
    function (event) {
      const target = event.target as Element | null;
      const control = target && target.closest ? target.closest(config.controls) : null;
      if (!control || control.closest('a[href]') || !waiting(control)) return;
      // Before React sees it: a part whose code has arrived may hydrate on the spot to handle
      // the press, which would then be made twice.
      event.preventDefault();
      event.stopImmediatePropagation();
      if (root.hasAttribute(config.failedAttribute)) {
        showNotice(true);
        return;
      }
      held = control as HTMLElement;
      const region = control.closest(pending);
      if (region) region.dispatchEvent(new Event(config.hydrateEvent));
      if (!watcher) watcher = new MutationObserver(replayWhenLive);
      watcher.observe(root, {
        subtree: true,
        attributes: true,
        attributeFilter: [config.readyAttribute, config.pendingAttribute],
      });
    },
    true,
  );
}

/** The head script that watches the app's start; see {@link guardStart}. */
export function startGuardScript(): string {
  return `(${guardStart.toString()})(${JSON.stringify(startGuardConfig())});`;
}

/** The performance mark the app sets once it is interactive (see {@link markAppReady}). */
export const APP_READY_MARK = 'docs-app-ready';

/**
 * Tells the start guard that the app is running: later failures are the app's to report, and a
 * button pressed while it started is pressed again now.
 */
export function markAppReady() {
  // A mark in the performance timeline too, for the benchmark's "JavaScript before interactive".
  performance.mark(APP_READY_MARK);
  document.documentElement.setAttribute(START_GUARD_CONFIG.readyAttribute, '');
  appStarted = true;
  // Each in a task of its own, once the browser is idle (or soon anyway), so that the loads'
  // work (the bundler's preloading of each chunk's dependencies and stylesheets, the start of
  // each module) neither lengthens the task that made the page interactive nor adds up to a
  // long task of its own.
  const runNext = () => {
    tasksAfterStart.shift()?.();
    if (tasksAfterStart.length > 0) whenIdle(runNext);
  };
  whenIdle(runNext);
}

/** Runs `task` once the browser is idle, or within 100 ms anyway. */
function whenIdle(task: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, {timeout: 100});
  else setTimeout(task, 1);
}

let appStarted = false;
const tasksAfterStart: (() => void)[] = [];

/**
 * Starts `load` once the app has started (its shell hydrated, see {@link markAppReady}), or at
 * once if it has, and on the server. The parts of a page that hydrate after its shell (the
 * documentation content, the examples) load their code this way, so that the code the page needs
 * to become interactive is not held up by code it needs later.
 */
export function afterAppStart<T>(load: () => Promise<T>): Promise<T> {
  if (appStarted || typeof document === 'undefined') return load();
  return new Promise<void>((resolve) => tasksAfterStart.push(resolve)).then(load);
}
