import { UserRound } from 'lucide-react';
import { useState } from 'react';

/** Initials of a display name: 'Ada Lovelace' -> 'AL'. */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => Array.from(word ?? '')[0]?.toUpperCase() ?? '').join('');
}

/** The profile picture, or initials, or a neutral icon when neither is known. */
export function Avatar({
  src,
  name,
  size = 32,
}: {
  src?: string | null;
  name?: string | null;
  size?: number;
}) {
  const [broken, setBroken] = useState(false);
  const initials = initialsOf(name);
  const style = { width: size, height: size };
  if (src && !broken) {
    return (
      <img className="app-avatar" src={src} alt="" style={style} onError={() => setBroken(true)} />
    );
  }
  return (
    <span className="app-avatar app-avatar--fallback" style={style} aria-hidden="true">
      {initials || <UserRound size={Math.round(size * 0.55)} />}
    </span>
  );
}
