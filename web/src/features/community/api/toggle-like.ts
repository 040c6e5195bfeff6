import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { LikeResponse } from '@contract';
import { apiRequest } from '../../../api/client';
import { detailKey, itemUrl, type PublishedKind } from '../../../api/published/kind';
import type { PublishedPage } from '../../../api/published/list-page';
import { toggled, withDetailLike, withLike, type LikeState } from '../lib/like-cache';
import { feedKey, statsKey } from './feed-keys';

export interface LikeVariables extends LikeState {
  id: string;
}

export function toggleLike(kind: PublishedKind, id: string): Promise<LikeResponse> {
  return apiRequest<LikeResponse>(itemUrl(kind, id, '/like'), { method: 'POST' });
}

/**
 * Optimistic: the heart and count change at once in every loaded feed (all sorts); a failure puts
 * back what was there. The server's answer is the truth either way (someone else may have liked too).
 */
export function useToggleLike(kind: PublishedKind) {
  const queryClient = useQueryClient();
  const feeds = { queryKey: feedKey(kind) };
  const setEverywhere = (id: string, state: LikeState) => {
    queryClient.setQueriesData<InfiniteData<PublishedPage>>(feeds, (data) => withLike(data, id, state));
    // The result page (/generation/:id, /check/:id) shows its heart at once too.
    queryClient.setQueryData<Record<string, unknown>>(detailKey(kind, id), (data) =>
      withDetailLike(data, state),
    );
  };

  return useMutation({
    mutationFn: ({ id }: LikeVariables) => toggleLike(kind, id),
    onMutate: async ({ id, liked, likes }) => {
      await queryClient.cancelQueries(feeds);
      const before = queryClient.getQueriesData<InfiniteData<PublishedPage>>(feeds);
      setEverywhere(id, toggled({ liked, likes }));
      return { before };
    },
    onError: (_error, { id, liked, likes }, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
      queryClient.setQueryData<Record<string, unknown>>(detailKey(kind, id), (data) =>
        withDetailLike(data, { liked, likes }),
      );
    },
    onSuccess: ({ liked, likes }, { id }) => {
      setEverywhere(id, { liked, likes });
      // The detail page and the tab's statistics read it next time they are shown.
      void queryClient.invalidateQueries({ queryKey: detailKey(kind, id) });
      void queryClient.invalidateQueries({ queryKey: statsKey(kind) });
    },
  });
}
