/**
 * The Spine editor's JSON layout, byte for byte.
 *
 * Measured on the 4.3.75-beta corpus exports (and unchanged from 4.2.22):
 * - `\n` line ends, tab indentation, no newline at the end of the file; the root object's keys sit
 *   at column 0 and every nesting level adds one tab.
 * - A container whose children are all scalars is "flat". A flat array is always one line
 *   (`[ 1, 2 ]`, however long); a flat object is one line (`{ "a": 1, "b": 2 }`) when it has at
 *   most six fields and one field per line from seven on. Any container holding a container is
 *   one child per line.
 * - Empty containers are `{}` and `[]`.
 * - Keys are printed in the object's own order: the caller owns key order.
 *
 * A value JSON cannot hold is a `RangeError` naming its key path, never a malformed document.
 */
import { javaNumberText, type WholeNumberStyle } from './number-text.js';
import { wholeNumberStyle } from './float-fields.js';

/** A JSON value as the printer takes it (objects keep their insertion order). */
export type PrintValue = null | boolean | number | string | readonly PrintValue[] | { readonly [key: string]: PrintValue };

/** The most fields a flat object may have and still be printed on one line. */
const MAX_INLINE_FIELDS = 6;

type PrintObject = { readonly [key: string]: PrintValue };

function isContainer(value: PrintValue): value is readonly PrintValue[] | PrintObject {
  return typeof value === 'object' && value !== null;
}

function isFlat(children: readonly PrintValue[]): boolean {
  return children.every((child) => !isContainer(child));
}

/**
 * A scalar's text. `at` is its key path, named when the value has no JSON text (NaN, ±Infinity,
 * `undefined`, a function): the printer never writes a document a JSON reader would refuse.
 */
function scalarText(value: null | boolean | number | string, whole: WholeNumberStyle, at: () => string): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`${at()}: ${value} has no JSON text`);
    return javaNumberText(value, whole);
  }
  if (value !== null && typeof value !== 'string' && typeof value !== 'boolean') throw new RangeError(`${at()}: ${typeof value} has no JSON text`);
  // JSON.stringify's string escaping matches the editor's for every string the corpus holds
  // (`/` is not escaped, non-ASCII is written raw).
  return JSON.stringify(value);
}

/** A key path as text: `skins[0].attachments.body`. */
function pathText(path: readonly string[], last?: string | number): string {
  const keys = last === undefined ? path : [...path, String(last)];
  return keys.map((key, i) => (/^\d+$/.test(key) ? `[${key}]` : i === 0 ? key : `.${key}`)).join('') || '(root)';
}

/**
 * Appends `value` to `out`. `depth` is the indentation of this value's children; `path` is the
 * key path of `value` from the root (array elements contribute their index), which decides the
 * number style of the fields the editor writes as floats.
 */
function printValue(value: PrintValue, depth: number, path: string[], whole: WholeNumberStyle, out: string[]): void {
  if (!isContainer(value)) {
    out.push(scalarText(value, whole, () => pathText(path)));
    return;
  }
  const indent = '\t'.repeat(depth);
  const closeIndent = '\t'.repeat(Math.max(0, depth - 1));
  if (Array.isArray(value)) {
    const items = value as readonly PrintValue[];
    if (items.length === 0) {
      out.push('[]');
      return;
    }
    if (isFlat(items)) {
      out.push('[ ', items.map((item, i) => scalarText(item as number | string | boolean | null, whole, () => pathText(path, i))).join(', '), ' ]');
      return;
    }
    out.push('[\n');
    items.forEach((item, index) => {
      out.push(indent);
      path.push(String(index));
      printValue(item, depth + 1, path, 'integer', out);
      path.pop();
      out.push(index < items.length - 1 ? ',\n' : '\n');
    });
    out.push(closeIndent, ']');
    return;
  }
  const object = value as PrintObject;
  const keys = Object.keys(object);
  if (keys.length === 0) {
    out.push('{}');
    return;
  }
  const styleOf = (key: string): WholeNumberStyle => wholeNumberStyle(path, object, key);
  if (keys.length <= MAX_INLINE_FIELDS && isFlat(keys.map((key) => object[key]))) {
    const fields = keys.map((key) => `${JSON.stringify(key)}: ${scalarText(object[key] as number | string | boolean | null, styleOf(key), () => pathText(path, key))}`);
    out.push('{ ', fields.join(', '), ' }');
    return;
  }
  out.push('{\n');
  keys.forEach((key, index) => {
    out.push(indent, JSON.stringify(key), ': ');
    const style = styleOf(key);
    path.push(key);
    printValue(object[key], depth + 1, path, style, out);
    path.pop();
    out.push(index < keys.length - 1 ? ',\n' : '\n');
  });
  out.push(closeIndent, '}');
}

/** The editor's text for a whole skeleton document. */
export function printSkeletonJson(root: PrintValue): string {
  const out: string[] = [];
  printValue(root, 0, [], 'integer', out);
  return out.join('');
}
