/**
 * The outputs of the channels that do not deliver to a person (issue 9): the QR image of a QR
 * code communication, and the letters and address file of a direct mail run. Downloads are two
 * steps, as contact exports are: the POST answers a one-minute link, which the browser opens.
 */
import { z } from 'zod';
import { envelopeOf } from '../envelope.ts';
import { ZCommunicationIdSchema } from './communications.ts';

export const QR_FORMATS = ['png', 'svg'] as const;
export type TQrFormat = (typeof QR_FORMATS)[number];

export const OUTPUT_LIMITS = {
  qrSizeMin: 128,
  qrSizeMax: 2048,
  qrSizeDefault: 512,
  runMax: 100_000,
} as const;

export const OUTPUT_MSG = {
  notQr: 'This communication is not a QR code',
  notDirectMail: 'This communication is not a direct mail',
  qrNotLaunched: 'Launch the communication to get its QR code',
  qrNoUrl: 'Enter the link the QR code opens',
  runNotFound: 'This run has no letters yet',
  downloadExpired: 'This download link has expired; start the download again',
  formatInvalid: 'Choose PNG or SVG',
  sizeInvalid: `Choose a size between ${OUTPUT_LIMITS.qrSizeMin} and ${OUTPUT_LIMITS.qrSizeMax} pixels`,
} as const;

/** POST Communication/DownloadQrCode. */
export const ZDownloadQrCodeRequestSchema = z.object({
  communicationId: ZCommunicationIdSchema,
  format: z.enum(QR_FORMATS, { error: OUTPUT_MSG.formatInvalid }),
  size: z
    .number({ error: OUTPUT_MSG.sizeInvalid })
    .int({ error: OUTPUT_MSG.sizeInvalid })
    .min(OUTPUT_LIMITS.qrSizeMin, { error: OUTPUT_MSG.sizeInvalid })
    .max(OUTPUT_LIMITS.qrSizeMax, { error: OUTPUT_MSG.sizeInvalid })
    .default(OUTPUT_LIMITS.qrSizeDefault),
});
export type TDownloadQrCodeInput = z.input<typeof ZDownloadQrCodeRequestSchema>;

export const DIRECT_MAIL_KINDS = ['addresses', 'letters'] as const;
export type TDirectMailKind = (typeof DIRECT_MAIL_KINDS)[number];

/** POST Communication/DownloadDirectMail: the address file (CSV) or the letters (ZIP of PDFs). */
export const ZDownloadDirectMailRequestSchema = z.object({
  communicationId: ZCommunicationIdSchema,
  run: z.number().int().min(1).max(OUTPUT_LIMITS.runMax),
  kind: z.enum(DIRECT_MAIL_KINDS),
});
export type TDownloadDirectMailInput = z.input<typeof ZDownloadDirectMailRequestSchema>;

/** A one-minute link to the file. */
export const ZDownloadLinkResponseSchema = envelopeOf(z.object({ url: z.string() }));

/** GET of a download link. */
export const ZDownloadTokenQuerySchema = z.object({ token: z.string().max(4096).optional() });

/** POST Communication/GetDirectMailFiles: the runs whose letters were written. */
export const ZDirectMailRunSchema = z.object({
  run: z.number().int(),
  letters: z.number().int(),
  bytes: z.number().int(),
  createdAt: z.string(),
});
export type TDirectMailRun = z.infer<typeof ZDirectMailRunSchema>;
export const ZDirectMailFilesResponseSchema = envelopeOf(
  z.object({ runs: z.array(ZDirectMailRunSchema) }),
);
