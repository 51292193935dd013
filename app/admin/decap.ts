// What /admin's scripts use of Decap CMS 3.16.3's globals, typed here: Decap's own types
// describe its npm package, not what its bundle puts on window.

/** The signed-in editor as Decap keeps them: their backend and, for GitHub, their token. */
export function decapUser(): { backendName?: string; token?: string } {
  try {
    return (JSON.parse(localStorage.getItem('decap-cms-user') ?? 'null') as object | null) ?? {};
  } catch {
    return {};
  }
}

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
