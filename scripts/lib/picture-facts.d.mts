export interface PictureFacts {
  format: 'jpeg' | 'png' | 'webp' | 'avif' | 'heic' | 'svg';
  /** Upright, after any EXIF orientation; for SVG its shape, 0 × 0 when it gives none. */
  width: number;
  height: number;
  /** Whether the picture records a GPS position (read for JPEG only). */
  gps: boolean;
}
export declare function exifFacts(tiff: Buffer): { orientation: number; gps: boolean };
export declare function pictureFacts(bytes: Buffer): PictureFacts | undefined;
export declare function pictureShape(bytes: Buffer): [number, number] | undefined;
