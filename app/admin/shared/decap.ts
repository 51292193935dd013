// What /admin's scripts use of Decap CMS 3.16.3's globals, typed here: Decap's own types
// describe its npm package, not what its bundle puts on window.
import type { SaveTarget } from './commit.ts';

/** The signed-in editor as Decap keeps them: their backend and, for GitHub, their token. */
export function decapUser(): { backendName?: string; token?: string } {
  try {
    return (JSON.parse(localStorage.getItem('decap-cms-user') ?? 'null') as object | null) ?? {};
  } catch {
    return {};
  }
}

/** The collections of config.yml, as Decap reads them. */
export interface Collection {
  name?: string;
  label: string;
  label_singular?: string;
  folder?: string;
  extension?: string;
  identifier_field?: string;
  files?: { name?: string; label: string; file: string }[];
}

/** What /admin reads of Decap's store: its settings and the signed-in editor. */
export interface DecapState {
  config?: unknown;
  auth?: { user?: { token?: string } };
}
const plain = (value: unknown) =>
  (value as { toJS?: () => unknown } | undefined)?.toJS?.() ?? value;

/** Where Decap saves, as its settings and sign-in have it; none before the sign-in. */
export function saveTarget(state: DecapState): SaveTarget | undefined {
  const { backend } = (plain(state.config) ?? {}) as {
    backend?: {
      name: string;
      repo: string;
      branch?: string;
      api_root?: string;
      proxy_url?: string;
    };
  };
  const user = plain(state.auth?.user) as { token?: string } | undefined;
  if (!backend || !user) return undefined;
  const branch = backend.branch ?? 'main';
  if (backend.name === 'proxy' && backend.proxy_url)
    return { kind: 'local', url: backend.proxy_url, branch };
  return {
    kind: 'github',
    api: backend.api_root ?? 'https://api.github.com',
    repo: backend.repo,
    branch,
    token: user.token ?? '',
  };
}

/** Decap's collections, as it read config.yml: where each entry is edited. */
export const collectionsOf = (state: DecapState) =>
  ((plain(state.config) ?? {}) as { collections?: Collection[] }).collections ?? [];

/** An Immutable.js map, as Decap keeps an entry, its data and a field's settings. */
export interface ImmutableMap {
  get(key: string, otherwise?: unknown): unknown;
  getIn(keys: (string | number)[]): unknown;
  setIn(keys: (string | number)[], value: unknown): ImmutableMap;
  set(key: string, value: unknown): ImmutableMap;
  clear(): ImmutableMap;
  toJS(): Record<string, unknown>;
}

/** An entry as Decap hands it to "preSave", or keeps it in its store. */
export interface DecapEntry {
  get(key: 'collection' | 'slug'): string;
  get(key: 'data'): ImmutableMap;
  /** True until its first save. */
  get(key: 'newRecord'): boolean | undefined;
  /** Its file, and the file's words as Decap read them when the entry was opened. */
  get(key: 'path' | 'raw'): string | undefined;
}

export interface DecapStore {
  getState(): { entryDraft: { get(key: 'entry'): DecapEntry | undefined } & ImmutableMap };
  subscribe(listener: () => void): () => void;
}

export interface YamlFormat {
  fromFile(text: string): unknown;
  toFile(data: unknown, fieldNames?: string[]): string;
}

/** A box's component as Decap gives it to a widget (Widget.js). */
export interface WidgetProps {
  field: ImmutableMap;
  forID: string;
  value: unknown;
  classNameWrapper: string;
  isDisabled?: boolean;
  onChange(value: unknown): void;
  setActiveStyle(): void;
  setInactiveStyle(): void;
  t(key: string, values?: Record<string, string>): string;
}

export type Widget = Record<'control' | 'preview' | 'schema', unknown>;

/** Decap's English words, those our scripts read or change. */
export interface DecapLocale {
  ui?: { toast?: { onFailToPersist?: string; missingRequiredField?: string } };
  editor?: { editorControlPane?: { widget?: { required?: string } } };
}

export interface Decap {
  init(options?: { config: { backend: { base_url: string } } }): void;
  getLocale(name: string): DecapLocale | undefined;
  getWidget(name: string): Widget;
  registerWidget(name: string, control: unknown, preview: unknown, schema: unknown): void;
  registerCustomFormat(name: string, extension: string, format: YamlFormat): void;
  registerEventListener(listener: {
    name: 'preSave' | 'postSave';
    handler(event: { entry: DecapEntry }): unknown;
  }): void;
}

declare global {
  interface Window {
    CMS: Decap;
    CMS_MANUAL_INIT?: boolean;
    /** React's createElement and create-react-class, as Decap's bundle exposes them. */
    h: (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown;
    createClass: (spec: object) => unknown;
  }
}

/**
 * The props of the first component in Decap's React tree that `wanted` accepts, breadth first:
 * Decap's store and its editor's functions are reached so, as its bundle exports neither.
 */
export function decapProps<T>(wanted: (props: Record<string, unknown>) => boolean, limit = 100) {
  type Fiber = { memoizedProps?: Record<string, unknown> | null; child?: Fiber; sibling?: Fiber };
  const root = document.getElementById('nc-root') as (HTMLElement & Record<string, Fiber>) | null;
  const key = root && Object.keys(root).find((name) => name.startsWith('__reactContainer$'));
  const queue: Fiber[] = root && key ? [root[key]!] : [];
  for (let index = 0; index < queue.length && index < limit; index++) {
    const props = queue[index]!.memoizedProps;
    if (props && typeof props === 'object' && wanted(props)) return props as T;
    for (let child = queue[index]!.child; child; child = child.sibling) queue.push(child);
  }
  return undefined;
}

/** Decap's store, through React's tree: nothing else reads the entry before Decap's own checks. */
export function decapStore(): DecapStore | undefined {
  return decapProps<{ store: DecapStore }>(
    (props) => typeof (props.store as DecapStore | undefined)?.getState === 'function',
  )?.store;
}

/**
 * Calls `signedIn` once Decap's store holds its settings and a signed-in editor: the store is
 * found as Decap draws its first screen, then the sign-in is seen as the store changes.
 */
export function whenSignedIn(signedIn: () => void) {
  const watchStore = () => {
    const store = decapStore();
    if (!store) return false;
    const unsubscribe = store.subscribe(() => {
      if (!saveTarget(store.getState() as DecapState)) return;
      unsubscribe();
      signedIn();
    });
    // Signed in already (a sign-in Decap kept from an earlier visit).
    if (saveTarget(store.getState() as DecapState)) {
      unsubscribe();
      signedIn();
    }
    return true;
  };
  if (watchStore()) return;
  const drawn = new MutationObserver(() => {
    if (watchStore()) drawn.disconnect();
  });
  drawn.observe(document.body, { childList: true, subtree: true });
}
