import { createHash } from 'node:crypto';

// A podcast's podcast:guid (Podcasting 2.0, podcast-namespace/docs/tags/guid.md): a UUIDv5 of
// the feed's address without its scheme and trailing slashes, by RFC 9562, not a library.
export const podcastNamespace = 'ead4c236-bf58-58c6-a2c6-a6b28d128cb6';

/** RFC 9562 UUIDv5: the first 16 bytes of SHA-1(namespace + name), with version and variant. */
export function uuidV5(name: string, namespace: string): string {
  const hash = createHash('sha1')
    .update(Buffer.from(namespace.replaceAll('-', ''), 'hex'))
    .update(name, 'utf8')
    .digest()
    .subarray(0, 16);
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  return hash.toString('hex').replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');
}

/** "https://example.org/sermons/podcast.xml" → its podcast:guid. */
export const podcastGuid = (feedUrl: string) =>
  uuidV5(feedUrl.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/\/+$/, ''), podcastNamespace);
