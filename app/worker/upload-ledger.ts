// The uploads' ledger (decision 0046): one Durable Object for the whole site, so every check that
// must not race (how many uploads a sign-in has unfinished, an editor's bytes today, whose an
// upload is, which part hashes it promised, who is finishing a key) is made in one place, one
// request at a time. Cloudflare runs one instance of an object worldwide; its storage is kept.

import { dailyBytes, unfinishedAllowed } from '../lib/recording-upload.ts';

/** The part of a Durable Object's storage this uses (its key-value API). */
export interface LedgerStorage {
  get<T>(key: string): Promise<T | undefined>;
  put(key: string, value: unknown): Promise<void>;
}

type Upload = {
  key: string;
  signIn: string;
  editor: string;
  size: number;
  started: number;
  /** Each part's SHA-256, as the browser read the file before sending it. */
  hashes: string[];
  /** R2's ETag of each part taken, by its number: only parts whose bytes matched their hash. */
  taken: Record<string, string>;
};
type State = {
  uploads: Record<string, Upload>;
  /** Keys being finished, with the upload finishing each and when it began. */
  finishing: Record<string, { upload: string; at: number }>;
  /** Each editor's uploads started in the last day: when, how many bytes, by which start, of what. */
  spent: Record<string, { at: number; size: number; ticket: string; key?: string }[]>;
};

export type LedgerAsk =
  | { op: 'reserve'; signIn: string; editor: string; key: string; size: number; hashes: string[] }
  | { op: 'bind'; ticket: string; upload: string }
  | { op: 'drop'; ticket: string }
  | { op: 'part'; signIn: string; key: string; upload: string; number: number }
  | { op: 'took'; upload: string; number: number; etag: string }
  | { op: 'claim'; signIn: string; key: string; upload: string }
  | { op: 'settle'; key: string; upload: string; finished: boolean; aborted?: boolean };

export type LedgerRefusal =
  'tooMany' | 'overQuota' | 'forgotten' | 'notYours' | 'notWhole' | 'finishing';
export type LedgerAnswer =
  | { refused: LedgerRefusal; after?: number }
  | { ticket: string }
  | { hash: string }
  | { parts: { partNumber: number; etag: string }[] }
  | { ok: true };

const day = 24 * 60 * 60 * 1000;
/** A finish that never said how it ended (its Worker stopped) frees its key after this. */
const finishHolds = 10 * 60 * 1000;

