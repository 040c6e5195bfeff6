/* What generations and checks share as published items: what other features may use of it. Everything else in the folder is its own business. */
export { createPublishedItems } from './items';
export type { PublishedKind } from './kinds';
export { newPublishedColumns, planPublishing, type PublishingPlan } from './new-item';
export { presentPublished } from './present';
export {
  createPublishedReads,
  type PublicPageRequest,
  type PublishedRepository,
  visibleTo,
  type WithAuthor,
} from './repository';
export { publishedRoutes } from './routes';
export {
  itemIdParamsSchema,
  type ListGenerationsQuery,
  listGenerationsQuerySchema,
  type OwnListQuery,
  ownListQuerySchema,
} from './schemas';
export { changedTags, type LikeToggle, type PublishedService } from './service';
