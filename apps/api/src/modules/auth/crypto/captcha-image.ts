import { CAPTCHA_LENGTH } from '@resonate/contracts/constants';
import svgCaptcha from 'svg-captcha';

/**
 * A captcha drawn on the server: the characters are glyph outlines (SVG paths) with noise lines,
 * so the page holds no text a script could read. Look-alike characters are left out so people
 * are not failed by an ambiguous "0/O" or "1/l".
 */
export function drawCaptcha(): { text: string; image: string } {
  const { text, data } = svgCaptcha.create({
    size: CAPTCHA_LENGTH,
    ignoreChars: '0oO1iIlL',
    noise: 3,
    color: true,
    background: '#f1f5f9',
    width: 180,
    height: 56,
    fontSize: 52,
  });
  return { text, image: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}` };
}
