// Under load many requests ask the database the same kind of small question in the same turn of
// the event loop (is this session's revision still N? what is the current snapshot?), and each
// statement costs a round trip and work on both sides. A read made through `batchedByTurn` is
// answered together with the others asked in its turn: one `readMany` call for all their keys,
// made once the turn's I/O callbacks have run (setImmediate). Each read still starts after the
// request that asked it arrived, so it sees everything committed before then; a lone request
// waits no longer than the rest of its turn.

interface Waiter<V> {
  resolve: (value: V | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * A read of one key, batched with the reads of the same turn. `readMany` answers the values of
 * the keys it finds; a key it leaves out reads as undefined. If it fails, every read of that turn
 * fails with its error, and the next turn asks again.
 */
export function batchedByTurn<K, V>(
  readMany: (keys: K[]) => Promise<Map<K, V>>,
): (key: K) => Promise<V | undefined> {
  let gathering: Map<K, Waiter<V>[]> | undefined;

  const answer = async (batch: Map<K, Waiter<V>[]>) => {
    try {
      const values = await readMany([...batch.keys()]);
      for (const [key, waiters] of batch)
        for (const waiter of waiters) waiter.resolve(values.get(key));
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    }
  };

  return (key) =>
    new Promise((resolve, reject) => {
      if (!gathering) {
        const batch = new Map<K, Waiter<V>[]>();
        gathering = batch;
        setImmediate(() => {
          gathering = undefined;
          void answer(batch);
        });
      }
      const waiters = gathering.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else gathering.set(key, [{ resolve, reject }]);
    });
}

/** A read with no key (the same question for everyone), shared by the callers of one turn. */
export function sharedByTurn<T>(read: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      // From here on a new caller asks again: this read may not see what committed before it.
      pending = undefined;
      return read();
    }));
}
