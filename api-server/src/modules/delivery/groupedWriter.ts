/** Writes items as they come, a small group at a time; see {@link groupedWriter}. */
export interface GroupedWriter<T> {
  /** Adds an item; waits only when it fills a group while the group before is still being written. */
  add(item: T): Promise<void>;
  /** Writes what is left and waits for it; throws the failure of any write. */
  close(): Promise<void>;
}

export interface GroupedWriterOptions {
  /** Items written together. */
  size: number;
  /** The longest the first item of a group waits for the group to fill. */
  afterMs: number;
}

/**
 * Groups items for `write`: a group goes when it holds `size` items or when its first has waited
 * `afterMs`, one write at a time. An `add` that fills a group waits for the write before it, so the
 * items not yet written are at most about two groups (the one being written and the one filling),
 * whatever the pace of the writes. A failed write fails every later `add` and the `close`.
 */
export function groupedWriter<T>(
  write: (items: T[]) => Promise<void>,
  options: GroupedWriterOptions,
): GroupedWriter<T> {
  let pending: T[] = [];
  /** The write under way; it never rejects (a failure is kept in `failure`). */
  let writing: Promise<void> | null = null;
  let failure: { error: unknown } | null = null;
  let timer: NodeJS.Timeout | null = null;
  const throwIfFailed = () => {
    if (failure) throw failure.error;
  };

  const flush = async (): Promise<void> => {
    while (writing) await writing;
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    throwIfFailed();
    if (pending.length === 0) return;
    const group = pending;
    pending = [];
    writing = write(group)
      .catch((error: unknown) => {
        failure ??= { error };
      })
      .finally(() => {
        writing = null;
      });
    await writing;
    throwIfFailed();
  };

  return {
    async add(item) {
      throwIfFailed();
      pending.push(item);
      if (pending.length >= options.size) return flush();
      // A failure here is kept and thrown by the next add or the close.
      timer ??= setTimeout(() => void flush().catch(() => undefined), options.afterMs);
    },
    close: flush,
  };
}
