import { truncateLabel } from '@resonate/contracts/format/text';

/** A dropdown label cut at 25 characters; the full text stays available as a tooltip. */
export function TruncatedLabel({ text }: { text: string }) {
  const shown = truncateLabel(text);
  return <span title={shown === text ? undefined : text}>{shown}</span>;
}
