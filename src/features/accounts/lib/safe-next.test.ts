import { describe, expect, it } from 'vitest';
import { loginHrefFor, safeNext } from './safe-next';

describe('safeNext', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeNext('/registrasi')).toBe('/registrasi');
    expect(safeNext('/password?x=1#y')).toBe('/password?x=1#y');
  });
  it('refuses other origins and odd forms, falling back to /profile', () => {
    for (const bad of [
      null,
      '',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'profile',
      '/login',
    ]) {
      expect(safeNext(bad)).toBe('/profile');
    }
  });
  it('builds the login link that comes back', () => {
    expect(loginHrefFor('/password')).toBe('/login?next=%2Fpassword');
  });
});
