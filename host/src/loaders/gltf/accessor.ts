/**
 * Accessor decoding to `Float32Array`, straight from typed-array views of the buffers.
 *
 * - Tightly packed little-endian FLOAT data that is 4-byte aligned in memory is returned as a
 *   view (no copy); unaligned FLOAT data is copied once with `slice`.
 * - Other layouts (byteStride interleaving, integer components, matrix column padding) are
 *   decoded with a DataView, one pass, no per-element allocation.
 * - Normalized integers are denormalized per the glTF specification (signed: max(c/max, -1)).
 * - Sparse accessors start from the dense data (or zeros without a bufferView) and are
 *   patched; the result is always a fresh array so the input bytes are never modified.
 * - Every read is bounds checked against the bufferView first, with a precise message; the
 *   bufferView itself was checked against its buffer's byteLength in raw-json.ts, and the
 *   buffer's byteLength against its data when the data was resolved.
 *
 * Callers must treat returned arrays as read-only: they may alias the input bytes.
 */
import { fail, pointer } from './errors.js';
import type { AccessorType, RawAccessor, RawGltf } from './raw-json.js';

export const COMPONENT_COUNT: Readonly<Record<AccessorType, number>> = {
  SCALAR: 1,
  VEC2: 2,
  VEC3: 3,
  VEC4: 4,
  MAT2: 4,
  MAT3: 9,
  MAT4: 16,
};

export const COMPONENT_SIZE: Readonly<Record<number, number>> = { 5120: 1, 5121: 1, 5122: 2, 5123: 2, 5125: 4, 5126: 4 };

const LITTLE_ENDIAN_HOST = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** Byte layout of one accessor element (matrix columns of 1- or 2-byte components are padded to 4 bytes). */
interface ElementLayout {
  readonly componentType: number;
  readonly componentSize: number;
  readonly rows: number;
  readonly columns: number;
  readonly columnStride: number;
  readonly elementSize: number;
  readonly components: number;
  readonly normalized: boolean;
}

const TYPE_INDEX: Readonly<Record<AccessorType, number>> = { SCALAR: 0, VEC2: 1, VEC3: 2, VEC4: 3, MAT2: 4, MAT3: 5, MAT4: 6 };
const layoutCache = new Map<number, ElementLayout>();

function layoutOf(accessor: RawAccessor): ElementLayout {
  const normalized = accessor.normalized === true && accessor.componentType !== 5126 && accessor.componentType !== 5125;
  const key = accessor.componentType * 16 + TYPE_INDEX[accessor.type] * 2 + (normalized ? 1 : 0);
  let layout = layoutCache.get(key);
  if (layout === undefined) {
    layout = computeLayout(accessor.componentType, accessor.type, normalized);
    layoutCache.set(key, layout);
  }
  return layout;
}

function computeLayout(componentType: number, type: AccessorType, normalized: boolean): ElementLayout {
  const componentSize = COMPONENT_SIZE[componentType]!;
  const components = COMPONENT_COUNT[type];
  const matrix = type === 'MAT2' || type === 'MAT3' || type === 'MAT4';
  const rows = matrix ? Math.round(Math.sqrt(components)) : components;
  const columns = matrix ? rows : 1;
  const columnStride = matrix ? Math.ceil((rows * componentSize) / 4) * 4 : rows * componentSize;
  return { componentType, componentSize, rows, columns, columnStride, elementSize: columns * columnStride, components, normalized };
}

/** Formats itself only when interpolated into a message. */
type Role = { toString(): string };

export class AccessorDecoder {
  /** Decoded arrays by accessor index (an array, not a Map: a large file has tens of thousands). */
  private readonly cache: (Float32Array | undefined)[];
  /**
   * What the messages of the decode in progress name. Decoding is synchronous and never nested,
   * so two message parts made once serve every decode, instead of two objects per accessor.
   */
  private currentIndex = -1;
  private currentRole: string | (() => string) = '';
  private readonly at: Role = { toString: () => pointer('accessors', this.currentIndex) };
  private readonly role: Role = { toString: () => (typeof this.currentRole === 'string' ? this.currentRole : this.currentRole()) };

