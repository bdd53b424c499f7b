import { runLoad, type LoadResult } from '../lib/load';
import { startCeilingServer } from '../lib/server';

/**
 * The bare Fastify route under the same load as the API's routes, measured in the same run just
 * before them (never at the same time: they would share the two cores).
 */
export async function benchCeiling(port: number): Promise<LoadResult> {
  const server = await startCeilingServer(port);
  try {
    return await runLoad({
      name: 'GET /api/health on bare Fastify (ceiling)',
      url: `${server.baseUrl}/api/health`,
    });
  } finally {
    await server.stop();
  }
}
