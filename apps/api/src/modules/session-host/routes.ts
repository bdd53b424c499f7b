import type { FastifyPluginAsync } from 'fastify';
import { appContentSecurityPolicy } from '../../plugins/security';
import { refusalPage, sessionPage } from './pages';
import { checkJoinLink } from './service';

/**
 * GET /session/{bookingId}/{payload}/{platform} (SPEC §4), outside /api: the default
 * SESSION_HOST_URL. Only this page may frame the video provider and use camera and microphone.
 */
export const sessionHostRoutes: FastifyPluginAsync = async (app) => {
  const provider = `https://${app.config.VIDEO_PROVIDER_DOMAIN}`;
  const permissions = [
    `camera=(self "${provider}")`,
    `microphone=(self "${provider}")`,
    `display-capture=(self "${provider}")`,
    `fullscreen=(self "${provider}")`,
    'geolocation=()',
  ].join(', ');

  app.get<{ Params: { bookingId: string; payload: string; platform: string } }>(
    '/session/:bookingId/:payload/:platform',
    {
      config: { access: 'secret-link' },
      schema: { hide: true },
      helmet: {
        contentSecurityPolicy: {
          useDefaults: false,
          directives: { ...appContentSecurityPolicy, 'frame-src': [provider] },
        },
      },
    },
    async (request, reply) => {
      const check = await checkJoinLink(app.db, app.config, request.params, app.clock.now());
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!check.ok) {
        const { status, html } = refusalPage(check);
        return reply.code(status).send(html);
      }
      const displayName = encodeURIComponent(JSON.stringify(check.displayName));
      const roomUrl = `${provider}/${check.room}#userInfo.displayName=${displayName}`;
      return reply
        .header('permissions-policy', permissions)
        .send(sessionPage(roomUrl, check.redirectUrl));
    },
  );
};
