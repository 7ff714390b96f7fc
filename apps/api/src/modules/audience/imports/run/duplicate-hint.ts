/**
 * Finds, while the rows stream by, the rows whose email or mobile may have appeared in an
 * earlier row: a set of 32-bit fingerprints per identifier, in typed arrays (about 8 bytes an
 * identifier; a million rows cost 16 MB). The merge then settles "last row wins" exactly, but only among the rows that share
 * an identifier with these, instead of comparing every row with every other (two self-joins
 * of the whole file). A hash collision only adds a candidate, never drops a row; past
 * MAX_KEYS identifiers the hint gives up and the merge compares the whole file.
 */
const MAX_KEYS = 4_000_000;
const EMPTY = 0;

/** FNV-1a, 32 bits; never 0 (the empty slot). */
function fingerprint(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0 || 1;
}

/** Where a fingerprint starts probing: its bits mixed, so nearby keys spread out. */
function slotOf(key: number, mask: number): number {
  return Math.imul(key ^ (key >>> 16), 0x45d9f3b) & mask;
}

class FingerprintSet {
  private slots = new Uint32Array(1 << 16);
  size = 0;

  /** Adds the key; true when it was already there. */
  addSeen(key: number): boolean {
    // Linear probing stays short up to about 70% full.
    if (this.size * 10 >= this.slots.length * 7) this.grow();
    const mask = this.slots.length - 1;
    let at = slotOf(key, mask);
    for (;;) {
      const slot = this.slots[at]!;
      if (slot === EMPTY) {
        this.slots[at] = key;
        this.size += 1;
        return false;
      }
      if (slot === key) return true;
      at = (at + 1) & mask;
    }
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Uint32Array(old.length * 2);
    this.size = 0;
    for (const key of old) if (key !== EMPTY) this.addSeen(key);
  }
}

export class DuplicateHint {
  private readonly emails = new FingerprintSet();
  private readonly mobiles = new FingerprintSet();
  /** row_no of each row whose email or mobile may repeat an earlier row's. */
  readonly candidates: number[] = [];
  /** False once the file had too many identifiers to track. */
  usable = true;

  add(rowNo: number, email: string | null, mobile: string | null): void {
    if (!this.usable) return;
    const seenEmail = email !== null && this.emails.addSeen(fingerprint(email));
    const seenMobile = mobile !== null && this.mobiles.addSeen(fingerprint(mobile));
    if (seenEmail || seenMobile) this.candidates.push(rowNo);
    if (this.emails.size + this.mobiles.size > MAX_KEYS) this.giveUp();
  }

  private giveUp(): void {
    this.usable = false;
    this.candidates.length = 0;
  }
}
