import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

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

const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
};

/*
 * @fastify/helmet builds helmet's middleware, and re-parses the CSP directives, on every request (about a
 * tenth of a small API answer's time). Our headers never vary by route or request, so helmet computes them
 * once here, on a probe instance, and every reply gets the same ready-made values.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = await computeHelmetHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

async function computeHelmetHeaders(): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  const headers: Record<string, string> = {};
  // Registered before helmet, so it sees every header helmet's onRequest hook sets (and only those:
  // the handler stops listening before Fastify adds its own).
  let listening = true;
  probe.addHook('onRequest', (_request, reply, done) => {
    const setHeader = reply.raw.setHeader.bind(reply.raw);
    reply.raw.setHeader = (name, value) => {
      if (listening) headers[name.toLowerCase()] = String(value);
      return setHeader(name, value);
    };
    done();
  });
  await probe.register(helmet, HELMET_OPTIONS);
  probe.get('/', async () => {
    listening = false;
    return '';
  });
  await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return headers;
}
