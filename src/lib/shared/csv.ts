// Spreadsheets a Portuguese Excel or LibreOffice opens as they are: UTF-8 with a BOM (so accents
// survive), ';' between cells (',' is the decimal mark there), CRLF line ends.

/** A cell, quoted; text that a spreadsheet would run as a formula is made plain text. */
export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The whole file from its rows (the header first). */
export function csvDocument(rows: (string | number | null)[][]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(';')).join('\r\n')}\r\n`;
}
