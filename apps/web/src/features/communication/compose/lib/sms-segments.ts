// The GSM 03.38 basic set and its extension (which costs two septets); anything else is UCS-2.
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

/** SMS segments of a text: 160/153 septets in GSM-7, 70/67 characters in UCS-2. */
export function smsSegments(text: string): {
  characters: number;
  segments: number;
  unicode: boolean;
} {
  let septets = 0;
  let unicode = false;
  for (const char of text) {
    if (GSM_BASIC.includes(char)) septets += 1;
    else if (GSM_EXTENDED.includes(char)) septets += 2;
    else unicode = true;
  }
  const length = unicode ? [...text].length : septets;
  const [single, multi] = unicode ? [70, 67] : [160, 153];
  const segments = length === 0 ? 0 : length <= single ? 1 : Math.ceil(length / multi);
  return { characters: [...text].length, segments, unicode };
}