/** The ledger's rules, apart from Cloudflare's object so the tests can run them in Node. */
export class Ledger {
  private state: State | undefined;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private storage: LedgerStorage) {}

  /** One question at a time, each answered after its change is stored. */
  answer(ask: LedgerAsk): Promise<LedgerAnswer> {
    const turn = this.queue.then(() => this.inTurn(ask));
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  private async inTurn(ask: LedgerAsk): Promise<LedgerAnswer> {
    this.state ??= (await this.storage.get<State>('ledger')) ?? {
      uploads: {},
      finishing: {},
      spent: {},
    };
    const state = this.state;
    this.forgetOld(state);
    const answer = this.decide(state, ask);
    await this.storage.put('ledger', state);
    return answer;
  }

  /** A day clears unfinished uploads (the bucket's rule aborts them) and the day's bytes. */
  private forgetOld(state: State) {
    const now = Date.now();
    for (const [id, upload] of Object.entries(state.uploads)) {
      if (now - upload.started > day) delete state.uploads[id];
    }
    for (const [key, { at }] of Object.entries(state.finishing)) {
      if (now - at > finishHolds) delete state.finishing[key];
    }
    for (const [editor, starts] of Object.entries(state.spent)) {
      const recent = starts.filter(({ at }) => now - at <= day);
      if (recent.length) state.spent[editor] = recent;
      else delete state.spent[editor];
    }
  }

  private decide(state: State, ask: LedgerAsk): LedgerAnswer {
    const now = Date.now();
    switch (ask.op) {
      case 'reserve': {
        const mine = Object.values(state.uploads).filter(({ signIn }) => signIn === ask.signIn);
        if (mine.length >= unfinishedAllowed) return { refused: 'tooMany' };
        // The same file chosen again (after a refusal that says to) costs its bytes once.
        const starts = (state.spent[ask.editor] ?? []).filter(({ key }) => key !== ask.key);
        let spent = starts.reduce((sum, { size }) => sum + size, 0);
        if (spent + ask.size > dailyBytes) {
          // When enough of the oldest starts are a day old for this one to fit.
          let after = now;
          for (const { at, size } of [...starts].sort((a, b) => a.at - b.at)) {
            if (spent + ask.size <= dailyBytes) break;
            spent -= size;
            after = at + day;
          }
          return { refused: 'overQuota', after };
        }
        const ticket = `ticket-${crypto.randomUUID()}`;
        const { signIn, editor, key, size, hashes } = ask;
        state.uploads[ticket] = { key, signIn, editor, size, hashes, started: now, taken: {} };
        state.spent[editor] = [...starts, { at: now, size, ticket, key }];
        return { ticket };
      }
      case 'bind': {
        const held = state.uploads[ask.ticket];
        if (!held) return { refused: 'forgotten' };
        delete state.uploads[ask.ticket];
        state.uploads[ask.upload] = held;
        return { ok: true };
      }
      case 'drop': {
        // R2 would not start it: neither a slot nor bytes are spent.
        const held = state.uploads[ask.ticket];
        delete state.uploads[ask.ticket];
        if (held) {
          state.spent[held.editor] = (state.spent[held.editor] ?? []).filter(
            ({ ticket }) => ticket !== ask.ticket,
          );
        }
        return { ok: true };
      }
      case 'part': {
        const upload = this.owned(state, ask);
        if ('refused' in upload) return upload;
        const hash = upload.hashes[ask.number - 1];
        return hash ? { hash } : { refused: 'notWhole' };
      }
      case 'took': {
        const upload = state.uploads[ask.upload];
        if (!upload) return { refused: 'forgotten' };
        upload.taken[String(ask.number)] = ask.etag;
        return { ok: true };
      }
      case 'claim': {
        const upload = this.owned(state, ask);
        if ('refused' in upload) return upload;
        // Two finishes of one key: the first holds it until it says how it ended.
        if (state.finishing[ask.key]) return { refused: 'finishing' };
        const parts = upload.hashes.map((_, index) => ({
          partNumber: index + 1,
          etag: upload.taken[String(index + 1)] ?? '',
        }));
        if (parts.some(({ etag }) => !etag)) return { refused: 'notWhole' };
        state.finishing[ask.key] = { upload: ask.upload, at: now };
        return { parts };
      }
      case 'settle': {
        if (state.finishing[ask.key]?.upload === ask.upload) delete state.finishing[ask.key];
        // Aborted (another kept the recording first): nothing of it was stored, so its bytes
        // are given back.
        const editor = state.uploads[ask.upload]?.editor;
        if (ask.aborted && editor) {
          state.spent[editor] = (state.spent[editor] ?? []).filter(({ key }) => key !== ask.key);
        }
        if (ask.finished) delete state.uploads[ask.upload];
        return { ok: true };
      }
    }
  }

  /** The upload, if the sign-in asking started it, for this key. */
  private owned(
    state: State,
    { signIn, key, upload }: { signIn: string; key: string; upload: string },
  ) {
    const known = state.uploads[upload];
    if (!known) return { refused: 'forgotten' } as const;
    if (known.signIn !== signIn || known.key !== key) return { refused: 'notYours' } as const;
    return known;
  }
}

/** Cloudflare's Durable Object around the ledger (wrangler.jsonc's `durable_objects`). */
export class UploadLedger {
  private ledger: Ledger;

  constructor(state: { storage: LedgerStorage }) {
    this.ledger = new Ledger(state.storage);
  }

  async fetch(request: Request) {
    return Response.json(await this.ledger.answer((await request.json()) as LedgerAsk));
  }
}

/** The part of the runtime's Durable Object namespace binding this uses. */
export interface LedgerNamespace {
  idFromName(name: string): unknown;
  get(id: never): { fetch(request: Request): Promise<Response> };
}

/** The site's one ledger, asked a question. */
export async function askLedger(namespace: LedgerNamespace, ask: LedgerAsk) {
  const ledger = namespace.get(namespace.idFromName('uploads') as never);
  const answer = await ledger.fetch(
    new Request('https://ledger.invalid/', { method: 'POST', body: JSON.stringify(ask) }),
  );
  if (!answer.ok) throw new Error(`the uploads' ledger answered ${answer.status}`);
  return (await answer.json()) as LedgerAnswer;
}
