import { describe, expect, it } from 'vitest';
import { safeNext } from './paths';

describe('safeNext', () => {
  it('keeps same-site paths', () => {
    expect(safeNext('/admin/dashboard')).toBe('/admin/dashboard');
    expect(safeNext('/admin/classes?page=2')).toBe('/admin/classes?page=2');
  });

  it('drops anything that could leave the site', () => {
    expect(safeNext('//evil.example/x')).toBeUndefined();
    expect(safeNext('/\\evil.example')).toBeUndefined();
    expect(safeNext('https://evil.example')).toBeUndefined();
    expect(safeNext('javascript:alert(1)')).toBeUndefined();
    expect(safeNext('')).toBeUndefined();
    expect(safeNext(null)).toBeUndefined();
  });
});
