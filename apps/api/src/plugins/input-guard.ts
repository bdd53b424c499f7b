import { CONTROL_CHARACTER_MESSAGE, jsonHasControlCharacter } from '@kaizen/contracts';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { unprocessable } from '../lib/http-errors';

/**
 * The contracts' text rule applied to every request before its own schema runs: any string in
 * the path parameters, the query or a parsed JSON body (keys included) with a NUL or another
 * control character is answered 422. Route schemas refuse them field by field too; this also
 * covers free-form JSON (realtime values, telemetry context) and routes without a schema, so that
 * such input never reaches the database, which cannot store NUL (it failed with a 500).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const parts: unknown[] = [request.params, request.query];
    // Raw bodies (webhooks verify their signature on the bytes) and streamed uploads (documents)
    // are not text fields; walking a stream's object graph never ended and stalled the upload.
    if (!Buffer.isBuffer(request.body) && !(request.body instanceof Readable)) {
      parts.push(request.body);
    }
    done(
      parts.some((part) => jsonHasControlCharacter(part))
        ? unprocessable(CONTROL_CHARACTER_MESSAGE)
        : undefined,
    );
  });
}
