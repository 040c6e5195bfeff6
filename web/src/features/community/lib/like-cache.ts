import type { InfiniteData } from '@tanstack/react-query';
import type { FeedPage } from '../api/feed-kind';

export interface LikeState {
  liked: boolean;
  likes: number;
}

/** The item's like state in every loaded page; pages without it are returned as they were. */
export function withLike(
  data: InfiniteData<FeedPage> | undefined,
  id: string,
  state: LikeState,
): InfiniteData<FeedPage> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) =>
      page.items.some((item) => item.id === id)
        ? {
            ...page,
            items: page.items.map((item) =>
              item.id === id ? { ...item, likedByMe: state.liked, likes: state.likes } : item,
            ),
          }
        : page,
    ),
  };
}

/** What a press of the heart shows at once, before the server answers. */
export function toggled({ liked, likes }: LikeState): LikeState {
  return liked ? { liked: false, likes: Math.max(0, likes - 1) } : { liked: true, likes: likes + 1 };
}
