// The kinds of recording a sermon may have, for the upload, the Worker, the page and the podcast.

/**
 * The recordings taken: MP3, and AAC in MP4 (`.m4a`), which every phone's recorder, Zoom and
 * Teams make, and which podcast apps and browsers play (decision 0049). Each with the type it is
 * served as, and the one the podcast's enclosure names (Apple's list has `audio/x-m4a`).
 */
export const recordingKinds = {
  mp3: { served: 'audio/mpeg', enclosure: 'audio/mpeg', label: 'MP3' },
  m4a: { served: 'audio/mp4', enclosure: 'audio/x-m4a', label: 'M4A' },
} as const;
export type RecordingKind = keyof typeof recordingKinds;

/** The kind a key (or an address) names by its ending; MP3 for anything else. */
export const kindOfAddress = (address: string): RecordingKind =>
  /\.m4a$/i.test(address.split(/[?#]/)[0] ?? '') ? 'm4a' : 'mp3';
