import autocannon from 'autocannon';
const base = process.argv[2] ?? 'http://127.0.0.1:3900';
const paths = ['/api/health', '/api/providers?languages=hindi&concerns=anxiety&max_price_tier=2', '/api/health', '/api/providers?languages=hindi&concerns=anxiety&max_price_tier=2'];
for (const path of paths) {
  const r = await autocannon({ url: base + path, connections: 50, duration: Number(process.env.SECS ?? 8) });
  console.log(path.padEnd(70), 'rps', Math.round(r.requests.average), 'p50', r.latency.p50, 'p99', r.latency.p99, 'non2xx', r.non2xx, 'err', r.errors + r.timeouts);
}
