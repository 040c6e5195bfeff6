import { cacheTags } from '../lib/read-cache';
import { cursorValues, decodeKeysetCursor, type KeysetPosition } from '../lib/keyset-cursor';
import { slicePage, type KeysetPage } from '../lib/keyset-page';
import type { OwnListQuery } from './schemas';
import type { PublishedService } from './service';

/** What a kind's repository reads; the visibility rule is applied where the rows are read. */
export interface PublishedReads<Row> {
  findById(id: string): Promise<Row | undefined>;
  findVisibleByIds(ids: string[], viewerId: string | null): Promise<Row[]>;
}

/**
 * Presents a kind's rows. `liked` (the viewer's likes among them) is a promise so that a kind's own
 * reads (a generation's words) run alongside the likes lookup.
 */
export type PresentRows<Row, Item> = (rows: Row[], liked: Promise<Set<string>>) => Promise<Item[]>;

interface PublishedRow {
  id: string;
  user_id: string;
  is_public: number;
  created_at: string;
}

export interface PublishedItemsDeps<Row, Item> {
  published: PublishedService;
  reads: PublishedReads<Row>;
  present: PresentRows<Row, Item>;
}

/** The rows of these ids, in the ids' order (a feed's, a related list's); ids without a row are left out. */
function inOrder<Row extends { id: string }>(ids: string[], rows: Row[]): Row[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/* The owner's list is newest first; its cursors hold (created_at, id). */
const RECENT = 'recent';

/**
 * A kind's items as readers see them: one, a list by ids, the owner's pages, and the owner's privacy
 * and delete actions, each answering the kind's own presentation.
 */
export function createPublishedItems<Row extends PublishedRow, Item>({
  published,
  reads,
  present: presentRows,
}: PublishedItemsDeps<Row, Item>) {
  function present(rows: Row[], viewerId: string | null): Promise<Item[]> {
    return presentRows(
      rows,
      published.likedBy(
        viewerId,
        rows.map((row) => row.id),
      ),
    );
  }

  async function findVisible(id: string, viewerId: string | null): Promise<Row> {
    return published.visible(await reads.findById(id), viewerId);
  }

  async function presentOne(row: Row, viewerId: string | null): Promise<Item> {
    const [item] = await present([row], viewerId);
    if (!item) throw published.notFound();
    return item;
  }

  /** These items in this order, as `viewerId` sees them; ids not found are left out. */
  async function listByIds(ids: string[], viewerId: string | null): Promise<Item[]> {
    return present(inOrder(ids, await reads.findVisibleByIds(ids, viewerId)), viewerId);
  }

  return {
    findVisible,
    listByIds,

    /**
     * One page of the owner's list: `read` asks for limit + 1 rows after the cursor's position (none
     * without a cursor); a cursor that is not one of this list is a 400.
     */
    async ownPage(
      userId: string,
      query: OwnListQuery,
      read: (after: KeysetPosition<string> | undefined) => Promise<Row[]>,
    ): Promise<KeysetPage<Item>> {
      const after =
        query.cursor === undefined
          ? undefined
          : decodeKeysetCursor(query.cursor, RECENT, cursorValues.instant);
      const page = slicePage(await read(after), query.limit, RECENT, (row) => ({
        value: row.created_at,
        id: row.id,
      }));
      return { ...page, rows: await present(page.rows, userId) };
    },

    /** What a kind's service answers as it is, whatever the kind. */
    actions: {
      listByIds,

      /** One item as `viewerId` sees it (a result page), read through the read cache. */
      get(id: string, viewerId: string | null): Promise<Item> {
        return published.readAs(`item:${id}`, [cacheTags.item(id)], viewerId, async () =>
          presentOne(await findVisible(id, viewerId), viewerId),
        );
      },

      /** Only the owner may; to anyone else the item does not exist. */
      async setPublic(userId: string, id: string, isPublic: boolean): Promise<Item> {
        await published.setPublic(userId, id, isPublic);
        return presentOne(await findVisible(id, userId), userId);
      },

      delete(userId: string, id: string): Promise<void> {
        return published.delete(userId, id);
      },

      deleteAll(userId: string): Promise<number> {
        return published.deleteAll(userId);
      },
    },
  };
}
