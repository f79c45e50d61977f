/**
 * CSV as spreadsheets write and read it (RFC 4180): the order export and the stock file write
 * their cells with `csvCell`, the stock import reads a file back with `readCsv`.
 */

/** What a spreadsheet would run as a formula when it starts a text cell. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180). Every text cell is quoted: a spreadsheet set to split on `;` (Excel in
 * many locales) would cut an unquoted `Mg Mg;=1+2;x` into cells, the middle one a formula; quoted,
 * it stays one cell of text. Text a shopper typed that a spreadsheet would run as a formula (=, +,
 * -, @, tab, CR first) is defused with a leading apostrophe as well. Numbers go out bare.
 */
export function csvCell(value: string | number | boolean): string {
  if (typeof value !== 'string') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replaceAll('"', '""')}"`;
}

/** A cell as `csvCell` wrote it, read back: the apostrophe that defused a formula comes off. */
export function csvText(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

export type CsvRow = { line: number; cells: string[] };

/**
 * The rows of a CSV text, each with the line it starts on (1 = the header). A byte-order mark is
 * skipped; the separator is `,`, or `;` when the header has semicolons and no commas (Excel in
 * many locales saves so). Quoted cells may hold separators, quotes ("") and line breaks. Empty
 * lines are left out. Returns undefined when a quote is never closed: the text is not CSV.
 */
export function readCsv(input: string): CsvRow[] | undefined {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const separator = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0] !== '') rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        cell += c;
      }
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === separator) {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else cell += c;
  }
  if (quoted) return undefined;
  if (cell !== '' || cells.length) endRow();
  return rows;
}
