import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Pre-compresses the built client (brotli and gzip) so the server sends small files without
 * compressing on every request (@fastify/static `preCompressed`).
 */
const root = path.resolve(import.meta.dirname, '..', 'dist', 'client');
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml)$/;
let count = 0;

function walk(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(file);
    else if (COMPRESSIBLE.test(entry.name)) {
      const data = fs.readFileSync(file);
      if (data.length < 1024) continue;
      fs.writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      fs.writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      count += 1;
    }
  }
}

walk(root);
process.stdout.write(`Compressed ${count} client files (brotli and gzip)\n`);
