// A short address's QR code, as the build writes it to /qr/ and /admin shows it: the same, with
// the quiet margin scanners need.
import QRCode from 'qrcode';

const options = { errorCorrectionLevel: 'M', margin: 4 } as const;

export const qrSvg = (address: string) => QRCode.toString(address, { ...options, type: 'svg' });

/** The QR code as a PNG data address, 1,200 pixels wide: 10 cm at 300 dpi (in a browser). */
export const qrPng = (address: string) => QRCode.toDataURL(address, { ...options, width: 1200 });
