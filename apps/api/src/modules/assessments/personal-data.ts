import { eq } from 'drizzle-orm';
import type { PersonalDataSection } from '../data-rights/service';
import { assessmentAssignments, assessmentDrafts, assessmentResults, riskAlerts } from './tables';

// Assessments in the person's export, and gone with their account (alerts and assignments
// first: they refer to results).
export const assessmentsPersonalData: PersonalDataSection = {
  key: 'assessments',
  tables: ['assessment_results', 'assessment_drafts', 'assessment_assignments', 'risk_alerts'],
  async collect(db, subject) {
    const results = await db
      .select({
        instrument: assessmentResults.instrument,
        score: assessmentResults.score,
        completed_at: assessmentResults.completedAt,
      })
      .from(assessmentResults)
      .where(eq(assessmentResults.userId, subject.id));
    const alerts = await db
      .select({
        reasons: riskAlerts.reasons,
        created_at: riskAlerts.createdAt,
        acknowledged_at: riskAlerts.acknowledgedAt,
      })
      .from(riskAlerts)
      .where(eq(riskAlerts.patientId, subject.id));
    const assignments = await db
      .select()
      .from(assessmentAssignments)
      .where(eq(assessmentAssignments.patientId, subject.id));
    return { results, risk_alerts: alerts, assignments };
  },
  async erase(tx, subject) {
    await tx.delete(riskAlerts).where(eq(riskAlerts.patientId, subject.id));
    await tx.delete(assessmentAssignments).where(eq(assessmentAssignments.patientId, subject.id));
    await tx.delete(assessmentDrafts).where(eq(assessmentDrafts.userId, subject.id));
    await tx.delete(assessmentResults).where(eq(assessmentResults.userId, subject.id));
  },
};
