import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { openDatabase, type Database, type DatabaseHandle } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { loggerOptions } from './lib/logger';
import { registerErrorHandling } from './plugins/errors';
import { registerRateLimit } from './plugins/rate-limit';
import { healthRoutes } from './modules/health/routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    clock: Clock;
  }
}

export interface AppDependencies {
  clock?: Clock;
  /** An already open database (tests share one across apps); otherwise opened from config. */
  database?: DatabaseHandle;
}

export type App = FastifyInstance;

/** The whole API. server.ts and every test build it the same way, with production settings. */
export async function buildApp(config: Config, deps: AppDependencies = {}): Promise<App> {
  const app = Fastify({
    logger: loggerOptions(config),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = deps.database ?? openDatabase(config);
  if (!deps.database) {
    await database.migrate();
    app.addHook('onClose', () => database.close());
  }
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('clock', deps.clock ?? systemClock);

  registerErrorHandling(app);

  // Cross-cutting plugins, in this order: each may rely on the ones above it.
  await registerRateLimit(app);

  // Domain routes, all under the API base /api (SPEC §7).
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
    },
    { prefix: '/api' },
  );

  return app;
}
