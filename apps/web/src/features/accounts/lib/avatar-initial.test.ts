import { describe, expect, it } from 'vitest';
import { avatarInitial, safePhotoUrl } from './avatar-initial';

describe('the avatar initial', () => {
  it('is the first letter of the name, upper-cased', () => {
    expect(avatarInitial('ama Mensah', 'kofi@example.com')).toBe('A');
    expect(avatarInitial('  efua', 'kofi@example.com')).toBe('E');
    expect(avatarInitial('ɛsi', 'kofi@example.com')).toBe('Ɛ');
  });

  it('is the first letter of the e-mail when there is no name', () => {
    expect(avatarInitial(null, 'kofi@example.com')).toBe('K');
    expect(avatarInitial('   ', 'kofi@example.com')).toBe('K');
    expect(avatarInitial(undefined, 'Ọla@example.com')).toBe('Ọ');
  });

  it('keeps a character outside the basic plane whole, and has a fallback', () => {
    expect(avatarInitial('𝒜ma', '')).toBe('𝒜');
    expect(avatarInitial(null, '')).toBe('?');
  });
});

describe('the avatar photo', () => {
  it('loads https addresses only', () => {
    expect(safePhotoUrl('https://lh3.googleusercontent.com/a/photo')).toBe('https://lh3.googleusercontent.com/a/photo');
    expect(safePhotoUrl('http://example.com/p.png')).toBeNull();
    expect(safePhotoUrl('javascript:alert(1)')).toBeNull();
    expect(safePhotoUrl('not a url')).toBeNull();
    expect(safePhotoUrl(null)).toBeNull();
  });
});
