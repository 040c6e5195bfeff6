import type { InfiniteData } from '@tanstack/react-query';
import type { PublishedPage } from '../../../api/published/list-page';

export interface LikeState {
  liked: boolean;
  likes: number;
}

/** The item's like state in every loaded page; pages without it are returned as they were. */
export function withLike(
  data: InfiniteData<PublishedPage> | undefined,
  id: string,
  state: LikeState,
): InfiniteData<PublishedPage> | undefined {
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

/** The like state in a cached result page's answer ({ generation } or { check }); anything else as it was. */
export function withDetailLike<T extends Record<string, unknown>>(
  data: T | undefined,
  state: LikeState,
): T | undefined {
  const field =
    data && ['generation', 'check'].find((name) => typeof data[name] === 'object' && data[name] !== null);
  if (!data || !field) return data;
  return { ...data, [field]: { ...(data[field] as object), likedByMe: state.liked, likes: state.likes } };
}
