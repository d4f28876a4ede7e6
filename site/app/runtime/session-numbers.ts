/**
 * Numbers by name, kept for the tab's session (`sessionStorage`, read on first use and written by
 * {@link SessionNumbers.persist}), the most recently set `limit` of them. Storage that is blocked,
 * throws or holds something else is survived: the numbers start empty and are not kept.
 */
export class SessionNumbers {
  private numbers: Map<string, number> | null = null;

  constructor(
    private readonly storageKey: string,
    private readonly limit: number,
    private readonly storage: () => Storage | null,
  ) {}

  get(name: string): number | undefined {
    return this.read().get(name);
  }

  set(name: string, value: number): void {
    const numbers = this.read();
    numbers.delete(name);
    numbers.set(name, value);
    if (numbers.size > this.limit) numbers.delete(numbers.keys().next().value!);
  }

  persist(): void {
    if (!this.numbers) return;
    try {
      this.storage()?.setItem(this.storageKey, JSON.stringify(Object.fromEntries(this.numbers)));
    } catch {
      // The numbers are a convenience; losing them is fine.
    }
  }

  private read(): Map<string, number> {
    if (this.numbers) return this.numbers;
    const numbers = (this.numbers = new Map());
    try {
      const saved = JSON.parse(this.storage()?.getItem(this.storageKey) ?? '{}') as object | null;
      for (const [name, value] of Object.entries(saved ?? {})) {
        if (typeof value === 'number') numbers.set(name, value);
      }
    } catch {
      // Unreadable or blocked storage: start with none.
    }
    return numbers;
  }
}
