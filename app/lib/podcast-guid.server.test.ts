import { describe, expect, it } from 'vitest';
import { podcastGuid, podcastNamespace, uuidV5 } from './podcast-guid.server.ts';

// podcast:guid (Podcastindex-org/podcast-namespace/docs/tags/guid.md): "a UUIDv5 ... generated
// from the RSS feed url, with the protocol scheme and trailing slashes stripped off, combined
// with a unique 'podcast' namespace which has a UUID of ead4c236-bf58-58c6-a2c6-a6b28d128cb6".

describe('podcastGuid', () => {
  it('gives the examples of the namespace’s own documentation', () => {
    expect(podcastNamespace).toBe('ead4c236-bf58-58c6-a2c6-a6b28d128cb6');
    // "Example GUID for feed url mp3s.nashownotes.com/pc20rss.xml" and "podnews.net/rss".
    expect(podcastGuid('https://mp3s.nashownotes.com/pc20rss.xml')).toBe(
      '917393e3-1b1e-5cef-ace4-edaa54e1f810',
    );
    expect(podcastGuid('https://podnews.net/rss')).toBe('9b024349-ccf0-5f69-a609-6b82873eab3c');
  });

  it('leaves out the scheme and trailing slashes, whatever they are', () => {
    const guid = podcastGuid('podnews.net/rss');
    for (const url of [
      'http://podnews.net/rss',
      'https://podnews.net/rss/',
      'HTTPS://podnews.net/rss//',
    ]) {
      expect(podcastGuid(url), url).toBe(guid);
    }
  });

  it('is a version 5 UUID of the RFC 4122 variant, as the documentation’s regular expression reads it', () => {
    const guid = podcastGuid('https://www.example.org/sermons/podcast.xml');
    expect(guid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(guid).toHaveLength(36);
  });

  it('is RFC 9562’s UUIDv5: its example for www.example.com in the DNS namespace', () => {
    // RFC 9562, appendix A.4.
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
  });
});
