/**
 * CSV as RFC 4180 writes it (and spreadsheets export it): fields separated by commas, rows by CRLF
 * or LF; a quoted field may hold commas, line breaks and doubled quotes (""). A leading BOM is
 * ignored. Each parsed row keeps the line it starts on, so an import can name a bad row's line.
 */

export interface CsvRow {
  /** The 1-based line the row starts on. */
  readonly line: number;
  readonly fields: string[];
}

export class CsvError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
    this.name = 'CsvError';
  }
}

/** Every row, blank lines left out; a quote left open is a CsvError naming the line it opened on. */
export function parseCsv(input: string): CsvRow[] {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const rows: CsvRow[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let quoteLine = 1;
  const endRow = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0] !== '') rows.push({ line: rowLine, fields });
    fields = [];
    field = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line += 1;
        field += c;
      }
    } else if (c === '"' && field === '') {
      quoted = true;
      quoteLine = line;
    } else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      endRow();
      line += 1;
      rowLine = line;
    } else field += c;
  }
  if (quoted) throw new CsvError(quoteLine, `a quoted field opened on line ${quoteLine} is never closed`);
  endRow();
  return rows;
}

/** A field quoted when it must be: a comma, quote or line break in it, or spaces at its ends. */
function csvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Rows as CSV text, CRLF between rows and after the last. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}
