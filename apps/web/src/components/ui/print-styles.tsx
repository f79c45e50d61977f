/**
 * While a printable sheet is on screen, printing shows it alone: the layout's header, footer,
 * menus, toasts and the screen's own heading stay off the paper (the sheet prints its one title and
 * hides its buttons with `print:hidden`), on white. `page` is the paper: A4 (the default) or a
 * courier label's 100 × 150 mm.
 */
export function PrintStyles({ page = 'a4' }: { page?: 'a4' | 'label' }) {
  const size = page === 'label' ? '@page { size: 100mm 150mm; margin: 4mm; }' : '@page { size: A4; margin: 12mm; }';
  return (
    <style>{`@media print {
  ${size}
  header, footer, nav, aside, main h1, [role="status"][aria-live] { display: none !important; }
  :has(> [data-print-sheet]) { display: block !important; max-width: none !important; }
  main, main :has([data-print-sheet]) { padding: 0 !important; margin: 0 !important; min-height: 0 !important; }
  html, body, div:has([data-print-sheet]) { background: #fff !important; min-height: 0 !important; }
  [data-print-sheet] { font-size: ${page === 'label' ? '9pt' : '12pt'}; }
  [data-print-sheet] section { break-inside: avoid; }
}`}</style>
  );
}
