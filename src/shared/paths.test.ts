import { describe, expect, it } from 'vitest';
import { classPath, markingPath, safeNext } from './paths';

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

describe('record paths', () => {
  it('put an id under its list, escaped', () => {
    expect(classPath('6f1c2a9e-0000-4000-8000-000000000001')).toBe(
      '/admin/classes/6f1c2a9e-0000-4000-8000-000000000001',
    );
    expect(markingPath('a/b?c')).toBe('/admin/assignments/a%2Fb%3Fc');
  });
});
