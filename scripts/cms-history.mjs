// `npm run cms`'s publishes (docs/decisions/0034): in front of decap-server, which writes plain
// files, each save becomes a commit with Decap's message in a git store of its own
// (.cms-history, never the project's own git), so /admin's "Publishes" lists and puts back the
// saves made on this computer (app/admin/after-publish/history.ts asks for them).
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const saves = new Set(['persistEntry', 'persistMedia', 'deleteFile', 'deleteFiles']);
const statuses = /** @type {Record<string, string>} */ ({ A: 'added', D: 'removed' });
const commitId = /^[0-9a-f]{40,64}$/;
/** The header the history server adds, so decap-server answers it and nothing else. */
const secretHeader = 'x-cms-history';

/**
 * decap-server's own handlers (writing `root`'s files), in this process, on a port of loopback
 * that answers only a request carrying the returned `secret`. Its own CORS lets any page read
 * it, and a page can find a local port by trying them: a browser cannot add the header unasked,
 * and asking first is refused, so the history server in front is the only way in (decision 0046).
 * @param {string} root
 */
export async function startDecap(root) {
  const fromDecap = createRequire(createRequire(import.meta.url).resolve('decap-server'));
  const express = /** @type {() => import('node:http').RequestListener} */ (fromDecap('express'));
  const { registerLocalFs } = fromDecap('./middlewares.js');
  const secret = randomBytes(32).toString('hex');
  const app = express();
  // decap-server reads the folder it writes from this, as it is set up.
  const was = process.env.GIT_REPO_DIRECTORY;
  process.env.GIT_REPO_DIRECTORY = root;
  try {
    await registerLocalFs(app, { logLevel: 'warn' });
  } finally {
    if (was === undefined) delete process.env.GIT_REPO_DIRECTORY;
    else process.env.GIT_REPO_DIRECTORY = was;
  }
  const server = createServer((request, response) => {
    if (request.headers[secretHeader] === secret) return app(request, response);
    response.writeHead(403).end();
  });
  await new Promise((listening) => server.listen(0, '127.0.0.1', () => listening(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    origin: `http://127.0.0.1:${port}`,
    secret,
    close: () => new Promise((closed) => server.close(closed)),
  };
}

/**
 * Listens on `port`, passing Decap's requests on to decap-server at `decap` with its `secret`
 * (startDecap). A browser's request
 * is answered only from the editor's own `origins` and only as JSON, whose type makes the browser
 * ask first (a CORS preflight): any other page open while the office edits gets nothing
 * (decision 0046). A request with no Origin comes from a program on this computer, not a page.
 * @param {{ root: string, decap: string, secret?: string, port: number, origins: string[] }} options
 */
export async function startHistory({ root, decap, secret = '', port, origins }) {
  const env = {
    ...process.env,
    GIT_DIR: join(root, '.cms-history'),
    GIT_WORK_TREE: root,
    GIT_AUTHOR_NAME: 'this computer',
    GIT_AUTHOR_EMAIL: 'cms@localhost',
    GIT_COMMITTER_NAME: 'this computer',
    GIT_COMMITTER_EMAIL: 'cms@localhost',
  };
  // Bytes kept as they are, whatever the computer's git settings.
  const settings = ['-c', 'core.autocrlf=false', '-c', 'core.quotePath=false'];
  /** @param {string[]} args */
  const git = async (...args) =>
    (
      await run('git', [...settings, ...args], {
        cwd: root,
        env,
        encoding: 'buffer',
        maxBuffer: 1 << 30,
      })
    ).stdout;
  /** @param {string[]} args */
  const text = async (...args) => (await git(...args)).toString('utf8');

  let last = { message: '', at: 0 };
  /** Commits content/ as it is now, if it changed. @param {string} message */
  async function commit(message) {
    await git('add', '-A', '--', 'content');
    if (!(await text('diff', '--cached', '--name-only')).trim()) return;
    // The start form writes its files, then removes the sample's, with one message: one publish.
    const amend = last.message === message && Date.now() - last.at < 5_000;
    await git(
      'commit',
      '-q',
      '--no-verify',
      '--no-gpg-sign',
      ...(amend ? ['--amend'] : []),
      '-m',
      message,
    );
    last = { message, at: Date.now() };
  }

  // One git command at a time.
  /** @type {Promise<unknown>} */
  let queue = Promise.resolve();
  /** @template T @param {() => Promise<T>} work @returns {Promise<T>} */
  const inTurn = (work) => /** @type {Promise<T>} */ (queue = queue.then(work, work));

  await git('init', '-q');
  await inTurn(() => commit('Content as it was when the CMS started'));

  /** @type {Record<string, (params: Record<string, unknown>) => Promise<unknown>>} */
  const own = {
    async publishes({ count }) {
      const log = await text(
        'log',
        `-n${Number(count) || 12}`,
        '--no-renames',
        '--name-status',
        '--format=%x1e%H%x1f%P%x1f%an%x1f%aI%x1f%B%x1f',
        '--',
        'content',
      );
      return log
        .split('\x1e')
        .slice(1)
        .filter((record) => record.split('\x1f')[1])
        .map((record) => {
          const [id, parents, author, date, message, changes = ''] = record.split('\x1f');
          const files = changes
            .split('\n')
            .filter((line) => line.includes('\t'))
            .map((line) => {
              const [status = '', path] = line.split('\t');
              return { path, status: statuses[status] ?? 'modified' };
            });
          return { id, parent: parents?.split(' ')[0] || undefined, author, date, message, files };
        });
    },
    async files({ commit: asked }) {
      const rev = asked === 'now' ? 'HEAD' : String(asked);
      if (rev !== 'HEAD' && !commitId.test(rev)) throw new Error('not a commit');
      const id = (await text('rev-parse', rev)).trim();
      const files = Object.fromEntries(
        (await text('ls-tree', '-r', '-z', id, '--', 'content'))
          .split('\0')
          .filter(Boolean)
          .map((line) => {
            const [about = '', path] = line.split('\t');
            return [path, about.split(' ')[2]];
          }),
      );
      return { id, files };
    },
    async blob({ id }) {
      if (!commitId.test(String(id))) throw new Error('not a blob');
      return { content: (await git('cat-file', 'blob', String(id))).toString('base64') };
    },
  };

  const server = createServer(async (request, response) => {
    const origin = request.headers.origin;
    if (origin !== undefined && !origins.includes(origin)) {
      response.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8', Vary: 'Origin' });
      response.end('Only the editor on this computer may ask here.');
      return;
    }
    const allowed = {
      ...(origin && { 'Access-Control-Allow-Origin': origin }),
      Vary: 'Origin',
    };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        ...allowed,
        'Access-Control-Allow-Methods': 'POST',
        'Access-Control-Allow-Headers': 'Content-Type',
        'Access-Control-Max-Age': '600',
      });
      response.end();
      return;
    }
    const type = request.headers['content-type'] ?? '';
    if (request.method !== 'POST' || !/^application\/json\s*(;|$)/i.test(type)) {
      response.writeHead(415, { ...allowed, 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Only JSON is answered here, as the editor sends it.');
      return;
    }
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    const body = Buffer.concat(chunks);
    /** @type {{ action?: string, params?: Record<string, unknown> }} */
    let asked = {};
    try {
      asked = JSON.parse(body.toString('utf8'));
    } catch {
      // Not JSON after all: decap-server says so.
    }
    const action = asked.action ?? '';
    const cors = { ...allowed, 'Content-Type': 'application/json' };
    try {
      const ours = request.method === 'POST' && Object.hasOwn(own, action) && own[action];
      if (ours) {
        const answer = await inTurn(() => ours(asked.params ?? {}));
        response.writeHead(200, cors).end(JSON.stringify(answer));
        return;
      }
      const pass = async () => {
        const headers = Object.fromEntries(
          Object.entries(request.headers).filter(
            ([name]) => !['host', 'connection', 'content-length'].includes(name),
          ),
        );
        const answer = await fetch(`${decap}${request.url}`, {
          method: request.method,
          headers: { .../** @type {Record<string, string>} */ (headers), [secretHeader]: secret },
          ...(body.length > 0 && { body }),
        });
        return { answer, bytes: Buffer.from(await answer.arrayBuffer()) };
      };
      const { answer, bytes } = saves.has(action)
        ? await inTurn(async () => {
            // A change made outside the CMS is a publish of its own, not part of this save.
            await commit('Changed outside the CMS');
            const passed = await pass();
            const options = /** @type {{ commitMessage?: string }} */ (asked.params?.options);
            if (passed.answer.ok) await commit(options?.commitMessage ?? action);
            return passed;
          })
        : await pass();
      // decap-server's own CORS headers (any origin) are replaced by the editor's alone.
      const headers = [...answer.headers].filter(
        ([name]) =>
          !['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(
            name,
          ) && !name.startsWith('access-control-'),
      );
      response.writeHead(answer.status, { ...Object.fromEntries(headers), ...allowed }).end(bytes);
    } catch (error) {
      response.writeHead(500, cors).end(JSON.stringify({ error: String(error) }));
    }
  });
  await new Promise((listening) => server.listen(port, '127.0.0.1', () => listening(undefined)));
  return { close: () => new Promise((closed) => server.close(closed)) };
}
