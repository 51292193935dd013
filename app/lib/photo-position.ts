// Which part of a person's photo its square keeps: chosen in /admin, cut by the build (sharp's
// `position`) and previewed by /admin (CSS `object-position`) alike.

/** Each choice: the office's words, sharp's position and CSS's, which keep the same part. */
export const photoPositions = {
  // The top by default: a head-and-shoulders photo has the head at its top, which the
  // middle's cut would lose on a tall photo. A wide photo is cut at its sides, from the middle.
  top: { words: 'The top (best for a head-and-shoulders photo)', sharp: 'top', css: 'center top' },
  middle: { words: 'The middle', sharp: 'centre', css: 'center' },
  bottom: { words: 'The bottom', sharp: 'bottom', css: 'center bottom' },
  // On a wide photo, a side; on a tall one these keep the top, as the default does.
  left: { words: 'The left side (of a wide photo)', sharp: 'left top', css: 'left top' },
  right: { words: 'The right side (of a wide photo)', sharp: 'right top', css: 'right top' },
} as const;

export type PhotoPosition = keyof typeof photoPositions;

export const defaultPhotoPosition: PhotoPosition = 'top';

export const isPhotoPosition = (value: unknown): value is PhotoPosition =>
  typeof value === 'string' && Object.hasOwn(photoPositions, value);
