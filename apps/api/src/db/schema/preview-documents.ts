/** A rendered email preview served at /preview/<id> for a few minutes (2026-11-23T0700). */
export interface PreviewDocumentsTable {
  id: string;
  html: string;
  expires_at: Date;
}
