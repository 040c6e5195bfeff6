export * from './limits';
export * from './errors';
export * from './preferences';
export * from './auth';
export * from './config';
export * from './i18n';
export * from './words';
