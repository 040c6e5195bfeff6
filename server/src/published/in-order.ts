/** The rows of these ids, in the ids' order (a feed's, a related list's); ids without a row are left out. */
export function inOrder<Row extends { id: string }>(ids: string[], rows: Row[]): Row[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