  /**
   * @param buffers  Data of each buffer, already checked to hold at least `byteLength` bytes;
   *                 undefined for buffers that were not resolved (not needed).
   * @param maxAllocatedBytes  Ceiling for arrays sized by a declared count alone (accessors
   *                 without a bufferView), so a lying count cannot drive an allocation.
   */
  constructor(
    private readonly gltf: RawGltf,
    private readonly buffers: readonly (Uint8Array | undefined)[],
    private readonly maxAllocatedBytes: number,
  ) {
    this.cache = new Array<Float32Array | undefined>(gltf.accessors.length);
  }

  /**
   * Whether every buffer accessor `index` reads (dense data, sparse indices and values) has data
   * in this load; an accessor without a bufferView or sparse part reads none.
   */
  hasData(index: number): boolean {
    const accessor = this.gltf.accessors[index]!;
    const viewHasData = (bufferView: number): boolean => this.buffers[this.gltf.bufferViews[bufferView]!.buffer] !== undefined;
    const sparse = accessor.sparse;
    return (
      (accessor.bufferView === undefined || viewHasData(accessor.bufferView)) &&
      (sparse === undefined || (viewHasData(sparse.indices.bufferView) && viewHasData(sparse.values.bufferView)))
    );
  }

  /**
   * Decode accessor `index` to floats (cached per accessor). `role` names the user for
   * messages (a string, or a function called only when a message is needed).
   */
  decode(index: number, role: string | (() => string)): Float32Array {
    const cached = this.cache[index];
    if (cached !== undefined) return cached;
    this.currentIndex = index;
    this.currentRole = role;
    const result = this.decodeUncached(index);
    this.cache[index] = result;
    return result;
  }

  private decodeUncached(index: number): Float32Array {
    const accessor = this.gltf.accessors[index]!;
    // Message parts format themselves only when a message is built.
    const { at, role } = this;
    const layout = layoutOf(accessor);
    const count = accessor.count;
    const length = count * layout.components;

    let out: Float32Array;
    if (accessor.bufferView === undefined) {
      if (length * 4 > this.maxAllocatedBytes) {
        fail(`${at} (${role}) declares ${count} elements without a bufferView, which exceeds the load limit of ${this.maxAllocatedBytes} bytes`);
      }
      out = new Float32Array(length);
    } else {
      const view = this.viewRange(accessor.bufferView, at, role);
      const stride = this.gltf.bufferViews[accessor.bufferView]!.byteStride ?? layout.elementSize;
      if (stride < layout.elementSize) {
        fail(`${at} (${role}) has ${layout.elementSize}-byte elements but /bufferViews/${accessor.bufferView}/byteStride is ${stride}`);
      }
      const offset = accessor.byteOffset ?? 0;
      const end = count === 0 ? offset : offset + stride * (count - 1) + layout.elementSize;
      if (end > view.length) {
        fail(
          `${at} (${role}) reads bytes ${offset}..${end} of /bufferViews/${accessor.bufferView}, which is only ${view.length} bytes long`,
        );
      }
      out = decodeDense(view.data, view.start + offset, stride, count, layout);
    }

    if (accessor.sparse !== undefined) {
      out = this.applySparse(out, accessor, layout, at, role);
    }
    return out;
  }

  /** The bytes of a bufferView: its buffer's data and the view's start and length in it. */
  private viewRange(bufferViewIndex: number, at: Role, role: Role): { data: Uint8Array; start: number; length: number } {
    const view = this.gltf.bufferViews[bufferViewIndex]!;
    const data = this.buffers[view.buffer];
    if (data === undefined) {
      fail(`${at} (${role}) needs /buffers/${view.buffer}, which has no data`);
    }
    return { data, start: view.byteOffset ?? 0, length: view.byteLength };
  }

