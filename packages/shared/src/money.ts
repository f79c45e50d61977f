/**
 * MMK amounts are whole kyat integers everywhere: stored, sent and shown. The thousands are grouped
 * by hand: the first `Intl.NumberFormat` of a page costs a phone about 50 ms of start-up (ICU data),
 * which Lighthouse measured as the largest single task of the storefront's first screen.
 */
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** The one money formatter: 25000 → "25,000 MMK". */
export function formatMMK(amount: number): string {
  return `${String(Math.round(amount)).replace(THOUSANDS, ',')} MMK`;
}
