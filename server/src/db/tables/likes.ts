/** likes: one per user per item; item_id is a published_items id (deleted with it, by the foreign key). */
export interface LikesTable {
  user_id: string;
  item_id: string;
  created_at: string;
}
