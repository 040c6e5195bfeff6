// The yardstick of `npm run bench:http`: a bare Fastify "hello world" from the same fastify package.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.send?.('listening');
