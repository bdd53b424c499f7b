import { NOT_AN_INSURER_MESSAGE, NOT_ORG_ADMIN_MESSAGE } from '@kaizen/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signUp, type SignedUpUser } from '../../../test/auth';
import {
  createTestOrganisation,
  grantTestAdmin,
  type OrganisationRow,
} from '../../../test/organisation';
import { crnRegisterImports, insurerCrns } from '../tables';

// Issue 10: the console's CRN register import. Row by row with per-row problems, idempotent,
// a CRN linked to a member under another email is reported and kept, one log row per import,
// administrators of the insurer only (on PostgreSQL too: parallel imports count exactly once).

describe('CRN register import', () => {
  let t: TestApp;
  let insurer: OrganisationRow;
  let employer: OrganisationRow;
  let admin: SignedUpUser;
  let employerAdmin: SignedUpUser;
  let counter = 0;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
    insurer = await createTestOrganisation(t.app.db, {
      featureFlags: { show_card_dashboard: true, crn_sign_in: true },
    });
    employer = await createTestOrganisation(t.app.db);
    admin = await signUp(t.app);
    employerAdmin = await signUp(t.app);
    await grantTestAdmin(t.app, admin.id, insurer.id);
    await grantTestAdmin(t.app, employerAdmin.id, employer.id);
  });
  afterAll(() => t.app.close());

  const crn = () => `R${Date.now().toString(36)}${++counter}`;
  const importCsv = (user: SignedUpUser, csv: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/org-admin/crn_register/imports',
      headers: user.session,
      payload: { csv },
    });
  const listedEmail = async (value: string) => {
    const [row] = await t.app.db
      .select({ email: insurerCrns.email })
      .from(insurerCrns)
      .where(and(eq(insurerCrns.organisationId, insurer.id), eq(insurerCrns.crn, value)));
    return row?.email;
  };

  it('imports good rows, reports each bad row, and a re-import changes nothing', async () => {
    const [a, b] = [crn(), crn()];
    const csv = `CRN,Email\n${a},first@example.com\n${b},SECOND@example.com\nbad crn,x@example.com\n`;
    const first = await importCsv(admin, csv);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toEqual({
      added: 2,
      updated: 0,
      unchanged: 0,
      conflicts: [],
      problems: [
        {
          line: 4,
          message: "Row 4: 'bad crn' is not a CRN (letters, digits, - and _, up to 64).",
        },
      ],
    });
    expect(await listedEmail(b)).toBe('second@example.com');
    const again = (await importCsv(admin, csv)).json().data;
    expect(again).toMatchObject({ added: 0, updated: 0, unchanged: 2 });

    const summary = (
      await t.app.inject({ url: '/api/org-admin/crn_register', headers: admin.session })
    ).json().data;
    expect(summary.total).toBeGreaterThanOrEqual(2);
    expect(summary.imports[0]).toMatchObject({ added: 0, unchanged: 2, problems: 1 });
    expect(summary.imports[1]).toMatchObject({ added: 2, unchanged: 0, problems: 1 });
    expect(summary.imports[0].imported_by).toBe('Asha Verma');
  });

  it('changes the email of an unlinked CRN but reports, not overwrites, a linked one', async () => {
    const member = await signUp(t.app);
    const [linked, unlinked] = [crn(), crn()];
    await importCsv(admin, `${linked},${member.email}\n${unlinked},old@example.com`);
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/kli_crn_link',
      headers: { ...member.session, 'x-company-profile-uuid': insurer.uuid },
      payload: { crn: linked },
    });
    expect(link.statusCode, link.body).toBe(200);

    const result = await importCsv(
      admin,
      `${linked},someone-else@example.com\n${unlinked},new@example.com`,
    );
    expect(result.json().data).toEqual({
      added: 0,
      updated: 1,
      unchanged: 0,
      conflicts: [
        {
          line: 1,
          message: `Row 1: CRN ${linked} is linked to a member who signs in with another email; it was not changed.`,
        },
      ],
      problems: [],
    });
    expect(await listedEmail(linked)).toBe(String(member.email).toLowerCase());
    expect(await listedEmail(unlinked)).toBe('new@example.com');
  });

  it('a file with no rows is refused; only administrators of an insurer may import', async () => {
    const empty = await importCsv(admin, 'crn,email\n\n');
    expect(empty.statusCode).toBe(422);
    const notInsurer = await importCsv(employerAdmin, `${crn()},a@example.com`);
    expect(notInsurer.statusCode).toBe(404);
    expect(notInsurer.json()).toMatchObject({ errors: [NOT_AN_INSURER_MESSAGE] });
    expect(
      (
        await t.app.inject({ url: '/api/org-admin/crn_register', headers: employerAdmin.session })
      ).json().data,
    ).toBeNull();
    const stranger = await signUp(t.app);
    for (const response of [
      await importCsv(stranger, `${crn()},a@example.com`),
      await t.app.inject({ url: '/api/org-admin/crn_register', headers: stranger.session }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ errors: [NOT_ORG_ADMIN_MESSAGE] });
    }
    // Nothing reached the employer's (or anyone's) register from those calls.
    const employerRows = await t.app.db
      .select()
      .from(insurerCrns)
      .where(eq(insurerCrns.organisationId, employer.id));
    expect(employerRows).toEqual([]);
  });

  it('parallel imports of one file add each CRN once and log each import', async () => {
    const crns = Array.from({ length: 20 }, () => crn());
    const csv = crns
      .map((value, index) => `${value},burst${counter}-${index}@example.com`)
      .join('\n');
    const before = await t.app.db
      .select()
      .from(crnRegisterImports)
      .where(eq(crnRegisterImports.organisationId, insurer.id));
    const results = await Promise.all([1, 2, 3, 4].map(() => importCsv(admin, csv)));
    expect(results.map((result) => result.statusCode)).toEqual([201, 201, 201, 201]);
    const added = results.map((result) => result.json().data.added as number).sort();
    expect(added).toEqual([0, 0, 0, 20]);
    const after = await t.app.db
      .select()
      .from(crnRegisterImports)
      .where(eq(crnRegisterImports.organisationId, insurer.id));
    expect(after.length - before.length).toBe(4);
  });
});
