/**
 * While an order is on screen, printing shows the order alone: the shop's header, footer, menus and
 * toasts stay off the paper (what belongs to the order hides its own buttons with `print:hidden`).
 */
export function OrderPrintStyles() {
  return (
    <style>{`@media print {
  header, footer, nav, aside, [role="status"][aria-live] { display: none !important; }
  :has(> [data-order-print]) { display: block !important; max-width: none !important; }
  body { background: #fff; }
}`}</style>
  );
}
