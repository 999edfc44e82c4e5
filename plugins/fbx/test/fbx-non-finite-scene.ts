/** Builds small FBX scenes in code whose animation curves carry non-finite key values. */
import type { FbxWriteNode } from '../src/binary-writer.js';
import { curve, curveNode, layer, model, node, oo, op, p70, stack, TICKS, vec, type Entry } from '@animsmith/test-utils/fbx';

export type Channel = 'T' | 'R' | 'S';
const PROPERTY: Record<Channel, string> = { T: 'Lcl Translation', R: 'Lcl Rotation', S: 'Lcl Scaling' };
export const TRACK: Record<Channel, 'translation' | 'rotation' | 'scale'> = { T: 'translation', R: 'rotation', S: 'scale' };

/**
 * `root` with a child `tip`, one 24 fps stack over 0…2 s whose X curve of `channel` on `root` has
 * keys `values` at 0, 1 and 2 s.
 */
export function nonFiniteScene(channel: Channel, values: [number, number, number], rootEntries: Entry[] = []): FbxWriteNode[] {
  const rest = channel === 'S' ? 1 : 0;
  return [
    node('GlobalSettings', [], [p70(['UnitScaleFactor', 'double', 1], ['TimeMode', 'enum', 11])]),
    node('Objects', [], [
      model(1n, 'root', rootEntries),
      model(2n, 'tip', [vec('Lcl Translation', 0, 10, 0)]),
      stack(10n, 'walk', 0n, 2n * TICKS),
      layer(11n),
      curveNode(12n, channel, [rest, rest, rest]),
      curve(13n, [0n, TICKS, 2n * TICKS], values),
    ]),
    node('Connections', [], [oo(1n, 0n), oo(2n, 1n), oo(11n, 10n), oo(12n, 11n), op(12n, 1n, PROPERTY[channel]), op(13n, 12n, 'd|X')]),
  ];
}
