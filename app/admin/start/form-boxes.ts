// The start form's boxes (form.ts shows them): plain DOM made from the start facts' schema
// (facts.ts) through the CMS's own reading of it (cmsFields), so each box has the label and hint
// /admin's own box for the same value has. Each box can say what it holds and be marked wrong.
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

/** A box on the form: its element, and what it holds now (undefined when empty). */
interface Box {
  element: HTMLElement;
  read(): unknown;
}

/** The pictures chosen, by where they will be kept under content/images/. */
export type Pictures = Map<string, Uint8Array>;

let ids = 0;
const newId = () => `start-${++ids}`;
const labelOf = (field: DecapField) =>
  `${field.label ?? ''}${field.required === false ? ' (optional)' : ''}`;
/** The hint under a box's label, and the box's description, by its id. */
const hintOf = (field: DecapField, id: string) =>
  field.hint ? [make('p', { class: 'start-hint', id: `${id}-hint` }, String(field.hint))] : [];
const described = (field: DecapField, id: string): Record<string, string> =>
  field.hint ? { 'aria-describedby': `${id}-hint` } : {};
const named = (field: DecapField, path: string) => ({
  'data-path': path,
  'data-label': field.label ?? '',
});

function group(field: DecapField, path: string) {
  const id = newId();
  return make(
    'fieldset',
    { ...named(field, path), ...described(field, id) },
    make('legend', {}, labelOf(field)),
    ...hintOf(field, id),
  );
}

function labelled(field: DecapField, path: string, id: string, ...controls: HTMLElement[]) {
  if (field.hint) controls[0]?.setAttribute('aria-describedby', `${id}-hint`);
  return make(
    'div',
    { class: 'start-box', ...named(field, path) },
    make('label', { for: id }, labelOf(field)),
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
function photoBox(field: DecapField, path: string, pictures: Pictures): Box {
  const id = newId();
  const folder = field.widget === 'portrait' ? 'people' : 'hero';
  const input = make('input', { id, type: 'file', accept: 'image/jpeg,image/png' });
  const said = make('p', { role: 'status' });
  const square = make('img', {
    alt: 'The photo as the site shows it',
    width: '120',
    height: '120',
  });
  const caption = make('figcaption');
  const figure = make('figure', { class: 'start-square', hidden: '' }, square, caption);
  const wrapper = labelled(field, path, id, input, said, figure);
  let kept: string | undefined;
  /** The part of the photo the person's "part to keep" box chose, shown on the square. */
  const follow = () => {
    const chosen = wrapper.parentElement?.querySelector<HTMLSelectElement>(
      '[data-path$=".photoPosition"] select',
    )?.value;
    const position = isPhotoPosition(chosen) ? chosen : defaultPhotoPosition;
    const { css, words } = photoPositions[position];
    square.style.objectPosition = css;
    caption.textContent = `As the site shows it: a square keeping ${words.replace(/^The/, 'the')}.`;
  };
  input.addEventListener('change', async () => {
    const file = input.files?.[0];
    if (!file) return;
    said.textContent = `Preparing ${file.name}…`;
    try {
      const bytes = await prepared(file);
      if (kept) pictures.delete(kept);
      kept = `${folder}/${slugOf(file.name.replace(/\.[^.]*$/, '')) || 'photo'}.jpg`;
      for (let n = 2; pictures.has(kept); n++) kept = kept.replace(/(-\d+)?\.jpg$/, `-${n}.jpg`);
      pictures.set(kept, bytes);
      square.src = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'image/jpeg' }));
      said.textContent = `${file.name} is ready: it is saved with the rest on Publish.`;
      if (folder === 'people') {
        figure.hidden = false;
        follow();
      }
    } catch {
      kept = undefined;
      said.textContent = `${file.name} could not be read as a photo: choose a JPEG or PNG.`;
    }
  });
  queueMicrotask(() => wrapper.parentElement?.addEventListener('change', follow));
  return { element: wrapper, read: () => kept };
}

/** One box of one line, a number, or a choice from a list. */
function valueBox(field: DecapField, path: string): Box {
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
  const element = labelled(field, path, id, control);
  const normalise = asTheSiteWrites[field.name];
  if (normalise)
    control.addEventListener('change', () => (control.value = normalise(control.value)));
  // A phone number: the number phones dial, worked out from it, not asked for.
  if (field.name === 'display') {
    const dialling = make('p', { class: 'start-hint', 'aria-live': 'polite' });
    control.addEventListener('change', () => {
      const number = dialled(control.value);
      dialling.textContent = number ? `Phones dial it as ${number}.` : '';
    });
    element.append(dialling);
  }
  return {
    element,
    read() {
      const value = control.value.trim();
      if (value === '') return undefined;
      return field.widget === 'number' && /^\d+$/.test(value) ? Number(value) : value;
    },
  };
}

/** A list: one group per item, each with Remove, and Add under them; at least `min` items. */
function listBox(field: DecapField, path: string, pictures: Pictures): Box {
  const fieldset = group(field, path);
  const items = make('div');
  const singular = String(field.label_singular ?? 'item');
  const add = make('button', { type: 'button', class: 'start-add' }, `Add a ${singular}`);
  const boxes: Box[] = [];
  const min = Number(field.min ?? 1);
  const renumber = () =>
    [...items.children].forEach((item, index) => {
      const name = `${singular[0]!.toUpperCase()}${singular.slice(1)} ${index + 1}`;
      item.setAttribute('data-label', name);
      item.setAttribute('data-path', `${path}.${index}`);
      item.querySelector('legend')!.textContent = name;
      item.querySelector<HTMLButtonElement>('.start-remove')!.hidden = boxes.length <= min;
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
      pictures,
    );
    const remove = make(
      'button',
      { type: 'button', class: 'start-remove' },
      `Remove this ${singular}`,
    );
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
  };
}

/** One of several kinds of group: a radio button each, and only the chosen kind's boxes shown. */
function choiceBox(field: DecapField, path: string, pictures: Pictures): Box {
  const fieldset = group(field, path);
  const key = String(field.typeKey);
  const kinds = (field.types ?? []).map((type) => {
    const id = newId();
    const radio = make('input', { id, type: 'radio', name: path, value: type.name });
    const boxes = objectBox({ ...type, label: '' }, path, pictures);
    boxes.element.hidden = true;
    radio.addEventListener('change', () =>
      kinds.forEach((kind) => (kind.boxes.element.hidden = !kind.radio.checked)),
    );
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
  };
}

function objectBox(field: DecapField, path: string, pictures: Pictures): Box {
  const fieldset = field.label ? group(field, path) : make('div', { 'data-path': path });
  // A box the CMS keeps but does not show (a phone's dialling form): worked out, not asked.
  const shown = (field.fields ?? []).filter((inner) => inner.widget !== 'hidden');
  const boxes = shown.map((inner) => {
    const box = boxFor(inner, path ? `${path}.${inner.name}` : inner.name, pictures);
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
  };
}

export function boxFor(field: DecapField, path: string, pictures: Pictures): Box {
  if (field.widget === 'object') return objectBox(field, path, pictures);
  if (field.widget === 'list') return listBox(field, path, pictures);
  if (field.widget === 'choice') return choiceBox(field, path, pictures);
  if (field.widget === 'portrait' || field.widget === 'image')
    return photoBox(field, path, pictures);
  return valueBox(field, path);
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
