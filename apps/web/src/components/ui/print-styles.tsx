/**
 * While a printable sheet is on screen, printing shows it alone: the layout's header, footer,
 * menus and toasts stay off the paper (the sheet hides its own buttons with `print:hidden`).
 */
export function PrintStyles() {
  return (
    <style>{`@media print {
  header, footer, nav, aside, [role="status"][aria-live] { display: none !important; }
  :has(> [data-print-sheet]) { display: block !important; max-width: none !important; padding: 0 !important; }
  body { background: #fff; }
  [data-print-sheet] { font-size: 12pt; }
  [data-print-sheet] section { break-inside: avoid; }
}`}</style>
  );
}
