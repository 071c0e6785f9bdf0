/** Moving one item of a list sorted by `sort` up or down: the new order and the sorts that must change to hold it. */
export interface Sorted {
  readonly id: number;
  readonly sort: number;
}

export function moveItem<T extends Sorted>(items: readonly T[], index: number, by: -1 | 1): { readonly items: T[]; readonly changes: { id: number; sort: number }[] } {
  const next = [...items];
  const [item] = next.splice(index, 1);
  if (item === undefined || index + by < 0 || index + by > items.length - 1) return { items: [...items], changes: [] };
  next.splice(index + by, 0, item);
  // Sorts are 10 apart, so the order holds even where the old sorts were equal.
  const changes = next.flatMap((entry, position) => (entry.sort === position * 10 ? [] : [{ id: entry.id, sort: position * 10 }]));
  const sortOf = new Map(changes.map((change) => [change.id, change.sort]));
  return { items: next.map((entry) => ({ ...entry, sort: sortOf.get(entry.id) ?? entry.sort })), changes };
}
