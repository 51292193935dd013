// The start form's boxes (form.ts shows them): plain DOM made from the start facts' schema
// (facts.ts) through the CMS's own reading of it (cmsFields), so each box has the label and hint
// /admin's own box for the same value has (in another language, start-fields.ts's). Each box can
// say what it holds, be given it again (the form drawn in another language), and be marked wrong.
import { fillPhrase } from '../../lib/format-date.ts';
import { photoPositions, isPhotoPosition, defaultPhotoPosition } from '../../lib/photo-position.ts';
import { slugOf } from '../../lib/slug.ts';
import {
  charityNumberOf,
  clockTimeOf,
  dialled,
  postcodeOf,
  webAddressOf,
} from '../../content/schemas/fields.ts';
import type { DecapField } from '../../content/schemas/cms-fields.ts';
import { make } from '../shared/own-boxes.ts';
import type { FormWords } from './words.ts';

/** A box on the form: its element, what it holds now (undefined when empty), and given it again. */
interface Box {
  element: HTMLElement;
  read(): unknown;
  write(value: unknown): void;
}

/** The pictures chosen, by where they will be kept under content/images/. */
export type Pictures = Map<string, Uint8Array>;

/** What every box of one form shares: the pictures chosen, and the words the form speaks. */
export interface Boxes {
  pictures: Pictures;
  words: FormWords;
}

let ids = 0;
const newId = () => `start-${++ids}`;
/** "Charity number (optional)", in the form's words. */
export const labelOf = (field: DecapField, words: FormWords) =>
  field.required === false
    ? fillPhrase(words.optional, { label: field.label ?? '' })
    : (field.label ?? '');
/** The hint under a box's label, and the box's description, by its id. */
const hintOf = (field: DecapField, id: string) =>
  field.hint ? [make('p', { class: 'start-hint', id: `${id}-hint` }, String(field.hint))] : [];
const described = (field: DecapField, id: string): Record<string, string> =>
  field.hint ? { 'aria-describedby': `${id}-hint` } : {};
const named = (field: DecapField, path: string) => ({
  'data-path': path,
  'data-label': field.label ?? '',
});

function group(field: DecapField, path: string, words: FormWords) {
  const id = newId();
  return make(
    'fieldset',
    { ...named(field, path), ...described(field, id) },
    make('legend', {}, labelOf(field, words)),
    ...hintOf(field, id),
  );
}

function labelled(
  field: DecapField,
  path: string,
  id: string,
  words: FormWords,
  ...controls: HTMLElement[]
) {
  if (field.hint) controls[0]?.setAttribute('aria-describedby', `${id}-hint`);
  return make(
    'div',
    { class: 'start-box', ...named(field, path) },
    make('label', { for: id }, labelOf(field, words)),
    ...hintOf(field, id),
    ...controls,
  );
}

/** Values typed in the office's own way, shown back as the site writes them (schemas/fields.ts). */
const asTheSiteWrites: Record<string, (typed: string) => string> = {
  postcode: postcodeOf,
  charityNumber: charityNumberOf,
  time: clockTimeOf,
  // "www.example.org.uk" shown back whole, as https://www.example.org.uk.
  siteUrl: webAddressOf,
  url: webAddressOf,
  directions: webAddressOf,
};

/** A photo, made upright and at most 1600 pixels a side, as a JPEG without its camera's details. */
async function prepared(file: File): Promise<Uint8Array> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const scale = Math.min(1, 1600 / Math.max(bitmap.width, bitmap.height));
  const canvas = make('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/jpeg', 0.85));
  if (!blob) throw new Error('not drawn');
  return new Uint8Array(await blob.arrayBuffer());
}

