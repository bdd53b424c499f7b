// Money as people read it: one formatter for every page and for the texts contracts builds
// ("Pay ₹960"), free of Zod so that anything may import it.

/** Sessions are priced in paise, in one currency. */
export const PROVIDER_CURRENCY = 'INR';

/**
 * Whole rupees grouped as India writes them: the last three digits, then pairs (1,20,000).
 * Written out rather than asked of `Intl.NumberFormat('en-IN', { style: 'currency' })`, which
 * gives the same text (money.test.ts compares them) but whose first construction loads locale
 * data: 12–15 ms of the main thread on a fast desktop, ~50 ms on Lighthouse's slowed phone, at
 * the start of every page that shows a price (issue 14).
 */
function indianGroups(whole: number): string {
  const digits = String(whole);
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** A price in paise as people read it: 49900 → "₹499", 49950 → "₹499.50", 150000 → "₹1,500". */
export function formatPrice(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const amount = Math.abs(Math.round(paise));
  const rest = amount % 100;
  const fraction = rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`;
  return `${sign}₹${indianGroups(Math.floor(amount / 100))}${fraction}`;
}
