/**
 * Lazy mesh and skin payload access for source facts (`SourceDocument.geometry`).
 *
 * Nothing is decoded when the reader is built: the first call resolves the buffers (adding
 * data-URI buffers the animation data did not need) and each accessor is decoded at most once,
 * by its own `AccessorDecoder` (normalized, sparse and interleaved layouts are handled there).
 *
 * A payload that cannot be read never refuses the load: it is reported as
 * `payload_unavailable` (its buffer has no data in this load) or `accessor_malformed` (wrong
 * accessor type for the role, or a decode error such as an out-of-bounds view).
 */
import type {
  PayloadRead,
  SourceGeometryReader,
  SourceInverseBind,
  SourcePrimitiveGeometry,
} from '../../model/source-document.js';
import { AssetLoadError } from '../../plugin-api/loader.js';
import { AccessorDecoder } from './accessor.js';
import { pointer } from './errors.js';
import type { AccessorType, RawGltf } from './raw-json.js';
import { decodeBufferDataUri, isDataUri } from '../../resources/resource-uri.js';

const JOINTS_SET = /^JOINTS_([1-9][0-9]{0,8})$/;
const WEIGHTS_SET = /^WEIGHTS_([1-9][0-9]{0,8})$/;

/**
 * @param buffers  Buffer data the load resolved (undefined where it did not).
 * @param maxAllocatedBytes  Ceiling for accessors sized by their count alone.
 */
export function createGeometryReader(
  gltf: RawGltf,
  buffers: readonly (Uint8Array | undefined)[],
  maxAllocatedBytes: number,
): SourceGeometryReader {
  let state: { decoder: AccessorDecoder } | undefined;
  const init = (): { decoder: AccessorDecoder } => {
    if (state !== undefined) return state;
    const data = gltf.buffers.map((buffer, i) => {
      const resolved = buffers[i];
      if (resolved !== undefined) return resolved;
      if (buffer.uri === undefined || !isDataUri(buffer.uri)) return undefined;
      try {
        const decoded = decodeBufferDataUri(buffer.uri);
        return decoded.byteLength >= buffer.byteLength ? decoded : undefined;
      } catch {
        return undefined;
      }
    });
    state = { decoder: new AccessorDecoder(gltf, data, maxAllocatedBytes) };
    return state;
  };

  /** Decode accessor `index`, requiring one of `types`. */
  const read = (index: number, types: readonly AccessorType[], role: () => string): PayloadRead<Float32Array> => {
    const accessor = gltf.accessors[index]!;
    if (!types.includes(accessor.type)) return { ok: false, reason: 'accessor_malformed' };
    const { decoder } = init();
    if (!decoder.hasData(index)) return { ok: false, reason: 'payload_unavailable' };
    try {
      return { ok: true, value: decoder.decode(index, role) };
    } catch (error) {
      if (error instanceof AssetLoadError) return { ok: false, reason: 'accessor_malformed' };
      throw error;
    }
  };

  return {
    primitive(mesh: number, p: number): SourcePrimitiveGeometry {
      const attributes = gltf.meshes[mesh]!.primitives[p]!.attributes;
      const at = (): string => pointer('meshes', mesh, 'primitives', p, 'attributes');
      const position = attributes.POSITION;
      const joints0 = attributes.JOINTS_0;
      const weights0 = attributes.WEIGHTS_0;
      const jointSets: number[] = [];
      const weightSets: number[] = [];
      for (const key of Object.keys(attributes)) {
        const j = JOINTS_SET.exec(key);
        if (j !== null) jointSets.push(Number(j[1]));
        const w = WEIGHTS_SET.exec(key);
        if (w !== null) weightSets.push(Number(w[1]));
      }
      jointSets.sort((a, b) => a - b);
      weightSets.sort((a, b) => a - b);
      return {
        positionCount: position !== undefined ? gltf.accessors[position]!.count : 0,
        ...(position !== undefined ? { positions: read(position, ['VEC3'], () => `${at()}/POSITION`) } : {}),
        ...(joints0 !== undefined && weights0 !== undefined
          ? { primaryWeights: read(weights0, ['VEC4'], () => `${at()}/WEIGHTS_0`) }
          : {}),
        jointSets,
        weightSets,
      };
    },

    inverseBind(skin: number): SourceInverseBind {
      const raw = gltf.skins[skin]!;
      const accessorIndex = raw.inverseBindMatrices;
      if (accessorIndex === undefined) return { status: 'absent' };
      const accessor = gltf.accessors[accessorIndex]!;
      const count = accessor.count;
      if (count === 0) return { status: 'empty', accessor: accessorIndex, count };
      if (count !== raw.joints.length) return { status: 'count_mismatch', accessor: accessorIndex, count };
      if (accessor.componentType !== 5126) return { status: 'unreadable', accessor: accessorIndex, count };
      const result = read(accessorIndex, ['MAT4'], () => `inverseBindMatrices of ${pointer('skins', skin)}`);
      if (!result.ok) return { status: 'unreadable', accessor: accessorIndex, count };
      return { status: 'readable', accessor: accessorIndex, count, matrices: result.value };
    },
  };
}
