#!/usr/bin/env node
// Writes `<file>.br` (brotli quality 11) and `<file>.gz` (gzip by zopfli, a few per cent smaller
// than zlib's level 9 and readable by every gzip client) beside every compressible file of a
// build folder, so the server sends them as they are instead of compressing on each request
// (server/src/http/static-files.ts).
//
//   node scripts/precompress.mjs shell/dist mfe-booking/dist   (scripts/run.mjs build does this)
//
// Every compressible file gets both siblings (even a tiny one, a few bytes larger compressed,
// so the server never has to compress a build file on the fly); a sibling is written again
// only when the file is newer. Fonts (woff2 is compressed already) and images are left alone.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { gzipAsync as zopfliGzip } from '@gfx/zopfli';

/** Extensions worth compressing: text formats the build writes. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map|xml|webmanifest)$/i;

const brotli = promisify(zlib.brotliCompress);

/** Zopfli passes: more than 5 gains only a few bytes per 100 kB and costs twice the CPU. */
const ZOPFLI_ITERATIONS = 5;

const ENCODERS = [
  {
    suffix: '.br',
    encode: (data) =>
      brotli(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  { suffix: '.gz', encode: async (data) => Buffer.from(await zopfliGzip(data, { numiterations: ZOPFLI_ITERATIONS })) },
];

function compressibleFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...compressibleFiles(path));
    else if (entry.isFile() && COMPRESSIBLE.test(entry.name)) files.push(path);
  }
  return files;
}

function mtimeOrZero(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * Pre-compresses every compressible file under `dir`. Returns how many siblings were written
 * and the bytes of the files and of their brotli siblings.
 */
export async function precompress(dir) {
  const files = compressibleFiles(dir);
  let written = 0;
  let originalBytes = 0;
  let brotliBytes = 0;
  // Two at a time: brotli 11 and zopfli are CPU-bound and this machine is shared.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const fileTime = statSync(file).mtimeMs;
      let data;
      for (const { suffix, encode } of ENCODERS) {
        const target = file + suffix;
        if (mtimeOrZero(target) >= fileTime) continue;
        data ??= readFileSync(file);
        const encoded = await encode(data);
        writeFileSync(target, encoded);
        written += 1;
        if (suffix === '.br') {
          originalBytes += data.length;
          brotliBytes += encoded.length;
        }
      }
    }
  };
  await Promise.all([worker(), worker()]);
  return { files: files.length, written, originalBytes, brotliBytes };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dirs = process.argv.slice(2);
  if (!dirs.length) {
    console.error('usage: node scripts/precompress.mjs <build folder>...');
    process.exit(1);
  }
  for (const dir of dirs) {
    const { files, written } = await precompress(dir);
    console.log(`${dir}: ${files} compressible files, ${written} .br/.gz written`);
  }
}
