/** The largest extension package an admin may publish (the browser checks before sending it). */
export const RELEASE_MAX_BYTES = 200 * 1024 * 1024;

/** A draft has no file yet; uploading its zip publishes it; a withdrawn release is no longer served. */
export const RELEASE_STATUSES = ['draft', 'published', 'withdrawn'] as const;
export type ReleaseStatus = (typeof RELEASE_STATUSES)[number];

/** major.minor.patch, each part 0-9999 without leading zeros: the version the extension reports. */
export const RELEASE_VERSION_PATTERN = /^(0|[1-9]\d{0,3})\.(0|[1-9]\d{0,3})\.(0|[1-9]\d{0,3})$/;

export type VersionParts = readonly [major: number, minor: number, patch: number];

/** The numbers of a version, or undefined when it is not major.minor.patch. */
export function versionParts(version: string): VersionParts | undefined {
  const match = RELEASE_VERSION_PATTERN.exec(version);
  if (!match) return undefined;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Negative when a is older than b, positive when newer, 0 when equal (both must be valid versions). */
export function compareVersions(a: string, b: string): number {
  const left = versionParts(a);
  const right = versionParts(b);
  if (!left || !right) throw new Error(`Not a version: ${left ? b : a}`);
  return left[0] - right[0] || left[1] - right[1] || left[2] - right[2];
}

/** The name a release downloads under, and its download count is kept under. */
export function releaseFileName(version: string): string {
  return `oneclick-extension-${version}.zip`;
}

/** Where a published release is downloaded from (absolute once prefixed by the public URL). */
export function releaseDownloadPath(version: string): string {
  return `/downloads/releases/${version}`;
}
