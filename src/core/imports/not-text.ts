/**
 * Why the start of a file is not CSV text, or null when it is: NUL bytes (spreadsheets,
 * archives, images, UTF-16 exports) or many control characters. Latin-1 bytes pass: such a
 * file still reads as text.
 */
export function notTextProblem(head: Buffer): string | null {
  if (head.length >= 2 && ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff))) {
    return 'it is UTF-16 text: save or export it as "CSV UTF-8"';
  }
  if (head.subarray(0, 4).toString('latin1') === 'PK\u0003\u0004') {
    return 'it is a ZIP archive (an .xlsx workbook?): export the sheet as CSV';
  }
  let control = 0;
  for (const byte of head) {
    if (byte === 0) return 'it contains binary data, not text: export the sheet as CSV';
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) control++;
  }
  return control > Math.max(8, head.length / 100) ? 'it contains binary data, not text: export the sheet as CSV' : null;
}