/** A photo box: a file chosen, kept in `pictures`; a person's shows the square the site will. */
function photoBox(field: DecapField, path: string, { pictures, words }: Boxes): Box {
  const id = newId();
  const folder = field.widget === 'portrait' ? 'people' : 'hero';
  const input = make('input', { id, type: 'file', accept: 'image/jpeg,image/png' });
  const said = make('p', { role: 'status' });
  const square = make('img', { alt: words.photo.square, width: '120', height: '120' });
  const caption = make('figcaption');
  const figure = make('figure', { class: 'start-square', hidden: '' }, square, caption);
  const wrapper = labelled(field, path, id, words, input, said, figure);
  let kept: string | undefined;
  /** The part of the photo the person's "part to keep" box chose, shown on the square. */
  const follow = () => {
    const choice = wrapper.parentElement?.querySelector<HTMLSelectElement>(
      '[data-path$=".photoPosition"] select',
    );
    const position = isPhotoPosition(choice?.value) ? choice.value : defaultPhotoPosition;
    square.style.objectPosition = photoPositions[position].css;
    // The choice's own words, "The middle" as "the middle".
    const part = choice?.querySelector(`option[value="${position}"]`)?.textContent ?? '';
    caption.textContent = fillPhrase(words.photo.kept, {
      part: part.charAt(0).toLowerCase() + part.slice(1),
    });
  };
  /** The photo kept at `at` under content/images/, shown as it will be saved. */
  const show = (at: string, file: string) => {
    kept = at;
    square.src = URL.createObjectURL(
      new Blob([pictures.get(at)! as BlobPart], { type: 'image/jpeg' }),
    );
    said.textContent = fillPhrase(words.photo.ready, { file });
    if (folder === 'people') {
      figure.hidden = false;
      follow();
    }
  };
  input.addEventListener('change', async () => {
    const file = input.files?.[0];
    if (!file) return;
    said.textContent = fillPhrase(words.photo.preparing, { file: file.name });
    try {
      const bytes = await prepared(file);
      if (kept) pictures.delete(kept);
      let at = `${folder}/${slugOf(file.name.replace(/\.[^.]*$/, '')) || 'photo'}.jpg`;
      for (let n = 2; pictures.has(at); n++) at = at.replace(/(-\d+)?\.jpg$/, `-${n}.jpg`);
      pictures.set(at, bytes);
      show(at, file.name);
    } catch {
      kept = undefined;
      said.textContent = fillPhrase(words.photo.unreadable, { file: file.name });
    }
  });
  queueMicrotask(() => wrapper.parentElement?.addEventListener('change', follow));
  return {
    element: wrapper,
    read: () => kept,
    // A photo chosen before, by where it is kept: the file's own name is not known again.
    write(value) {
      if (typeof value !== 'string' || !pictures.has(value)) return;
      kept = value;
      // Once the boxes beside it hold theirs: the square follows its part to keep.
      queueMicrotask(() => show(value, value.split('/').pop()!));
    },
  };
}

/** One box of one line, a number, or a choice from a list. */
function valueBox(field: DecapField, path: string, words: FormWords): Box {
  const id = newId();
  let control: HTMLInputElement | HTMLSelectElement;
  if (field.widget === 'select') {
    const options = (field.options as (string | { label: string; value: string })[]) ?? [];
    control = make('select', { id });
    if (field.required === false || !field.default)
      control.append(make('option', { value: '' }, ''));
    for (const option of options) {
      const { label: words, value } =
        typeof option === 'string' ? { label: option, value: option } : option;
      control.append(make('option', { value }, words));
    }
    if (field.default) control.value = String(field.default);
  } else {
    control = make('input', { id, type: field.name === 'display' ? 'tel' : 'text' });
    if (field.widget === 'number') control.setAttribute('inputmode', 'numeric');
  }
  const element = labelled(field, path, id, words, control);
  const normalise = asTheSiteWrites[field.name];
  if (normalise)
    control.addEventListener('change', () => (control.value = normalise(control.value)));
  // A phone number: the number phones dial, worked out from it, not asked for.
  const dialling = make('p', { class: 'start-hint', 'aria-live': 'polite' });
  const dial = () => {
    const number = dialled(control.value);
    dialling.textContent = number ? fillPhrase(words.dialling, { number }) : '';
  };
  if (field.name === 'display') {
    control.addEventListener('change', dial);
    element.append(dialling);
  }
  return {
    element,
    read() {
      const value = control.value.trim();
      if (value === '') return undefined;
      return field.widget === 'number' && /^\d+$/.test(value) ? Number(value) : value;
    },
    write(value) {
      if (value === undefined) return;
      control.value = String(value);
      if (field.name === 'display') dial();
    },
  };
}

/** "Person 2": an item of a list, by its singular and place, in the form's words. */
export const itemName = (singular: string, number: number, words: FormWords) =>
  fillPhrase(words.item, {
    Singular: `${singular.charAt(0).toUpperCase()}${singular.slice(1)}`,
    number: String(number),
  });

