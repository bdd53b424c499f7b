import type { FastifyInstance } from 'fastify';
import { startRepeatingTask } from '../../lib/repeating-task';
import { remindDueAssignments, type AssignmentEnv } from './assignments';
import { escalateOverdueAlerts, type AlertEnv } from './risk-alerts';

const SWEEP_MS = 30_000;

/** Escalates overdue risk alerts and sends due assignment reminders (server.ts starts it). */
export function startAssessmentSweeper(app: FastifyInstance, env: AlertEnv & AssignmentEnv): void {
  startRepeatingTask(app, SWEEP_MS, async () => {
    try {
      const now = app.clock.now();
      const escalated = await escalateOverdueAlerts(app.db, env, now);
      const reminded = await remindDueAssignments(app.db, env, now);
      if (escalated > 0) app.log.warn({ escalated }, 'risk alerts escalated');
      if (reminded > 0) app.log.info({ reminded }, 'assessment reminders queued');
    } catch (error) {
      app.log.error({ err: error }, 'assessment sweep failed');
    }
  });
}
