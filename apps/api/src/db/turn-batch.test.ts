import { describe, expect, it, vi } from 'vitest';
import { batchedByTurn, sharedByTurn } from './turn-batch';

describe('reads batched by event-loop turn', () => {
  const squares = () =>
    vi.fn(async (keys: number[]) => new Map(keys.map((key) => [key, key * key])));

  it('answers the reads of one turn with one call, each with its own key, once per key', async () => {
    const readMany = squares();
    const read = batchedByTurn(readMany);
    expect(await Promise.all([read(2), read(3), read(2)])).toEqual([4, 9, 4]);
    expect(readMany).toHaveBeenCalledTimes(1);
    expect(readMany).toHaveBeenCalledWith([2, 3]);
  });

  it('reads of later turns are asked again, not answered from an earlier turn', async () => {
    const readMany = squares();
    const read = batchedByTurn(readMany);
    expect(await read(2)).toBe(4);
    expect(await read(2)).toBe(4);
    expect(readMany).toHaveBeenCalledTimes(2);
  });

  it('a key the read does not find reads as undefined', async () => {
    const read = batchedByTurn(
      async (keys: number[]) => new Map(keys.filter((key) => key > 0).map((key) => [key, key])),
    );
    expect(await Promise.all([read(1), read(-1)])).toEqual([1, undefined]);
  });

  it('a failed read fails every read of its turn, and the next turn asks again', async () => {
    const readMany = squares().mockRejectedValueOnce(new Error('connection lost'));
    const read = batchedByTurn(readMany);
    const answers = await Promise.allSettled([read(1), read(2)]);
    expect(answers).toEqual([
      { status: 'rejected', reason: new Error('connection lost') },
      { status: 'rejected', reason: new Error('connection lost') },
    ]);
    expect(await read(2)).toBe(4);
  });
});

describe('a keyless read shared by event-loop turn', () => {
  it('answers the callers of one turn with one read, and asks again in a later turn', async () => {
    let reads = 0;
    const read = sharedByTurn(async () => (reads += 1));
    expect(await Promise.all([read(), read(), read()])).toEqual([1, 1, 1]);
    expect(await read()).toBe(2);
  });

  it('a failed read fails its turn only', async () => {
    const source = vi
      .fn(async () => 'snapshot')
      .mockRejectedValueOnce(new Error('connection lost'));
    const read = sharedByTurn(source);
    const answers = await Promise.allSettled([read(), read()]);
    expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected']);
    expect(await read()).toBe('snapshot');
    expect(source).toHaveBeenCalledTimes(2);
  });
});
