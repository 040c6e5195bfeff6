import { z } from 'zod';
import type { FeedSort, Generation, PublicFeedQuery, PublicStats, SentenceCheck } from '@contract';
import type { ChecksService } from '../checks/service';
import type { LikeItemType } from '../db/tables';
import type { GenerationsService } from '../generations/service';
import type { Clock } from '../lib/clock';
import { errors } from '../lib/errors';
import { decodeKeysetCursor, encodeKeysetCursor, type KeysetPosition } from '../lib/keyset-cursor';
import type { ReadCache } from '../lib/read-cache';
import type { LikesRepository } from '../likes/repository';
import type { StatisticsRepository } from '../statistics/repository';
import type { CommunityRepository, LikeToggle } from './repository';

export interface CommunityServiceDeps {
  community: CommunityRepository;
  generations: GenerationsService;
  checks: ChecksService;
  statistics: StatisticsRepository;
  likes: LikesRepository;
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
  recent: z.iso.datetime(),
  popular: z.number().int().min(0),
  trending: z.number(),
};

const NOT_FOUND = { generation: 'generations.notFound', check: 'checks.notFound' } as const;

/** The public feeds of generations and checks, likes, and the numbers shown beside the feeds. */
export function createCommunityService({
  community,
  generations,
  checks,
  statistics,
  likes,
  readCache,
  clock,
}: CommunityServiceDeps) {
  /*
   * A feed page is the same for every reader but for likedByMe: the guests' page comes from the read
   * cache, and a signed-in reader's likes are laid over it with one indexed lookup.
   */
  async function page<Item extends { id: string; likedByMe: boolean }>(
    kind: LikeItemType,
    query: PublicFeedQuery,
    viewerId: string | null,
    load: (ids: string[]) => Promise<Item[]>,
  ): Promise<FeedPage<Item>> {
    const key = `feed:${kind}:${query.sort}:${query.limit}:${query.cursor ?? ''}`;
    const guestPage = await readCache.get(key, () => loadPage(kind, query, load));
    if (viewerId === null || guestPage.items.length === 0) return guestPage;
    const liked = await likes.likedBy(
      viewerId,
      kind,
      guestPage.items.map((item) => item.id),
    );
    return {
      ...guestPage,
      items: guestPage.items.map((item) => ({ ...item, likedByMe: liked.has(item.id) })),
    };
  }

  async function loadPage<Item>(
    kind: LikeItemType,
    query: PublicFeedQuery,
    load: (ids: string[]) => Promise<Item[]>,
  ): Promise<FeedPage<Item>> {
    const { sort, limit } = query;
    const after: KeysetPosition | undefined =
      query.cursor === undefined ? undefined : decodeKeysetCursor(query.cursor, sort, POSITIONS[sort]);
    const entries = await community.publicPage({ kind, sort, limit, after });
    const shown = entries.slice(0, limit);
    const last = shown.at(-1);
    const hasMore = entries.length > limit && last !== undefined;
    return {
      // Loaded by id: an item deleted or made private in between is left out, never shown.
      items: await load(shown.map(({ id }) => id)),
      nextCursor: hasMore ? encodeKeysetCursor(sort, { value: last.position, id: last.id }) : null,
      hasMore,
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
    async toggleLike(kind: LikeItemType, itemId: string, userId: string): Promise<LikeToggle> {
      const result = await community.toggleLike(kind, itemId, userId, clock().toISOString());
      if (!result) throw errors.notFound(NOT_FOUND[kind]);
      return result;
    },

    /** From the counters, plus one index range for today: the cost never grows with the tables. */
    publicStats(kind: LikeItemType): Promise<PublicStats> {
      return readCache.get(`stats:${kind}`, () => readPublicStats(kind));
    },
  };

  async function readPublicStats(kind: LikeItemType): Promise<PublicStats> {
    const midnight = new Date(clock());
    midnight.setUTCHours(0, 0, 0, 0);
    const [counters, today] = await Promise.all([
      statistics.read(),
      community.publicSince(kind, midnight.toISOString()),
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
