import { UploadLedger, type LedgerNamespace } from '../app/worker/upload-ledger.ts';
import type { UploadBucket } from '../app/worker/upload.ts';

// The storage the Worker's uploads meet, in memory (app/worker/upload.test.ts and
// rate-limits.test.ts): R2's bucket, which makes an object only when its upload completes and
// then replaces whatever is at the key, and the uploads' ledger, the Durable Object's own code
// over a Map. Each answer waits a moment first, as the network does, so requests sent at once
// overlap as they would on Cloudflare.

const aMoment = () => new Promise((resolve) => setTimeout(resolve, 1));

export function memoryBucket() {
  type Stored = { bytes: Uint8Array; customMetadata: Record<string, string>; uploaded: Date };
  const objects = new Map<string, Stored>();
  const uploads = new Map<
    string,
    { key: string; customMetadata: Record<string, string>; parts: Map<number, Uint8Array> }
  >();
  const types = new Map<string, string>();
  let made = 0;
  const bucket: UploadBucket & {
    objects: typeof objects;
    completed: string[];
    types: typeof types;
  } = {
    objects,
    /** The Content-Type each upload was started with, by key. */
    types,
    /** Every key R2 completed an upload at, in turn. */
    completed: [],
    head: async (key) => {
      await aMoment();
      const stored = objects.get(key);
      return stored ? { size: stored.bytes.length, customMetadata: stored.customMetadata } : null;
    },
    createMultipartUpload: async (key, { customMetadata, httpMetadata }) => {
      await aMoment();
      types.set(key, httpMetadata.contentType);
      const uploadId = `upload-${++made}`;
      uploads.set(uploadId, { key, customMetadata, parts: new Map() });
      return { key, uploadId };
    },
    resumeMultipartUpload: (key, uploadId) => {
      const started = () => {
        const known = uploads.get(uploadId);
        if (!known || known.key !== key) throw new Error('The multipart upload does not exist');
        return known;
      };
      return {
        uploadPart: async (number, bytes) => {
          await aMoment();
          started().parts.set(number, bytes.slice());
          return { partNumber: number, etag: `etag-${uploadId}-${number}-${bytes.byteLength}` };
        },
        // As R2's: whatever is at the key is replaced.
        complete: async (parts) => {
          await aMoment();
          const { customMetadata, parts: held } = started();
          const whole = Buffer.concat(parts.map(({ partNumber }) => held.get(partNumber)!));
          objects.set(key, { bytes: new Uint8Array(whole), customMetadata, uploaded: new Date() });
          bucket.completed.push(key);
          uploads.delete(uploadId);
          return { size: whole.length };
        },
        abort: async () => void uploads.delete(uploadId),
      };
    },
  };
  return bucket;
}

/** The site's one ledger: the Durable Object's class, its storage a Map. */
export function memoryLedger(): LedgerNamespace {
  const kept = new Map<string, unknown>();
  const ledger = new UploadLedger({
    storage: {
      get: async <T>(key: string) => {
        await aMoment();
        return kept.get(key) as T | undefined;
      },
      put: async (key, value) => {
        await aMoment();
        // Stored as Cloudflare stores it: a copy, not the object itself.
        kept.set(key, structuredClone(value));
      },
    },
  });
  return { idFromName: () => 'uploads', get: () => ledger };
}
