// A few seconds of AAC in an MP4 file (.m4a), made in code as a phone's recorder lays it out:
// `ftyp` (M4A), the sound (`mdat`), then the index (`moov`) last. Its frames are AAC-LC's
// silent frame (hls.js's, for a gap), which browsers decode; nothing to install to make it.

const ascii = (text: string) => [...text].map((letter) => letter.charCodeAt(0));
const u16 = (n: number) => [(n >>> 8) & 255, n & 255];
const u32 = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const box = (type: string, ...body: number[][]) => {
  const inside = body.flat();
  return [...u32(8 + inside.length), ...ascii(type), ...inside];
};
const full = (type: string, version: number, flags: number, ...body: number[][]) =>
  box(type, [version, (flags >>> 16) & 255, (flags >>> 8) & 255, flags & 255], ...body);
const matrix = [0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000].flatMap(u32);
/** AAC-LC, one channel, silence: six bytes a frame of 1,024 samples. */
const silentFrame = [0x00, 0xc8, 0x00, 0x80, 0x23, 0x80];
/** The sampling rates AAC numbers in its AudioSpecificConfig. */
const rateIndex = [
  96000, 88200, 64000, 48000, 44100, 32000, 24000, 22050, 16000, 12000, 11025, 8000,
];

/** An `.m4a` of silence lasting about `seconds`, mono at `rate` Hz; and its exact length. */
export function silentM4a(seconds: number, rate = 44_100, padding = 0) {
  const frames = Math.ceil((seconds * rate) / 1024);
  const duration = frames * 1024;
  const ftyp = box('ftyp', ascii('M4A '), u32(0), ascii('M4A mp42isom'));
  // Padding in the sound makes a file of more than one upload part, as a real sermon is.
  const sound = [
    ...Array.from({ length: frames }, () => silentFrame).flat(),
    ...new Array(padding).fill(0),
  ];
  const mdat = box('mdat', sound);
  const index = rateIndex.indexOf(rate);
  const config = [0x10 | (index >>> 1), ((index & 1) << 7) | (1 << 3)];
  const esds = full('esds', 0, 0, [
    0x03,
    25,
    ...u16(0),
    0,
    0x04,
    17,
    0x40,
    0x15,
    0,
    0,
    0,
    ...u32(0),
    ...u32(0),
    0x05,
    2,
    ...config,
    0x06,
    1,
    0x02,
  ]);
  const mp4a = box(
    'mp4a',
    new Array(6).fill(0),
    u16(1),
    new Array(8).fill(0),
    u16(1),
    u16(16),
    u16(0),
    u16(0),
    u32(rate * 65536),
    esds,
  );
  const stbl = box(
    'stbl',
    full('stsd', 0, 0, u32(1), mp4a),
    full('stts', 0, 0, u32(1), u32(frames), u32(1024)),
    full('stsc', 0, 0, u32(1), u32(1), u32(frames), u32(1)),
    full(
      'stsz',
      0,
      0,
      u32(0),
      u32(frames),
      Array.from({ length: frames }, (_, i) => u32(i === frames - 1 ? 6 + padding : 6)).flat(),
    ),
    full('stco', 0, 0, u32(1), u32(ftyp.length + 8)),
  );
  const minf = box(
    'minf',
    full('smhd', 0, 0, u16(0), u16(0)),
    box('dinf', full('dref', 0, 0, u32(1), full('url ', 0, 1))),
    stbl,
  );
  const mdia = box(
    'mdia',
    full('mdhd', 0, 0, u32(0), u32(0), u32(rate), u32(duration), u16(0x55c4), u16(0)),
    full('hdlr', 0, 0, u32(0), ascii('soun'), new Array(12).fill(0), ascii('SoundHandler'), [0]),
    minf,
  );
  const milliseconds = Math.round((duration / rate) * 1000);
  const tkhd = full(
    'tkhd',
    0,
    3,
    u32(0),
    u32(0),
    u32(1),
    u32(0),
    u32(milliseconds),
    new Array(8).fill(0),
    u16(0),
    u16(0),
    u16(0x0100),
    u16(0),
    matrix,
    u32(0),
    u32(0),
  );
  const mvhd = full(
    'mvhd',
    0,
    0,
    u32(0),
    u32(0),
    u32(1000),
    u32(milliseconds),
    u32(0x00010000),
    u16(0x0100),
    new Array(10).fill(0),
    matrix,
    new Array(24).fill(0),
    u32(2),
  );
  const moov = box('moov', mvhd, box('trak', tkhd, mdia));
  return { bytes: Buffer.from([...ftyp, ...mdat, ...moov]), seconds: duration / rate };
}
