// @vitest-environment jsdom
import { fireEvent, within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baptistInWales as facts } from '../../../test/start-facts.ts';
import { startFactsSchema } from './facts.ts';
import type { DecapField } from '../../content/schemas/cms-fields.ts';
import type { Language } from '../../lib/languages.ts';
import { boxAt, boxFor, itemName, labelOf, labelsOf, type Pictures } from './form-boxes.ts';
import { startFields } from './start-fields.ts';
import { fillPhrase } from '../../lib/format-date.ts';
import { boxWords, formWords, languageWords } from './words.ts';

// The start form's boxes (form-boxes.ts), made from the start facts' schema: every value has a
// labelled box, and what is typed in them reads back as the facts, which the schema accepts.

const fields = startFields('en');
const words = formWords.en;

function form(language: Language = 'en', pictures: Pictures = new Map()) {
  const box = boxFor({ name: '', widget: 'object', fields: startFields(language) }, '', {
    pictures,
    words: formWords[language],
  });
  document.body.append(box.element);
  return box;
}
afterEach(() => document.body.replaceChildren());

/** Types `value` into the boxes, found by their labels and their groups' legends. */
function fill(scope: HTMLElement, boxes: DecapField[], value: object) {
  const inside = within(scope);
  for (const field of boxes) {
    const given = (value as Record<string, unknown>)[field.name];
    if (given === undefined || field.widget === 'hidden') continue;
    const group = () => inside.getByRole('group', { name: labelOf(field, words) });
    if (field.widget === 'object') fill(group(), field.fields!, given as object);
    else if (field.widget === 'list') {
      const singular = String(field.label_singular);
      (given as object[]).forEach((item, index) => {
        const name = itemName(singular, index + 1, words);
        if (!within(group()).queryByRole('group', { name }))
          fireEvent.click(within(group()).getByRole('button', { name: `Add a ${singular}` }));
        fill(within(group()).getByRole('group', { name }), field.fields!, item);
      });
    } else if (field.widget === 'choice') {
      const chosen = (given as Record<string, string>)[String(field.typeKey)];
      const kind = field.types!.find((type) => type.name === chosen)!;
      fireEvent.click(within(group()).getByLabelText(kind.label!));
      fill(group(), kind.fields!, given as object);
    } else {
      fireEvent.change(inside.getByLabelText(labelOf(field, words)), {
        target: { value: String(given) },
      });
    }
  }
}

