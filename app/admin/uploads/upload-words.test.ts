import { describe, expect, it } from 'vitest';
import { endsUpload, savedName, uploading } from './upload-words.ts';

// The line shown while an upload works (upload-progress.ts): what it says, and what ends it.

describe('the upload line', () => {
  it('names the files as chosen, and says why a large photo takes a while', () => {
    expect(uploading(['Lydia Testwell.JPG', 'hall.png'])).toBe(
      'Uploading Lydia Testwell.JPG, hall.png… A large photo takes a few seconds: it is turned upright and its hidden details are removed first.',
    );
  });

  it('waits for the name Decap gives the file: plain small letters', () => {
    expect(savedName('Lydia Testwell.JPG')).toBe('lydia-testwell.jpg');
    expect(savedName('Síle Ó Briain (2).jpeg')).toBe('sile-o-briain-2-.jpeg');
    expect(savedName('hall_set-for.supper.png')).toBe('hall_set-for.supper.png');
  });

  it('goes when the library shows that name, or Decap says the upload failed', () => {
    expect(endsUpload('  Lydia-Testwell.jpg ', 'lydia-testwell.jpg')).toBe(true);
    expect(endsUpload('Failed to persist media: too large', 'x.jpg')).toBe(true);
    expect(endsUpload('Failed to upload', 'x.jpg')).toBe(true);
    expect(endsUpload('lydia-testwell.jpg.bak', 'lydia-testwell.jpg')).toBe(false);
  });
});
