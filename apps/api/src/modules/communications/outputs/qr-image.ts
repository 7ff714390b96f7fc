import QRCode from 'qrcode';
import type { TQrFormat } from '@resonate/contracts/campaigns/outputs';

/**
 * The QR image of a link: PNG at `size` pixels or SVG (scalable; `size` is its nominal width).
 * Error correction M survives a small logo or wear on print; the 4-module quiet zone is the
 * minimum scanners expect.
 */
export async function qrImage(
  url: string,
  format: TQrFormat,
  size: number,
): Promise<{ body: Buffer | string; contentType: string }> {
  const options = { errorCorrectionLevel: 'M' as const, margin: 4, width: size };
  if (format === 'svg') {
    return {
      body: await QRCode.toString(url, { ...options, type: 'svg' }),
      contentType: 'image/svg+xml',
    };
  }
  return {
    body: await QRCode.toBuffer(url, { ...options, type: 'png' }),
    contentType: 'image/png',
  };
}