describe('the start form', () => {
  it('has a labelled box for every value, and reads back what was typed', () => {
    const box = form();
    fill(document.body, fields, facts);
    // The languages' box offers English first.
    expect(startFactsSchema.parse(box.read())).toEqual({ languages: 'en', ...facts });
  });

  it('drawn again in Welsh, holds what was typed, in boxes of Welsh words', async () => {
    const pictures: Pictures = new Map([['people/minister.jpg', new Uint8Array([0xff, 0xd8])]]);
    const given = {
      ...facts,
      languages: 'cy-en',
      churches: { of: 'one' },
      leaders: [{ ...facts.leaders[0]!, photo: 'people/minister.jpg', photoPosition: 'middle' }],
    };
    // jsdom has no pictures to show.
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:minister' }));
    const welsh = form('cy', pictures);
    welsh.write(given);
    expect(startFactsSchema.parse(welsh.read())).toEqual(given);
    // Its words, read from the words files.
    const { boxes } = boxWords.cy!;
    const cymraeg = formWords.cy;
    const page = within(document.body);
    expect(page.getByRole('group', { name: boxes.address!.label })).toBeTruthy();
    expect(page.getByLabelText(boxes.name!.label!)).toHaveProperty('value', facts.name);
    const second = itemName(boxes.services!.singular!, 2, cymraeg);
    expect(page.getByRole('group', { name: second })).toBeTruthy();
    const sunday = languageWords.cy.dates.weekdays[0]!.name;
    expect(page.getAllByRole('option', { name: sunday, selected: true })).toHaveLength(2);
    await Promise.resolve();
    const middle = boxes['leaders.photoPosition']!.options!.middle!;
    const part = `${middle.charAt(0).toLowerCase()}${middle.slice(1)}`;
    expect(page.getByText(fillPhrase(cymraeg.photo.kept, { part }))).toBeTruthy();
  });

  it('asks a phone number once, and shows back what the office typed as the site writes it', () => {
    form();
    const page = within(document.body);
    const typed = (label: string, value: string, scope = page) => {
      const box = scope.getByLabelText(label) as HTMLInputElement;
      fireEvent.change(box, { target: { value } });
      return box.value;
    };
    const phone = within(page.getByRole('group', { name: 'Phone' }));
    expect(phone.queryByLabelText(/dialling/)).toBeNull();
    expect(typed('Number', '01334 650123', phone)).toBe('01334 650123');
    expect(phone.getByText('Phones dial it as +441334650123.')).toBeTruthy();
    // The church's own address; the boxes of several churches are there, hidden, until chosen.
    const address = within(page.getAllByRole('group', { name: 'Address' })[0]!);
    expect(typed('Postcode', 'ky15 7ab', address)).toBe('KY15 7AB');
    expect(typed('Charity number (optional)', 'SC 012345')).toBe('SC012345');
    expect(typed('Time', '10.30am', within(page.getByRole('group', { name: 'Service 1' })))).toBe(
      '10:30',
    );
    // A web address as people type it, shown back whole.
    expect(typed('Website address', 'www.penwithickmethodist.org.uk')).toBe(
      'https://www.penwithickmethodist.org.uk',
    );
    expect(typed('Where people give', ' example.org.uk/give ')).toBe('https://example.org.uk/give');
    // What cannot be understood is left as typed, for the check to name.
    expect(typed('Postcode', 'KY15', address)).toBe('KY15');
    expect(typed('Website address', 'penwithick')).toBe('penwithick');
  });

  it('shows only the chosen kind of events’ boxes', () => {
    form();
    const events = within(document.body).getByRole('group', {
      name: 'Where your events come from',
    });
    const calendar = within(events).getByLabelText('Calendar address');
    expect(calendar.closest('[hidden]')).not.toBeNull();
    fireEvent.click(within(events).getByLabelText('From a Google or Outlook calendar'));
    expect(calendar.closest('[hidden]')).toBeNull();
  });

  it('left empty, names each missing box in the office’s words, never a group’s type', () => {
    const messages =
      startFactsSchema.safeParse(form().read()).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toContain('The church name is missing');
    expect(messages.filter((message) => /expected|received|Invalid input/.test(message))).toEqual(
      [],
    );
  });

  it('refuses a kind of events chosen without what it needs', () => {
    const problems = (events: object) =>
      startFactsSchema
        .safeParse({ ...facts, events })
        .error?.issues.map((issue) => [issue.path.join(' → '), issue.message]);
    expect(problems({ from: 'calendar', calendarUrl: '' })).toEqual([
      ['events → calendarUrl', 'The calendar address is missing'],
    ]);
    expect(problems({ from: 'churchsuite', churchSuite: {} })).toEqual([
      ['events → churchSuite → account', 'The ChurchSuite account name is missing'],
    ]);
  });

  it('adds and removes a person, never below the least the schema needs', () => {
    form();
    const leaders = within(document.body).getByRole('group', { name: 'Ministers and leaders' });
    const people = () => within(leaders).getAllByRole('group', { name: /^Person \d$/ });
    expect(people()).toHaveLength(1);
    // The only one cannot be removed.
    expect(within(leaders).queryByRole('button', { name: 'Remove this person' })).toBeNull();
    fireEvent.click(within(leaders).getByRole('button', { name: 'Add a person' }));
    fireEvent.click(within(leaders).getAllByRole('button', { name: 'Remove this person' })[0]!);
    expect(people().map((person) => person.getAttribute('data-label'))).toEqual(['Person 1']);
  });

  it('names a problem’s box by its labels and its groups’', () => {
    form();
    const postcode = boxAt(document.body, ['address', 'postcode'])!;
    expect(labelsOf(postcode)).toBe('Address → Postcode');
    const name = boxAt(document.body, ['leaders', 0, 'name'])!;
    expect(labelsOf(name)).toBe('Ministers and leaders → Person 1 → Name');
  });
});
