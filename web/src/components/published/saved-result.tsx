import type { ReactNode } from 'react';
import { usePublished } from '../../api/published/get-published';
import type { PublishedItem, PublishedKind } from '../../api/published/kind';
import { LoadingState } from '../loading-state';
import { useOwnerActions, type OwnerActions } from './use-owner-actions';

export type RenderSaved<K extends PublishedKind> = (item: PublishedItem<K>, owner: OwnerActions) => ReactNode;

/** The result as saved: read from the cache, so making it public or private shows at once. */
export function SavedResult<K extends PublishedKind>({
  kind,
  id,
  render,
}: {
  kind: K;
  id: string;
  render: RenderSaved<K>;
}) {
  const result = usePublished(kind, id);
  const owner = useOwnerActions(kind, result.data);
  if (!result.data) return <LoadingState />;
  return render(result.data, owner);
}
