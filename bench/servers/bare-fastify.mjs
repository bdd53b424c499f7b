// The ceiling of the bench: a bare Fastify 5 server (no plugins, no logging, no database) answering
// the same JSON as /api/health. Started as its own process, like the API, so that every figure of
// a run can be read as a share of what Fastify alone does on this machine at this moment.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ status: 'ok', database: 'ok' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 3299) });
