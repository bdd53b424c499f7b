import { createTestApp } from '../src/test/app';
const { app } = await createTestApp();
const res = await app.inject({ url: '/api/openapi.json' });
const doc = res.json();
for (const p of ['/api/providers', '/api/providers/{uuid}', '/api/clinics', '/api/location', '/api/customers/app_visibility_v2']) {
  const op = doc.paths?.[p]?.get;
  console.log(p, res.statusCode, op ? (op.parameters ?? []).map((x: { name: string }) => x.name).join(',') : 'MISSING');
}
await app.close();
