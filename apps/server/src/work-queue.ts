/** Thrown by WorkQueue.run when every worker is busy and the waiting list is full. */
export class QueueFull extends Error {
  constructor() {
    super("the work queue is full");
    this.name = "QueueFull";
  }
}

/**
 * Runs at most `workers` tasks at a time and keeps at most `maxWaiting` more waiting, in order.
 * Beyond that a task is refused at once (QueueFull) instead of piling up: a caller gets an answer
 * quickly, and the memory of work nobody can start soon is never taken.
 */
export class WorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly workers: number,
    readonly maxWaiting: number,
  ) {}

  /** Tasks running or waiting now. */
  get size(): number {
    return this.running + this.waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.workers) {
      if (this.waiting.length >= this.maxWaiting) throw new QueueFull();
      // The finishing task hands its slot over directly, so `running` never drops in between.
      await new Promise<void>((start) => this.waiting.push(start));
    } else {
      this.running++;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
