import { execFile } from 'node:child_process';
import { SERVER_ROOT } from '../../src/paths';

// pdf.js (behind pdf-parse) loads its worker with a dynamic import(), which jest's CommonJS vm
// cannot run: the text is extracted by a plain Node process instead.
const EXTRACT = `
import { PDFParse } from 'pdf-parse';
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
try { process.stdout.write((await parser.getText()).text); } finally { await parser.destroy(); }
`;

/** The text of a PDF as pdf.js reads it (what a pharmacist's viewer or a screen reader gets). */
export function pdfText(bytes: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--input-type=module', '-e', EXTRACT],
      { cwd: SERVER_ROOT, maxBuffer: 16 * 1024 * 1024, encoding: 'utf8' },
      (error, stdout, stderr) => (error ? reject(new Error(`PDF text extraction failed: ${stderr || error.message}`)) : resolve(stdout)),
    );
    child.stdin!.end(bytes);
  });
}