  private applySparse(dense: Float32Array, accessor: RawAccessor, layout: ElementLayout, at: Role, role: Role): Float32Array {
    const sparse = accessor.sparse!;
    const sat = `${at}/sparse`;
    const k = sparse.count;
    if (k > accessor.count) fail(`${sat}/count is ${k}, more than the accessor count ${accessor.count}`);
    // Never patch a view of the input bytes: copy first.
    const out = isViewOfAnyBuffer(dense, this.buffers) ? dense.slice() : dense;

    const iSize = COMPONENT_SIZE[sparse.indices.componentType]!;
    const iv = this.viewRange(sparse.indices.bufferView, sat, role);
    const iOffset = sparse.indices.byteOffset ?? 0;
    if (iOffset + k * iSize > iv.length) {
      fail(`${sat}/indices reads bytes ${iOffset}..${iOffset + k * iSize} of /bufferViews/${sparse.indices.bufferView}, which is only ${iv.length} bytes long`);
    }
    const vv = this.viewRange(sparse.values.bufferView, sat, role);
    const vOffset = sparse.values.byteOffset ?? 0;
    if (vOffset + k * layout.elementSize > vv.length) {
      fail(
        `${sat}/values reads bytes ${vOffset}..${vOffset + k * layout.elementSize} of /bufferViews/${sparse.values.bufferView}, which is only ${vv.length} bytes long`,
      );
    }
    const values = decodeDense(vv.data, vv.start + vOffset, layout.elementSize, k, layout);
    const idv = new DataView(iv.data.buffer, iv.data.byteOffset, iv.data.byteLength);
    const n = layout.components;
    let p = iv.start + iOffset;
    for (let e = 0; e < k; e++, p += iSize) {
      const target = iSize === 1 ? idv.getUint8(p) : iSize === 2 ? idv.getUint16(p, true) : idv.getUint32(p, true);
      if (target >= accessor.count) {
        fail(`${sat}/indices entry ${e} is ${target}, out of range for accessor count ${accessor.count}`);
      }
      out.set(values.subarray(e * n, e * n + n), target * n);
    }
    return out;
  }
}

function isViewOfAnyBuffer(array: Float32Array, buffers: readonly (Uint8Array | undefined)[]): boolean {
  for (const b of buffers) if (b !== undefined && b.buffer === array.buffer) return true;
  return false;
}

/** Decode `count` elements starting at byte `start` of `data`, `stride` bytes apart. */
function decodeDense(data: Uint8Array, start: number, stride: number, count: number, layout: ElementLayout): Float32Array {
  const length = count * layout.components;
  if (layout.componentType === 5126 && stride === layout.elementSize && LITTLE_ENDIAN_HOST) {
    const byteStart = data.byteOffset + start;
    if (byteStart % 4 === 0) return new Float32Array(data.buffer, byteStart, length);
    return new Float32Array(data.slice(start, start + length * 4).buffer);
  }
  const out = new Float32Array(length);
  const dv = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const { rows, columns, columnStride, componentSize, componentType, normalized } = layout;
  let o = 0;
  for (let e = 0, base = start; e < count; e++, base += stride) {
    for (let c = 0; c < columns; c++) {
      let p = base + c * columnStride;
      for (let r = 0; r < rows; r++, p += componentSize) {
        let v: number;
        switch (componentType) {
          case 5126:
            v = dv.getFloat32(p, true);
            break;
          case 5120:
            v = dv.getInt8(p);
            if (normalized) v = Math.max(v / 127, -1);
            break;
          case 5121:
            v = dv.getUint8(p);
            if (normalized) v = v / 255;
            break;
          case 5122:
            v = dv.getInt16(p, true);
            if (normalized) v = Math.max(v / 32767, -1);
            break;
          case 5123:
            v = dv.getUint16(p, true);
            if (normalized) v = v / 65535;
            break;
          default:
            v = dv.getUint32(p, true);
        }
        out[o++] = v;
      }
    }
  }
  return out;
}
