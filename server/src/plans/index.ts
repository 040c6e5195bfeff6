/* Word books and plans: what other features may use of them. Everything else in the folder is its own business. */
export { createPlansRepository, type PlansRepository } from './repository';
export { plansRoutes } from './routes';
export { createPlansService, type PlansService } from './service';
