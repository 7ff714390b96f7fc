import type { Generated } from 'kysely';
import type { CreatedAt } from './columns.ts';

/** The template builder's image library (2026-11-23T0600_template_images). */
export interface TemplateImagesTable {
  client_id: number;
  id: Generated<number>;
  /** 32 hex characters (128 random bits): the file's name and its public address. */
  public_id: string;
  file_name: string;
  content_type: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
  bytes: number;
  width: number | null;
  height: number | null;
  created_by: number | null;
  created_at: CreatedAt;
}
