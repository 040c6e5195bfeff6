import type { z } from 'zod';
import type { FeedSort, Generation, PublicFeedQuery, PublicStats, SentenceCheck } from '@contract';
import type { ChecksService } from '../checks';
import type { GenerationsService } from '../generations';
import type { Clock } from '../lib/clock';
import { cursorValues, decodeKeysetCursor, encodeKeysetCursor } from '../lib/keyset-cursor';
import { slicePage } from '../lib/keyset-page';
import { cacheTags, type ReadCache } from '../lib/read-cache';
import type {
  LikeToggle,
  PublicPageRequest,
  PublishedKind,
  PublishedRepository,
  PublishedService,
} from '../published';
import type { StatisticsRepository } from '../statistics';

export interface CommunityServiceDeps {
  /** The feeds' queries. */
  published: PublishedRepository;
  /** Each kind's visibility and likes. */
  publishedKinds: Record<PublishedKind, PublishedService>;
  generations: GenerationsService;
  checks: ChecksService;
  statistics: StatisticsRepository;
  readCache: ReadCache;
  clock: Clock;
}

export interface FeedPage<Item> {
  items: Item[];
  nextCursor: string | null;
  hasMore: boolean;
}

/* What each sort's cursor may hold: anything else is a 400. */
const POSITIONS: Record<FeedSort, z.ZodType<string | number>> = {
  recent: cursorValues.instant,
  popular: cursorValues.count,
  trending: cursorValues.double,
};

/** The public feeds of generations and checks, likes, and the numbers shown beside the feeds. */
export function createCommunityService({
  published,
  publishedKinds,
  generations,
  checks,
  statistics,
  readCache,
  clock,
}: CommunityServiceDeps) {
  /*
   * A feed page is the same for every reader but for likedByMe: the guests' page comes from the read
   * cache, and a signed-in reader's likes are laid over it with one indexed lookup, kept in the read
   * cache too, under the reader's own key.
   */
  async function page<Item extends { id: string; likedByMe: boolean }>(
    kind: PublishedKind,
    query: PublicFeedQuery,
    viewerId: string | null,
    load: (ids: string[]) => Promise<Item[]>,
  ): Promise<FeedPage<Item>> {
    const { sort, limit } = query;
    // A bad cursor is a 400 before the cache is asked; a good one is keyed as the server spells it.
    const after =
      query.cursor === undefined ? undefined : decodeKeysetCursor(query.cursor, sort, POSITIONS[sort]);
    const key = `feed:${kind}:${sort}:${limit}:${after ? encodeKeysetCursor(sort, after) : ''}`;
    const guestPage = () =>
      readCache.get(key, [cacheTags.feed(kind)], () => loadPage({ kind, sort, limit, after }, load));
    if (viewerId === null) return guestPage();
    // The guests' page is read inside: a reader's page is never kept from a guests' page a write outdated.
    return publishedKinds[kind].readAs(key, [cacheTags.feed(kind)], viewerId, async () => {
      const shared = await guestPage();
      if (shared.items.length === 0) return shared;
      const liked = await publishedKinds[kind].likedBy(
        viewerId,
        shared.items.map((item) => item.id),
      );
      return {
        ...shared,
        items: shared.items.map((item) => ({ ...item, likedByMe: liked.has(item.id) })),
      };
    });
  }

  async function loadPage<Item>(
    request: PublicPageRequest,
    load: (ids: string[]) => Promise<Item[]>,
  ): Promise<FeedPage<Item>> {
    const { sort, limit } = request;
    const entries = await published.publicPage(request);
    const shown = slicePage(entries, limit, sort, (entry) => ({ value: entry.position, id: entry.id }));
    return {
      // Loaded by id: an item deleted or made private in between is left out, never shown.
      items: await load(shown.rows.map(({ id }) => id)),
      nextCursor: shown.nextCursor,
      hasMore: shown.hasMore,
    };
  }

  return {
    publicGenerations(query: PublicFeedQuery, viewerId: string | null): Promise<FeedPage<Generation>> {
      return page('generation', query, viewerId, (ids) => generations.listByIds(ids, null));
    },

    publicChecks(query: PublicFeedQuery, viewerId: string | null): Promise<FeedPage<SentenceCheck>> {
      return page('check', query, viewerId, (ids) => checks.listByIds(ids, null));
    },

    /** Toggles the caller's like; an item they may not see (another's private one) is "not found". */
    toggleLike(kind: PublishedKind, itemId: string, userId: string): Promise<LikeToggle> {
      return publishedKinds[kind].toggleLike(itemId, userId);
    },

    /** From the counters, plus one index range for today: the cost never grows with the tables. */
    publicStats(kind: PublishedKind): Promise<PublicStats> {
      return readCache.get(`stats:${kind}`, [cacheTags.feed(kind)], () => readPublicStats(kind));
    },
  };

  async function readPublicStats(kind: PublishedKind): Promise<PublicStats> {
    const midnight = new Date(clock());
    midnight.setUTCHours(0, 0, 0, 0);
    const [counters, today] = await Promise.all([
      statistics.read(),
      published.publicSince(kind, midnight.toISOString()),
    ]);
    return kind === 'generation'
      ? {
          total: counters.public_generations,
          totalLikes: counters.public_generation_likes,
          contributors: counters.generation_contributors,
          today,
        }
      : {
          total: counters.public_sentence_checks,
          totalLikes: counters.public_check_likes,
          contributors: counters.check_contributors,
          today,
        };
  }
}

export type CommunityService = ReturnType<typeof createCommunityService>;
