/**
 * Live results while typing (docs/product.md#search-popper): the text is searched only after it has been
 * still for `delayMs`, and each new text aborts the request still under way, so a slow answer for an old
 * text can never replace the results of the newer one.
 */
export interface LiveSearchOptions<Result> {
  delayMs: number;
  search: (text: string, signal: AbortSignal) => Promise<Result>;
  onResult: (text: string, result: Result) => void;
  /**
   * Search failures are silently ignored (docs/product.md#silent-failures); the caller only learns the search
   * ended.
   */
  onFailure?: (text: string, error: unknown) => void;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface LiveSearch {
  /** A new text: cancels the pending wait and the request under way, then waits again. */
  update(text: string): void;
  /** Stops everything (the box closed or unmounted). */
  cancel(): void;
}

export function createLiveSearch<Result>(options: LiveSearchOptions<Result>): LiveSearch {
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let timer: unknown = null;
  let controller: AbortController | null = null;

  const cancel = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
    controller?.abort();
    controller = null;
  };

  const run = async (text: string) => {
    timer = null;
    const current = new AbortController();
    controller = current;
    try {
      const result = await options.search(text, current.signal);
      if (!current.signal.aborted) options.onResult(text, result);
    } catch (error) {
      if (!current.signal.aborted) options.onFailure?.(text, error);
    } finally {
      if (controller === current) controller = null;
    }
  };

  return {
    update(text) {
      cancel();
      if (!text) return;
      timer = setTimer(() => void run(text), options.delayMs);
    },
    cancel,
  };
}
