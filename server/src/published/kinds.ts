import type { LikeItemType } from '../db/tables';

/** Which kind of published item: likes, feeds and the statistics name them so. */
export type PublishedKind = LikeItemType;

export const PUBLISHED_TABLES = { generation: 'generations', check: 'sentence_checks' } as const;
export type PublishedTable = (typeof PUBLISHED_TABLES)[PublishedKind];

/* To anyone who may not see an item, it does not exist: "not found", never "forbidden". */
export const NOT_FOUND = { generation: 'generations.notFound', check: 'checks.notFound' } as const;
