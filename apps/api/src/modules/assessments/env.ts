import type { Config } from '../../config';
import type { AssessmentsEnv } from './service';

/** The settings the assessments module reads, from the app's config. */
export const assessmentsEnv = (config: Config): AssessmentsEnv => ({
  publicUrl: config.PUBLIC_URL.replace(/\/+$/, ''),
  escalationEmail: config.RISK_ALERT_ESCALATION_EMAIL,
  escalationMinutes: config.RISK_ALERT_ESCALATION_MINUTES,
  crisisLines: config,
});
