import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/*
 * A strict policy the Mantine/React app passes: scripts only from our origin; inline styles allowed
 * because Mantine injects <style> tags at runtime. No upgrade-insecure-requests: the app is often served
 * over plain http on localhost or a LAN, where upgrading would break every request.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  });
}
