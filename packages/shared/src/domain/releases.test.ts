import { describe, expect, it } from 'vitest';
import { compareVersions, releaseDownloadPath, releaseFileName, versionParts } from './releases.js';

describe('versionParts', () => {
  it('reads major.minor.patch', () => {
    expect(versionParts('0.0.0')).toEqual([0, 0, 0]);
    expect(versionParts('2.14.9999')).toEqual([2, 14, 9999]);
  });

  it.each([
    '',
    '1',
    '1.2',
    '1.2.3.4',
    '01.2.3',
    '1.02.3',
    '1.2.03',
    '10000.0.0',
    'v1.2.3',
    '1.2.3-beta',
    ' 1.2.3',
    '1.2.3\n',
    '１.2.3',
  ])('refuses %j', (version) => {
    expect(versionParts(version)).toBeUndefined();
  });
});

describe('compareVersions', () => {
  it('compares part by part as numbers, not as text', () => {
    expect(compareVersions('1.10.0', '1.9.9')).toBeGreaterThan(0);
    expect(compareVersions('1.9.9', '1.10.0')).toBeLessThan(0);
    expect(compareVersions('2.0.0', '1.99.99')).toBeGreaterThan(0);
    expect(compareVersions('1.2.10', '1.2.9')).toBeGreaterThan(0);
    expect(compareVersions('1.2.3', '1.2.3')).toBe(0);
  });

  it('throws on something that is not a version', () => {
    expect(() => compareVersions('1.2', '1.2.3')).toThrow('Not a version: 1.2');
  });
});

describe('release file names and paths', () => {
  it('names the file and the download after the version', () => {
    expect(releaseFileName('1.4.0')).toBe('oneclick-extension-1.4.0.zip');
    expect(releaseDownloadPath('1.4.0')).toBe('/downloads/releases/1.4.0');
  });
});