/** A list: one group per item, each with Remove, and Add under them; at least `min` items. */
function listBox(field: DecapField, path: string, shared: Boxes): Box {
  const { words } = shared;
  const fieldset = group(field, path, words);
  const items = make('div');
  const singular = String(field.label_singular ?? 'item');
  const add = make(
    'button',
    { type: 'button', class: 'start-add' },
    fillPhrase(words.add, { singular }),
  );
  const boxes: Box[] = [];
  const min = Number(field.min ?? 1);
  const renumber = () =>
    [...items.children].forEach((item, index) => {
      const name = itemName(singular, index + 1, words);
      item.setAttribute('data-label', name);
      item.setAttribute('data-path', `${path}.${index}`);
      item.querySelector('legend')!.textContent = name;
      const remove = item.querySelector<HTMLButtonElement>('.start-remove')!;
      remove.textContent = fillPhrase(words.remove, { singular, item: name });
      remove.hidden = boxes.length <= min;
      for (const inner of item.querySelectorAll('[data-path]'))
        inner.setAttribute(
          'data-path',
          inner.getAttribute('data-path')!.replace(/^[^.]+\.\d+/, `${path}.${index}`),
        );
    });
  const addItem = () => {
    const box = objectBox(
      { ...field, label: singular, hint: undefined, required: true },
      `${path}.${boxes.length}`,
      shared,
    );
    const remove = make('button', { type: 'button', class: 'start-remove' });
    remove.addEventListener('click', () => {
      boxes.splice(boxes.indexOf(box), 1);
      box.element.remove();
      renumber();
    });
    box.element.append(remove);
    boxes.push(box);
    items.append(box.element);
    renumber();
    return box;
  };
  add.addEventListener('click', () => {
    addItem().element.querySelector<HTMLElement>('input, select')?.focus();
  });
  for (let n = 0; n < min; n++) addItem();
  fieldset.append(items, add);
  return {
    element: fieldset,
    // An optional list left empty, as the rooms of a church that hires none, is no answer.
    read: () =>
      boxes.length === 0 && field.required === false ? undefined : boxes.map((box) => box.read()),
    write(value) {
      const given = Array.isArray(value) ? value : [];
      while (boxes.length < given.length) addItem();
      given.forEach((item, index) => boxes[index]!.write(item));
    },
  };
}

/** One of several kinds of group: a radio button each, and only the chosen kind's boxes shown. */
function choiceBox(field: DecapField, path: string, shared: Boxes): Box {
  const fieldset = group(field, path, shared.words);
  const key = String(field.typeKey);
  const show = () => kinds.forEach((kind) => (kind.boxes.element.hidden = !kind.radio.checked));
  const kinds = (field.types ?? []).map((type) => {
    const id = newId();
    const radio = make('input', { id, type: 'radio', name: path, value: type.name });
    const boxes = objectBox({ ...type, label: '' }, path, shared);
    boxes.element.hidden = true;
    radio.addEventListener('change', show);
    fieldset.append(
      make('div', { class: 'start-radio' }, radio, make('label', { for: id }, type.label ?? '')),
      boxes.element,
    );
    return { radio, boxes, name: type.name };
  });
  return {
    element: fieldset,
    read() {
      const chosen = kinds.find((kind) => kind.radio.checked);
      if (!chosen) return undefined;
      return { [key]: chosen.name, ...(chosen.boxes.read() as object | undefined) };
    },
    write(value) {
      const chosen = kinds.find((kind) => kind.name === (value as Record<string, unknown>)?.[key]);
      if (!chosen) return;
      chosen.radio.checked = true;
      show();
      chosen.boxes.write(value);
    },
  };
}

function objectBox(field: DecapField, path: string, shared: Boxes): Box {
  const fieldset = field.label
    ? group(field, path, shared.words)
    : make('div', { 'data-path': path });
  // A box the CMS keeps but does not show (a phone's dialling form): worked out, not asked.
  const shown = (field.fields ?? []).filter((inner) => inner.widget !== 'hidden');
  const boxes = shown.map((inner) => {
    const box = boxFor(inner, path ? `${path}.${inner.name}` : inner.name, shared);
    fieldset.append(box.element);
    return [inner.name, box] as const;
  });
  return {
    element: fieldset,
    // A needed group left empty reads as {}, so each missing box is named, not "expected object".
    read: () => {
      const kept = boxes
        .map(([name, box]) => [name, box.read()])
        .filter(([, value]) => value !== undefined);
      return kept.length > 0 ? Object.fromEntries(kept) : field.required === false ? undefined : {};
    },
    write(value) {
      for (const [name, box] of boxes) box.write((value as Record<string, unknown>)?.[name]);
    },
  };
}

export function boxFor(field: DecapField, path: string, shared: Boxes): Box {
  if (field.widget === 'object') return objectBox(field, path, shared);
  if (field.widget === 'list') return listBox(field, path, shared);
  if (field.widget === 'choice') return choiceBox(field, path, shared);
  if (field.widget === 'portrait' || field.widget === 'image') return photoBox(field, path, shared);
  return valueBox(field, path, shared.words);
}

/** The box a problem's path names, or the nearest group around it the form shows. */
export function boxAt(form: HTMLElement, path: PropertyKey[]) {
  for (let length = path.length; length > 0; length--) {
    const found = form.querySelector<HTMLElement>(
      `[data-path="${CSS.escape(path.slice(0, length).map(String).join('.'))}"]`,
    );
    if (found) return found;
  }
  return undefined;
}

/** "Ministers and leaders → Person 2 → Name": the labels of the box and the groups it is in. */
export function labelsOf(box: HTMLElement) {
  const names: string[] = [];
  for (let at: Element | null = box; at; at = at.parentElement?.closest('[data-label]') ?? null) {
    const name = at.getAttribute('data-label');
    if (name) names.unshift(name);
  }
  return names.join(' → ');
}
