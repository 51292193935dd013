// How long an MP4 recording (.m4a) plays, from its own header: `moov/mvhd`'s timescale and
// duration (ISO/IEC 14496-12 §8.2.2). Only box headers and that one box are read, so a phone's
// 100 MB file costs a few small reads, whether `moov` is first or, as phones write it, last.

/** Reads bytes [from, to) of the file: `Blob.slice` in the browser, a buffer in tests. */
export type ReadBytes = (from: number, to: number) => Promise<Uint8Array>;

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const typeAt = (bytes: Uint8Array, at: number) =>
  String.fromCharCode(...bytes.subarray(at, at + 4));

/** A box's header at `at`: its type, where its contents start, and where it ends. */
async function boxAt(read: ReadBytes, at: number, end: number) {
  if (at + 8 > end) return undefined;
  const head = await read(at, Math.min(at + 16, end));
  if (head.length < 8) return undefined;
  const small = view(head).getUint32(0);
  const type = typeAt(head, 4);
  if (small === 1) {
    if (head.length < 16) return undefined;
    const large = Number(view(head).getBigUint64(8));
    return { type, body: at + 16, end: at + large };
  }
  return { type, body: at + 8, end: small === 0 ? end : at + small };
}

/** The first box of `type` among those from `from` to `end`, if any. */
async function find(read: ReadBytes, type: string, from: number, end: number) {
  for (let at = from; at < end;) {
    const box = await boxAt(read, at, end);
    if (!box || box.end <= at || box.end > end) return undefined;
    if (box.type === type) return box;
    at = box.end;
  }
  return undefined;
}

/** The seconds an MP4 file of `size` bytes plays, from `moov/mvhd`; undefined if it has none. */
export async function mp4Seconds(read: ReadBytes, size: number): Promise<number | undefined> {
  const moov = await find(read, 'moov', 0, size);
  const mvhd = moov && (await find(read, 'mvhd', moov.body, moov.end));
  if (!mvhd) return undefined;
  const body = await read(mvhd.body, Math.min(mvhd.body + 32, mvhd.end));
  const data = view(body);
  if (body.length < 20) return undefined;
  const version = body[0];
  let timescale: number;
  let duration: number;
  if (version === 1) {
    if (body.length < 32) return undefined;
    timescale = data.getUint32(20);
    duration = Number(data.getBigUint64(24));
  } else {
    timescale = data.getUint32(12);
    duration = data.getUint32(16);
  }
  // All ones is "not known" (§8.2.2.3): no length to fill in.
  const unknown = version === 1 ? duration >= 2 ** 64 - 1 : duration === 0xffffffff;
  if (!timescale || !duration || unknown) return undefined;
  return duration / timescale;
}
