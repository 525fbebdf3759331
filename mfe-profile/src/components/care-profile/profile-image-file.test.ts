import { profileImageProblem } from './profile-image-file';

const file = (type: string, bytes: number) => new File([new Uint8Array(bytes)], 'photo', { type });

describe('profile photo check', () => {
  it('accepts the image types the server stores, up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif']) {
      expect(profileImageProblem(file(type, 5 * 1024 * 1024))).toBeNull();
    }
  });

  it('refuses other types and larger files with a clear reason', () => {
    expect(profileImageProblem(file('image/svg+xml', 10))).toBe('Choose a JPEG, PNG, WebP, GIF or AVIF image.');
    expect(profileImageProblem(file('application/pdf', 10))).toBe('Choose a JPEG, PNG, WebP, GIF or AVIF image.');
    expect(profileImageProblem(file('image/png', 7.5 * 1024 * 1024))).toBe('The photo must be 5 MB or smaller; this one is 7.5 MB.');
  });
});
