/**
 * A lookup by id whose calls made in the same turn of the event loop share one load: the first call
 * of a turn opens a batch, the load runs once the turn's other calls have joined it, and each call
 * gets its own id's answer (undefined when the load has none). A failed load fails every call of
 * its batch.
 */
export function batchedLookup<Id, Value>(
  load: (ids: readonly Id[]) => Promise<readonly Value[]>,
  idOf: (value: Value) => Id,
): (id: Id) => Promise<Value | undefined> {
  let open: { ids: Id[]; answer: Promise<Map<Id, Value>> } | null = null;
  return (id) => {
    if (!open) {
      const ids: Id[] = [];
      // A promise callback runs after the calls already queued for this turn, so they join first.
      const answer = Promise.resolve().then(async () => {
        open = null;
        return new Map((await load(ids)).map((value) => [idOf(value), value]));
      });
      open = { ids, answer };
    }
    if (!open.ids.includes(id)) open.ids.push(id);
    return open.answer.then((values) => values.get(id));
  };
}
