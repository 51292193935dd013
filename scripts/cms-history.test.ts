import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './cli.mjs';
import { startDecap, startHistory } from './cms-history.mjs';

// `npm run cms`'s history of saves: each save Decap sends becomes one publish with Decap's
// message, the start form's two requests one, a change made outside the CMS one of its own; and
// the files and bytes of each are there to put back. decap-server is faked: it writes or removes
// the file each request names, as the real one does.

const stops: (() => unknown)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

async function started() {
  const root = mkdtempSync(join(tmpdir(), 'cms-history-'));
  mkdirSync(join(root, 'content'));
  writeFileSync(join(root, 'content/church.yml'), 'name: A\n');
  const decap = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const { action, params } = JSON.parse(body) as {
        action: string;
        params: { path?: string; raw?: string; paths?: string[] };
      };
      if (action === 'persistEntry') writeFileSync(join(root, params.path!), params.raw!);
      if (action === 'deleteFiles') for (const path of params.paths!) unlinkSync(join(root, path));
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  const decapPort = await freePort();
  await new Promise<void>((listening) => decap.listen(decapPort, '127.0.0.1', listening));
  const port = await freePort();
  const history = await startHistory({
    root,
    decap: `http://127.0.0.1:${decapPort}`,
    port,
    origins: [editor],
  });
  stops.push(
    history.close,
    () => decap.close(),
    () => rmSync(root, { recursive: true }),
  );
  const ask = async (action: string, params: object) =>
    (await fetch(`http://127.0.0.1:${port}/api/v1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: editor },
      body: JSON.stringify({ action, params: { branch: 'main', ...params } }),
    }).then((response) => response.json())) as unknown;
  return { root, ask, port };
}

/** The dev server's page, where /admin runs under `npm run cms`. */
const editor = 'http://localhost:5173';

const save = (path: string, raw: string, commitMessage: string) =>
  ['persistEntry', { path, raw, options: { commitMessage } }] as const;

describe('the history of saves on this computer', () => {
  it('makes each save a publish with Decap’s message, the start form’s one', async () => {
    const { root, ask } = await started();
    await ask(...save('content/church.yml', 'name: B\n', 'Update setting “church”'));
    writeFileSync(join(root, 'content/news.md'), 'typed by hand\n');
    await ask(...save('content/new.md', 'new\n', 'Start the website for B'));
    await ask('deleteFiles', {
      paths: ['content/church.yml'],
      options: { commitMessage: 'Start the website for B' },
    });
    const publishes = (await ask('publishes', { count: 5 })) as {
      id: string;
      message: string;
      files: object[];
    }[];
    expect(publishes.map(({ message, files }) => [message.trim(), files])).toEqual([
      [
        'Start the website for B',
        [
          { path: 'content/church.yml', status: 'removed' },
          { path: 'content/new.md', status: 'added' },
        ],
      ],
      ['Changed outside the CMS', [{ path: 'content/news.md', status: 'added' }]],
      ['Update setting “church”', [{ path: 'content/church.yml', status: 'modified' }]],
    ]);
    const { files } = (await ask('files', { commit: publishes[2]!.id })) as {
      files: Record<string, string>;
    };
    const { content } = (await ask('blob', { id: files['content/church.yml'] })) as {
      content: string;
    };
    expect(Buffer.from(content, 'base64').toString()).toBe('name: B\n');
  });

  it('answers only JSON from the editor’s own page, never another site’s', async () => {
    const { port } = await started();
    const at = `http://127.0.0.1:${port}/api/v1`;
    const body = JSON.stringify({ action: 'publishes', params: { branch: 'main' } });
    // A page the office visits while editing: a "simple" request, sent without asking first.
    const plain = await fetch(at, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Origin: 'https://elsewhere.example' },
      body,
    });
    expect(plain.status).toBe(403);
    expect(plain.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const asking = await fetch(at, {
      method: 'OPTIONS',
      headers: { Origin: 'https://elsewhere.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(asking.headers.get('Access-Control-Allow-Origin')).toBeNull();
    // The editor's own page: asked first, then only JSON.
    const preflight = await fetch(at, {
      method: 'OPTIONS',
      headers: { Origin: editor, 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe(editor);
    const notJson = await fetch(at, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Origin: editor },
      body,
    });
    expect(notJson.status).toBe(415);
    const json = await fetch(at, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: editor },
      body,
    });
    expect(json.status).toBe(200);
    expect(json.headers.get('Access-Control-Allow-Origin')).toBe(editor);
  });
});

describe('decap-server on this computer', () => {
  it('answers only the history server, and the history server only the editor’s page', async () => {
    const root = mkdtempSync(join(tmpdir(), 'cms-decap-'));
    mkdirSync(join(root, 'content'));
    writeFileSync(join(root, 'content/church.yml'), 'name: A\n');
    const decap = await startDecap(root);
    const port = await freePort();
    const history = await startHistory({
      root,
      decap: decap.origin,
      secret: decap.secret,
      port,
      origins: [editor],
    });
    stops.push(history.close, decap.close, () => rmSync(root, { recursive: true }));
    const body = JSON.stringify({
      action: 'getEntry',
      params: { branch: 'main', path: 'content/church.yml' },
    });
    const elsewhere = 'https://elsewhere.example';
    // A page that has found either port, asking as a page can: each gives it nothing to read.
    for (const at of [`${decap.origin}/api/v1`, `http://127.0.0.1:${port}/api/v1`]) {
      for (const type of ['application/json', 'text/plain']) {
        const asked = await fetch(at, {
          method: 'POST',
          headers: { 'Content-Type': type, Origin: elsewhere },
          body,
        });
        expect(asked.status).toBe(403);
        expect(asked.headers.get('Access-Control-Allow-Origin')).toBeNull();
        expect(await asked.text()).not.toContain('name: A');
      }
      const preflight = await fetch(at, {
        method: 'OPTIONS',
        headers: { Origin: elsewhere, 'Access-Control-Request-Method': 'POST' },
      });
      expect(preflight.headers.get('Access-Control-Allow-Origin')).toBeNull();
    }
    // Without an Origin, as a program on this computer asks: decap-server still wants its secret.
    const bare = await fetch(`${decap.origin}/api/v1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    expect(bare.status).toBe(403);
    // The editor's page reads the file, through the history server.
    const read = await fetch(`http://127.0.0.1:${port}/api/v1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: editor },
      body,
    });
    expect(read.headers.get('Access-Control-Allow-Origin')).toBe(editor);
    expect(((await read.json()) as { data: string }).data).toBe('name: A\n');
  });
});
