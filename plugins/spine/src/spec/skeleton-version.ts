/**
 * Which skeletons the plugin reads: Spine 4.3 only, by the header's `skeleton.spine` version
 * (major.minor). 4.2 and earlier differ in ways that read silently wrong as 4.3 (top-level
 * constraint arrays, other per-key defaults, 3.8's `angle` rotate keys), and the 4.3 runtime
 * does not check the version, so the loader and ingest both refuse any other before reading.
 */

/** The major.minor this plugin reads and writes. */
export const READ_FORMAT = '4.3';

/**
 * Why a header `spine` value cannot be read, or undefined when it is a 4.3 version. An absent
 * value is accepted (the runtime does not need it; ingest reports the rebuild's added version).
 */
export function versionProblem(spine: unknown): string | undefined {
  if (spine === undefined) return undefined;
  if (typeof spine !== 'string') return `"spine" is ${spine === null ? 'null' : `a ${Array.isArray(spine) ? 'array' : typeof spine}`}, not a version string`;
  if (spine === READ_FORMAT || spine.startsWith(`${READ_FORMAT}.`)) return undefined;
  const shown = spine.length > 40 ? `${spine.slice(0, 40)}…` : spine;
  return `version ${JSON.stringify(shown)} is not Spine ${READ_FORMAT}: only ${READ_FORMAT} skeletons are read (earlier formats differ in constraints and key fields); export it from Spine ${READ_FORMAT}`;
}
