import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
const dir = process.argv[2] ?? '/tmp/kaizen-prov-bench2';
const url = process.env.URL;
const app = await buildApp(loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'false', DATA_DIR: dir, AUTH_SECRET: 'x'.repeat(40), ...(url ? { DATABASE_URL: url } : {}) }));
await app.ready();
const paths = ['/api/health', '/api/providers?languages=hindi&concerns=anxiety&max_price_tier=2'];
async function run(path: string, n: number) {
  const t = performance.now();
  for (let i = 0; i < n; i++) { const r = await app.inject({ url: path }); if (r.statusCode !== 200) throw new Error(r.body); }
  return (performance.now() - t) / n;
}
for (const p of paths) await run(p, 50);
for (let round = 0; round < 2; round++) for (const p of paths) console.log(p.padEnd(70), (await run(p, 400)).toFixed(3), 'ms/req');
// miss path: vary limit to defeat cache
let t = performance.now();
for (let i = 0; i < 100; i++) await app.inject({ url: `/api/providers?languages=hindi&concerns=anxiety&max_price_tier=2&limit=${(i % 50) + 1}&sort=earliest&price=1,2,3,4,5&gender=male,female,other&type=${i % 2 ? 'therapist' : 'therapy'}` });
console.log('miss path (approx)'.padEnd(70), ((performance.now() - t) / 100).toFixed(3), 'ms/req');
await app.close();
