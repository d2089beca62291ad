/**
 * Collects the calls of one batched field made during one tick of execution and invokes its Lambda with
 * arrays of at most maxBatchSize events, as AppSync's BatchInvoke does.
 */
export class BatchQueue {
  private readonly pending = new Map<
    string,
    { events: unknown[]; settle: { resolve: (value: unknown) => void; reject: (error: unknown) => void }[] }
  >();

  enqueue(
    key: string,
    maxBatchSize: number,
    event: unknown,
    invoke: (events: unknown[]) => Promise<unknown[]>,
  ) {
    return new Promise<unknown>((resolve, reject) => {
      let entry = this.pending.get(key);
      if (!entry) {
        entry = { events: [], settle: [] };
        this.pending.set(key, entry);
        setImmediate(() => this.flush(key, maxBatchSize, invoke));
      }
      entry.events.push(event);
      entry.settle.push({ resolve, reject });
    });
  }

  private flush(key: string, maxBatchSize: number, invoke: (events: unknown[]) => Promise<unknown[]>) {
    const entry = this.pending.get(key);
    this.pending.delete(key);
    if (!entry) return;
    for (let start = 0; start < entry.events.length; start += maxBatchSize) {
      const events = entry.events.slice(start, start + maxBatchSize);
      const settle = entry.settle.slice(start, start + maxBatchSize);
      invoke(events).then(
        (results) => settle.forEach((callbacks, index) => callbacks.resolve(results[index])),
        (error: unknown) => settle.forEach((callbacks) => callbacks.reject(error)),
      );
    }
  }
}
