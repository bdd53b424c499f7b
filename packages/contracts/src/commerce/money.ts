// Money as people read it: one formatter for every page and for the texts contracts builds
// ("Pay ₹960"), free of Zod so that anything may import it.

/** Sessions are priced in paise, in one currency. */
export const PROVIDER_CURRENCY = 'INR';

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: PROVIDER_CURRENCY,
  maximumFractionDigits: 0,
});
const rupeesAndPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: PROVIDER_CURRENCY,
  minimumFractionDigits: 2,
});

/** A price in paise as people read it: 49900 → "₹499", 49950 → "₹499.50", 150000 → "₹1,500". */
export function formatPrice(paise: number): string {
  return paise % 100 === 0 ? rupees.format(paise / 100) : rupeesAndPaise.format(paise / 100);
}
