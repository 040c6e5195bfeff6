/* Accounts and sessions: what other features may use of them. Everything else in the folder is its own business. */
export { type Authenticate, currentUser, optionalAuthentication, viewerId } from './authenticate';
export { type Learner, presentUser } from './learner';
