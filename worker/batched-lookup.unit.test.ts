import { describe, expect, test } from 'vitest';
import { batchedLookup } from './batched-lookup';

const recordingLoad = () => {
  const loads: number[][] = [];
  const load = async (ids: readonly number[]) => {
    loads.push([...ids]);
    return ids.filter((id) => id !== 404).map((id) => ({ id, name: `event ${id}` }));
  };
  return { loads, lookup: batchedLookup(load, (value) => value.id) };
};

describe('batchedLookup', () => {
  test('calls made side by side share one load, each getting its own answer', async () => {
    const { loads, lookup } = recordingLoad();
    const answers = await Promise.all([3, 1, 404, 3].map((id) => lookup(id)));
    expect(loads).toEqual([[3, 1, 404]]);
    expect(answers).toEqual([{ id: 3, name: 'event 3' }, { id: 1, name: 'event 1' }, undefined, { id: 3, name: 'event 3' }]);
  });

  test('calls resumed together after a shared wait still share one load', async () => {
    const { loads, lookup } = recordingLoad();
    const ready = Promise.resolve();
    const resumed = (id: number) => ready.then(() => lookup(id));
    await Promise.all([resumed(1), resumed(2), resumed(3)]);
    expect(loads).toEqual([[1, 2, 3]]);
  });

  test('a later turn loads again, and a failed load fails only its own batch', async () => {
    let fail = true;
    const lookup = batchedLookup(
      async (ids: readonly number[]) => {
        if (fail) throw new Error('database unavailable');
        return ids.map((id) => ({ id }));
      },
      (value) => value.id,
    );
    await expect(Promise.all([lookup(1), lookup(2)])).rejects.toThrow('database unavailable');
    fail = false;
    expect(await lookup(2)).toEqual({ id: 2 });
  });
});
