/**
 * Number text the way the Spine editor (a Java program) writes it.
 *
 * The editor prints a float through Java's `Float.toString`, which differs from JavaScript's
 * `String(n)` in two ways that byte identity depends on: magnitudes below 1e-3 (and from 1e7 up)
 * use "computerized" scientific notation with a capital `E` and at least one fraction digit
 * (`3.0E-4`, `1.8902356E-6`), and a whole number keeps `.0` (`2.0`). Most fields are written
 * through a path that prints a whole number as an integer (`-448`); a few keep the `.0`
 * (see `float-fields.ts`). The digits themselves are the shortest ones that identify the
 * double, which reproduces the text of every number read from an editor export.
 */

/** How a whole number is written: as an integer (`2`) or as a Java float (`2.0`). */
export type WholeNumberStyle = 'integer' | 'float';

/** Java's plain-decimal range for `Float.toString` / `Double.toString`: [1e-3, 1e7). */
const PLAIN_MIN = 1e-3;
const PLAIN_MAX = 1e7;

/**
 * The editor's text for `n`.
 *
 * @throws RangeError for NaN and ±Infinity, which JSON cannot hold (Java would write `NaN`).
 */
export function javaNumberText(n: number, whole: WholeNumberStyle = 'integer'): string {
  if (!Number.isFinite(n)) throw new RangeError(`${n} has no JSON text`);
  if (Number.isInteger(n) && whole === 'integer') {
    // Java converts a whole float to a long before printing: no exponent, no `.0`, and -0 is 0.
    return Number.isSafeInteger(n) ? String(n === 0 ? 0 : n) : BigInt(n).toString();
  }
  const magnitude = Math.abs(n);
  if (n === 0) return Object.is(n, -0) ? '-0.0' : '0.0';
  if (magnitude >= PLAIN_MIN && magnitude < PLAIN_MAX) {
    const text = String(n);
    return text.includes('.') ? text : `${text}.0`;
  }
  // `toExponential()` with no argument gives the shortest digits that identify the double.
  const [mantissa, exponent] = n.toExponential().split('e');
  const digits = mantissa.includes('.') ? mantissa : `${mantissa}.0`;
  return `${digits}E${exponent.startsWith('+') ? exponent.slice(1) : exponent}`;
}
