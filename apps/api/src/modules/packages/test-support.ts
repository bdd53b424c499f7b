import {
  packagePurchaseResponseSchema,
  packagePurchasesResponseSchema,
  type ProviderType,
} from '@kaizen/contracts';
import { expect } from 'vitest';
import type { App } from '../../app';
import type { Database } from '../../db/client';
import { carePackageItems, carePackages } from './tables';

// Package tests' set-up: a package of their own (a unique info id, so files sharing the
// PostgreSQL server never collide) and buying it through the test gateway as a person would.

let counter = 0;

export async function createTestPackage(
  db: Database,
  options: { sessions?: number; providerTypes?: ProviderType[]; pricePaise?: number } = {},
) {
  counter += 1;
  const infoId = 1_000_000 + Math.floor(Math.random() * 1_000_000_000) + counter;
  const sessions = options.sessions ?? 4;
  const [row] = await db
    .insert(carePackages)
    .values({
      infoId,
      name: `${sessions} therapy sessions`,
      description: 'Weekly therapy.',
      packageType: 'therapy',
      packageSubType: `therapy_${sessions}`,
      pricePaise: options.pricePaise ?? 360_000,
      validityMonths: 12,
    })
    .returning();
  if (!row) throw new Error('test package not inserted');
  await db.insert(carePackageItems).values({
    packageId: row.id,
    label: 'therapy sessions',
    providerTypes: options.providerTypes ?? ['therapy'],
    sessionKinds: ['tele', 'offline'],
    sessions,
  });
  return { id: row.id, uuid: row.uuid, infoId };
}

export const startPurchase = (
  app: App,
  session: Record<string, string>,
  body: { package_id: string; provider_uuid?: string },
) =>
  app.inject({ method: 'POST', url: '/api/customers/packages', headers: session, payload: body });

/** Buys a package and pays (or fails) on the test gateway's checkout page. */
export async function buyWithTestGateway(
  app: App,
  session: Record<string, string>,
  body: { package_id: string; provider_uuid?: string },
  outcome: 'pay' | 'fail' = 'pay',
) {
  const started = await startPurchase(app, session, body);
  expect(started.statusCode, started.body).toBe(201);
  const purchase = packagePurchaseResponseSchema.parse(started.json()).data;
  expect(purchase).toMatchObject({ status: 'pending', sessions_left: 0 });
  expect(purchase.checkout_url).toMatch(/^\/api\/payments\/test-gateway\/checkout\//);
  const paid = await app.inject({ method: 'POST', url: `${purchase.checkout_url}/${outcome}` });
  expect(paid.statusCode, paid.body).toBe(303);
  const back = new URL(String(paid.headers.location), 'http://web.test');
  expect(back.pathname).toBe('/packages');
  expect(back.searchParams.get('purchase_id')).toBe(purchase.id);
  await new Promise((resolve) => setTimeout(resolve, 300)); // the racing webhook lands
  return purchase.id;
}

export async function purchasesOf(app: App, session: Record<string, string>) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/customers/packages',
    headers: session,
  });
  expect(response.statusCode, response.body).toBe(200);
  return packagePurchasesResponseSchema.parse(response.json()).data;
}

export async function purchaseOf(app: App, session: Record<string, string>, id: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/customers/packages/${id}`,
    headers: session,
  });
  expect(response.statusCode, response.body).toBe(200);
  return packagePurchaseResponseSchema.parse(response.json()).data;
}
