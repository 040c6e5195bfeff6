export type LikeItemType = 'generation' | 'check';

/** likes: one per user per item; item_id is a generations or sentence_checks id, by item_type. */
export interface LikesTable {
  user_id: string;
  item_type: LikeItemType;
  item_id: string;
  created_at: string;
}
