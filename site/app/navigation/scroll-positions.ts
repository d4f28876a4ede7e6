const STORAGE_KEY = 'docs-scroll-positions';
const MAX_ENTRIES = 100;

/**
 * Remembers the scroll position of each history entry (by its router key), so back and forward
 * return to where the visitor was, also across a reload of the tab.
 */
export class ScrollPositions {
  private readonly positions = new Map<string, number>();

  constructor(private readonly storage: () => Storage | null) {
    try {
      const saved = JSON.parse(this.storage()?.getItem(STORAGE_KEY) ?? '{}') as unknown;
      if (saved && typeof saved === 'object') {
        for (const [key, value] of Object.entries(saved)) {
          if (typeof value === 'number') this.positions.set(key, value);
        }
      }
    } catch {
      // Unreadable or blocked storage: start with no remembered positions.
    }
  }

  get(key: string): number | undefined {
    return this.positions.get(key);
  }

  set(key: string, y: number): void {
    this.positions.delete(key);
    this.positions.set(key, y);
    if (this.positions.size > MAX_ENTRIES) {
      const oldest = this.positions.keys().next().value;
      if (oldest !== undefined) this.positions.delete(oldest);
    }
  }

  persist(): void {
    try {
      this.storage()?.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(this.positions)));
    } catch {
      // Positions are a convenience; losing them is fine.
    }
  }
}
