/** What the start guard needs to know; see {@link guardStart}. */
export interface StartGuardConfig {
  /** The attribute on `<html>` that the app sets once it has started. */
  readyAttribute: string;
  /** The attribute on `<html>` that the guard sets when the app's code failed to load. */
  failedAttribute: string;
  /** The id of the notice the guard shows. */
  noticeId: string;
  /** The event the app fires on the document once it has started. */
  readyEvent: string;
}

/** The attributes and ids of the start guard, shared by the head script and the app. */
export const START_GUARD_CONFIG: StartGuardConfig = {
  readyAttribute: 'data-app-ready',
  failedAttribute: 'data-app-failed',
  noticeId: 'docs-start-failure',
  readyEvent: 'docs-app-ready',
};

/**
 * Runs in the head, before the app's scripts (its source text becomes an inline script, so it
 * uses nothing from outside its body). When the app's code fails to load (blocked, or the connection dropped after the HTML
 * arrived), the prerendered page stays readable and its links keep working as plain links; this
 * guard makes the controls that need JavaScript say so instead of doing nothing: it shows a
 * notice, marks every button as unavailable, and brings the notice forward when one is pressed.
 *
 * While the app is still starting (its code loads after the first paint), a press on a button is
 * held and made again once the app runs, so it is not lost.
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
  let held: HTMLElement | null = null;
  document.addEventListener(
    'click',
    function (event) {
      if (root.hasAttribute(config.readyAttribute)) return;
      const target = event.target as Element | null;
      const button = target && target.closest ? target.closest('button') : null;
      if (!button) return;
      event.preventDefault();
      if (root.hasAttribute(config.failedAttribute)) showNotice(true);
      else held = button;
    },
    true,
  );
  document.addEventListener(config.readyEvent, function () {
    const button = held;
    held = null;
    // After the app's own start-up work, outside the render that announced it.
    if (button && button.isConnected)
      setTimeout(function () {
        button.click();
      });
  });
}

/** The head script that watches the app's start; see {@link guardStart}. */
export function startGuardScript(): string {
  return `(${guardStart.toString()})(${JSON.stringify(START_GUARD_CONFIG)});`;
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
  document.dispatchEvent(new Event(START_GUARD_CONFIG.readyEvent));
}
