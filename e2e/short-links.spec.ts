import { content } from './support/content.ts';
import { expect, test } from './support/test.ts';
import { qrCodePath } from '../app/content/schemas/short-links.ts';

// What the host's own runtime answers at each short address (content/short-links.yml) from the
// `_redirects` the build wrote: one redirect, straight to its place. The rules and the QR codes'
// contents are unit tests (app/content/schemas/short-links.test.ts, app/pipeline/short-links.test.ts).

test.describe('short addresses', { tag: '@desktop' }, () => {
  for (const { path, to } of content.shortLinks) {
    test(`${path} goes straight to ${to}, and its QR code is there for the office @content`, async ({
      request,
    }) => {
      for (const typed of [path, `${path}/`]) {
        const response = await request.get(typed, { maxRedirects: 0 });
        expect(response.status(), typed).toBe(302);
        expect(response.headers().location, typed).toBe(to);
      }
      // A page of the site is there at once, with no second redirect.
      if (to.startsWith('/'))
        expect((await request.get(to, { maxRedirects: 0 })).status()).toBe(200);

      const qrCode = await request.get(qrCodePath(path), { maxRedirects: 0 });
      expect(qrCode.status()).toBe(200);
      expect(qrCode.headers()['content-type']).toContain('image/svg+xml');
      expect(qrCode.headers()['x-robots-tag']).toBe('noindex');
    });
  }
});
