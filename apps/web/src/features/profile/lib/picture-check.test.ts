import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '@resonate/contracts/constants';
import { pictureProblem } from './picture-check';

describe('pictureProblem', () => {
  it('refuses a picture over 500kb with the spec message', () => {
    expect(pictureProblem({ size: IMAGE_MAX_BYTES + 1, type: 'image/png' })).toBe(
      'Image size should be less than 500kb.',
    );
    expect(pictureProblem({ size: 501 * 1024, type: 'image/jpeg' })).toBe(
      'Image size should be less than 500kb.',
    );
  });

  it('accepts PNG, JPEG, WebP and GIF up to the limit', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif']) {
      expect(pictureProblem({ size: IMAGE_MAX_BYTES, type })).toBeNull();
    }
  });

  it('refuses SVG and other types', () => {
    expect(pictureProblem({ size: 100, type: 'image/svg+xml' })).toBe(
      'Upload a PNG, JPEG, WebP or GIF image',
    );
    expect(pictureProblem({ size: 100, type: 'text/plain' })).not.toBeNull();
  });
});
