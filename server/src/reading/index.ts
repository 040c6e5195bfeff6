/* Reading: what other features may use of it. Everything else in the folder is its own business. */
export { createReadingRepository } from './repository';
export { readingRoutes } from './routes';
export { createReadingService, type ReadingService } from './service';
