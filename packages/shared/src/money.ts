/** MMK amounts are whole kyat integers everywhere: stored, sent and shown. */
const groups = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** The one money formatter: 25000 → "25,000 MMK". */
export function formatMMK(amount: number): string {
  return `${groups.format(Math.round(amount))} MMK`;
}
