/** Pure helpers for the leads table's selection. */
export type SelectionState = 'none' | 'some' | 'all';

export function selectionState(selected: ReadonlySet<string>, loadedIds: readonly string[]): SelectionState {
  if (loadedIds.length === 0) return 'none';
  let count = 0;
  for (const id of loadedIds) if (selected.has(id)) count++;
  if (count === 0) return 'none';
  return count === loadedIds.length ? 'all' : 'some';
}

/** Select-all selects every loaded lead; when all are selected it clears the selection. */
export function toggleAll(selected: ReadonlySet<string>, loadedIds: readonly string[]): Set<string> {
  return selectionState(selected, loadedIds) === 'all' ? new Set() : new Set(loadedIds);
}

export function toggleOne(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Drops ids that are no longer in the list (after deletes). */
export function withoutIds(selected: ReadonlySet<string>, removed: Iterable<string>): Set<string> {
  const next = new Set(selected);
  for (const id of removed) next.delete(id);
  return next;
}

/** Appends a page, skipping leads already shown (a lead added meanwhile can shift the pages). */
export function mergePage<T extends { id: string }>(current: readonly T[], page: readonly T[]): T[] {
  const seen = new Set(current.map((item) => item.id));
  return [...current, ...page.filter((item) => !seen.has(item.id))];
}
