// Serves build/client the way a static host does: clean URLs map to route/index.html,
// unknown paths get 404.html with status 404, responses carry the `_headers` file's
// headers, and text is compressed (brotli or gzip) as a CDN would.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { headersFor, parseHeadersFile } from './headers.mjs';

const root = resolve(process.env.BUILD_DIR ?? 'build/client');
const port = Number(process.env.PORT ?? 4173);
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.ics': 'text/calendar; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.yml': 'text/yaml; charset=utf-8',
  '.wasm': 'application/wasm',
};
const compressible = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
  '.yml',
]);

let rules;
try {
  rules = parseHeadersFile(await readFile(join(root, '_headers'), 'utf8'));
} catch (error) {
  console.error(
    `Cannot read ${join(root, '_headers')}: run "npm run build" first.\n${error.message}`,
  );
  process.exit(1);
}

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The file for a URL path, or null: /about-us and /about-us/ → about-us/index.html. */
async function resolveFile(pathname) {
  const clean = normalize(pathname).replace(/^(\.\.[/\\])+/, '');
  const candidate = join(root, clean);
  if (!candidate.startsWith(root)) return null;
  if (!clean.endsWith('/') && (await isFile(candidate))) return candidate;
  const index = join(candidate, 'index.html');
  return (await isFile(index)) ? index : null;
}

/**
 * Brotli's best (11), as the site's own files are measured; but the CMS's 5 MB bundle would
 * take a minute at 11, so files over 1 MB get 5, about what a CDN uses when it compresses on
 * the fly.
 */
const quality = (raw) => (raw.length > 1_000_000 ? 5 : 11);

const cache = new Map();
// Keyed by modification time, so a rebuild under a running server is served fresh.
async function body(file, encoding) {
  const key = `${file}|${encoding}|${(await stat(file)).mtimeMs}`;
  if (!cache.has(key)) {
    const raw = await readFile(file);
    const packed =
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: quality(raw) } })
        : encoding === 'gzip'
          ? gzipSync(raw, { level: 9 })
          : raw;
    cache.set(key, packed);
  }
  return cache.get(key);
}

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = '/404.html';
    }
    if (pathname === '/404.html' || pathname.startsWith('/__')) pathname = '/__none__';
    const found = await resolveFile(pathname);
    const file = found ?? join(root, '404.html');
    const ext = extname(file);
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = !compressible.has(ext)
      ? null
      : /\bbr\b/.test(accepts)
        ? 'br'
        : /\bgzip\b/.test(accepts)
          ? 'gzip'
          : null;
    const data = await body(file, encoding);
    for (const [name, value] of headersFor(rules, found ? url.pathname : '/404.html')) {
      res.setHeader(name, value);
    }
    res.setHeader('Content-Type', types[ext] ?? 'application/octet-stream');
    res.setHeader('Content-Length', data.length);
    if (encoding) res.setHeader('Content-Encoding', encoding);
    if (compressible.has(ext)) res.setHeader('Vary', 'Accept-Encoding');
    res.statusCode = found ? 200 : 404;
    res.end(req.method === 'HEAD' ? undefined : data);
  } catch (error) {
    console.error(error);
    res.statusCode = 500;
    res.end('Internal error');
  }
});

server.listen(port, '127.0.0.1', () => {
  console.log(`Serving ${root} at http://localhost:${port}`);
});
