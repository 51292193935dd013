// @vitest-environment jsdom -- descriptions are read with the browser's DOMParser
import { describe, expect, it } from 'vitest';
import { descriptionToText, paragraphs } from './description-text.ts';

describe('descriptionToText', () => {
  it('strips editor HTML and decodes entities', () => {
    expect(
      descriptionToText(
        '<p>Join us as we give thanks for God&rsquo;s provision.</p><p>Tea &amp; cake&nbsp;after.</p>',
      ),
    ).toBe('Join us as we give thanks for God’s provision.\n\nTea & cake after.');
  });

  it('keeps the line breaks of plain text with \\r\\n', () => {
    expect(descriptionToText('Come and see.\r\n\r\nTickets are free.\r\nPlaces limited.')).toBe(
      'Come and see.\n\nTickets are free.\nPlaces limited.',
    );
  });

  it('turns <br> into a line break and list items into bullets', () => {
    expect(descriptionToText('Bring:<br>a pen<ul><li>tea</li><li>cake</li></ul>')).toBe(
      'Bring:\na pen\n\n• tea\n• cake',
    );
  });

  it('drops scripts, styles and event handlers and keeps their neighbours as text', () => {
    const text = descriptionToText(
      'Hi<script>alert(1)</script><style>p{}</style><img src=x onerror="alert(2)"> there',
    );
    expect(text).toBe('Hi there');
  });

  it('leaves text that only looks a little like HTML alone', () => {
    expect(descriptionToText('Ages 3 < 5 & carers <3')).toBe('Ages 3 < 5 & carers <3');
  });

  it('decodes entities in plain text too', () => {
    expect(descriptionToText('Fish &amp; chips, &pound;5')).toBe('Fish & chips, £5');
  });

  it('gives an empty string for nothing', () => {
    expect(descriptionToText('')).toBe('');
    expect(descriptionToText('  <p> </p> ')).toBe('');
  });
});

describe('paragraphs', () => {
  it('splits on blank lines', () => {
    expect(paragraphs('One\ntwo\n\nThree')).toEqual(['One\ntwo', 'Three']);
    expect(paragraphs('')).toEqual([]);
  });
});
