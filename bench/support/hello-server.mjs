// The yardsticks of `npm run bench:http`, from the same fastify package: a bare "hello world", and a
// bare route that sends back whatever JSON it was last given (the read path's own answer, so the cost
// of moving those bytes is measured apart from the app's work).
import Fastify from 'fastify';

const app = Fastify({ logger: false, bodyLimit: 10 * 1024 * 1024 });
let answer = '{}';
app.get('/', async () => ({ hello: 'world' }));
app.put('/answer', async (request) => {
  answer = JSON.stringify(request.body);
  return { bytes: Buffer.byteLength(answer) };
});
app.get('/answer', async (_request, reply) => reply.type('application/json').send(answer));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.send?.('listening');
