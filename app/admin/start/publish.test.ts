import { describe, expect, it } from 'vitest';
import { picturesNamed } from './publish.ts';

// The start form's Publish writes the pictures its answers name, found among the answers' values.

describe('the pictures the start form publishes', () => {
  it('are those the answers name, however deep, and none chosen then left', () => {
    const bytes = new Uint8Array([0xff, 0xd8]);
    const pictures = new Map([
      ['people/rhian.jpg', bytes],
      ['people/left.jpg', bytes],
      ['hero/front.jpg', bytes],
    ]);
    const answers = {
      name: 'Bethel Baptist Church',
      photo: 'hero/front.jpg',
      people: [{ name: 'Rhian', photo: { image: 'people/rhian.jpg', position: 'top' } }],
      // A word that holds a picture's name is not the picture.
      note: 'people/left.jpg is gone',
    };
    expect([...picturesNamed(answers, pictures).keys()]).toEqual([
      'people/rhian.jpg',
      'hero/front.jpg',
    ]);
  });
});
