// What the upload line (upload-progress.ts) says, and how it knows an upload has finished.

/** The name Decap gives the upload: small letters, accents and odd characters made plain. */
export const savedName = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9._-]+/g, '-');

/** Whether words on the page are the uploaded file's name, or Decap saying it went wrong. */
export const endsUpload = (words: string, name: string) => {
  const text = words.trim().toLowerCase();
  return text === name || /^failed to (persist|upload)/.test(text);
};

export const uploading = (names: string[]) =>
  `Uploading ${names.join(', ')}… ` +
  'A large photo takes a few seconds: it is turned upright and its hidden details are removed first.';

/** How long the line waits for the library to show the file, at most. */
export const uploadTimeout = 120_000;
