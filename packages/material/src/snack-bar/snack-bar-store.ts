import {announce, type AriaLivePoliteness} from '@material-react/cdk/a11y';

/** Where a snack bar sits horizontally: `start` and `end` follow the text direction. */
export type SnackBarHorizontalPosition = 'start' | 'center' | 'end' | 'left' | 'right';

/** Where a snack bar sits vertically. */
export type SnackBarVerticalPosition = 'top' | 'bottom';

/** Options of a snack bar, the third argument of `open`. */
export interface SnackBarConfig {
  /**
   * How long the snack bar stays, in milliseconds, not counting the time the pointer rests on it
   * or focus is inside it. `0` (or `Infinity`) keeps it until it is dismissed.
   * @default 5000
   */
  duration?: number;
  /**
   * How the message is announced to screen reader users; `off` does not announce it.
   * @default 'polite'
   */
  politeness?: AriaLivePoliteness;
  /**
   * The horizontal position.
   * @default 'center'
   */
  horizontalPosition?: SnackBarHorizontalPosition;
  /**
   * The vertical position.
   * @default 'bottom'
   */
  verticalPosition?: SnackBarVerticalPosition;
  /** Extra class names for the `.mat-snack-bar` element. */
  className?: string;
}

/** How a snack bar went away. */
export interface SnackBarDismiss {
  /** Whether it was dismissed by its action button. */
  dismissedByAction: boolean;
}

/** A handle on an open snack bar, returned by `open`. */
export interface SnackBarRef {
  /** The message shown. */
  readonly message: string;
  /** The action button's label, if there is one. */
  readonly action: string | undefined;
  /** Closes the snack bar. Does nothing once it is closed. */
  dismiss(): void;
  /** Closes the snack bar as if its action had been pressed. */
  dismissWithAction(): void;
  /** Resolves when the snack bar closes, for whatever reason (including being replaced). */
  afterDismissed(): Promise<SnackBarDismiss>;
  /** Resolves when the action is pressed; never resolves if the snack bar closes otherwise. */
  onAction(): Promise<void>;
}

/** An open snack bar as its host renders it. */
export interface ActiveSnackBar {
  /** A unique id, so a replacement renders as a new element. */
  readonly id: number;
  /** The handle given to the caller. */
  readonly ref: SnackBarRef;
  /** The options, with defaults applied. */
  readonly config: Required<Omit<SnackBarConfig, 'className'>> & Pick<SnackBarConfig, 'className'>;
}

let nextId = 1;

/**
 * The state of one snack bar queue: at most one snack bar at a time, a new one replacing the
 * current one. Framework-free; the React host subscribes to it.
 */
export class SnackBarStore {
  private current: ActiveSnackBar | null = null;
  private readonly listeners = new Set<() => void>();
  private hostCount = 0;

  /** Records a host that renders this store; returns the function that removes it. */
  attachHost(): () => void {
    this.hostCount++;
    let attached = true;
    return () => {
      if (attached) this.hostCount--;
      attached = false;
    };
  }

  /** Whether a host renders this store; when none does, one is mounted on demand. */
  hasHost(): boolean {
    return this.hostCount > 0;
  }

  /** Subscribes to changes of the current snack bar; returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The snack bar on screen, if any. */
  getCurrent = (): ActiveSnackBar | null => this.current;

  private setCurrent(next: ActiveSnackBar | null): void {
    this.current = next;
    this.listeners.forEach((listener) => listener());
  }

  /** Shows a snack bar, replacing the current one. */
  open(message: string, action?: string, config: SnackBarConfig = {}): SnackBarRef {
    let closed = false;
    let resolveDismissed: (value: SnackBarDismiss) => void = () => {};
    let resolveAction: () => void = () => {};
    const dismissed = new Promise<SnackBarDismiss>((resolve) => (resolveDismissed = resolve));
    const actioned = new Promise<void>((resolve) => (resolveAction = resolve));

    const close = (dismissedByAction: boolean) => {
      if (closed) return;
      closed = true;
      if (dismissedByAction) resolveAction();
      if (this.current?.ref === ref) this.setCurrent(null);
      resolveDismissed({dismissedByAction});
    };
    const ref: SnackBarRef = {
      message,
      action: action || undefined,
      dismiss: () => close(false),
      dismissWithAction: () => close(true),
      afterDismissed: () => dismissed,
      onAction: () => actioned,
    };

    const previous = this.current;
    const {
      duration = 5000,
      politeness = 'polite',
      horizontalPosition = 'center',
      verticalPosition = 'bottom',
      className,
    } = config;
    this.setCurrent({
      id: nextId++,
      ref,
      config: {duration, politeness, horizontalPosition, verticalPosition, className},
    });
    previous?.ref.dismiss();
    if (politeness !== 'off') void announce(message, {politeness});
    return ref;
  }

  /** Closes the current snack bar, if any. */
  dismiss(): void {
    this.current?.ref.dismiss();
  }
}
