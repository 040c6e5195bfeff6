import type { PublishedItemKind } from '../db/tables';

/** Which kind of published item: likes, feeds and the statistics name them so. */
export type PublishedKind = PublishedItemKind;

/* To anyone who may not see an item, it does not exist: "not found", never "forbidden". */
export const NOT_FOUND = { generation: 'generations.notFound', check: 'checks.notFound' } as const;
