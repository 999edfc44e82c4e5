/**
 * What each animation stack declares: its time range and where it came from, its layers, and
 * which object properties its layers drive (curve channels, key counts). Facts only; the clips
 * are sampled by bake-clips.ts over the same range.
 */
import type { FbxAnimatedProperty, FbxLayerFacts, FbxStackFacts } from '@animsmith/cli/plugin';
import type { FbxAnimStack } from '../animation.js';
import type { FbxDocument } from '../document.js';
import { stackTimeRangeWithSource } from '../evaluate/scene.js';
import { ticksToSeconds } from '../time-mode.js';
import type { FbxNodeTable } from './node-table.js';

export interface StackRange {
  readonly source: FbxStackFacts['rangeSource'];
  readonly start: bigint | null;
  readonly stop: bigint | null;
}

/** The evaluator's range (`stackTimeRange`) with the declaration it came from. */
export function stackRange(document: FbxDocument, stack: FbxAnimStack): StackRange {
  const range = stackTimeRangeWithSource(document, stack);
  return range === null ? { source: 'none', start: null, stop: null } : range;
}

function layerFacts(stack: FbxAnimStack): FbxLayerFacts[] {
  return stack.layers.map((layer) => {
    let curveCount = 0;
    let keyCount = 0;
    for (const node of layer.curveNodes) {
      for (const channel of node.channels) {
        if (channel.curve === null) continue;
        curveCount += 1;
        keyCount += channel.curve.times.length;
      }
    }
    return {
      id: layer.id.toString(),
      name: layer.name,
      weight: layer.weight,
      mute: layer.mute,
      solo: layer.solo,
      blendMode: layer.blendMode,
      curveNodeCount: layer.curveNodes.length,
      curveCount,
      keyCount,
    };
  });
}

/** Every driven (object, property) of the stack's layers, in node, object id, property order. */
export function animatedProperties(stack: FbxAnimStack, table: FbxNodeTable): FbxAnimatedProperty[] {
  const byKey = new Map<string, { objectId: bigint; property: string; channels: string[]; keyCount: number }>();
  for (const layer of stack.layers) {
    for (const curveNode of layer.curveNodes) {
      for (const target of curveNode.targets) {
        const key = `${target.id}\u0000${target.property}`;
        let entry = byKey.get(key);
        if (entry === undefined) byKey.set(key, (entry = { objectId: target.id, property: target.property, channels: [], keyCount: 0 }));
        for (const channel of curveNode.channels) {
          if (channel.curve === null) continue;
          if (!entry.channels.includes(channel.name)) entry.channels.push(channel.name);
          entry.keyCount += channel.curve.times.length;
        }
      }
    }
  }
  const rows = [...byKey.values()].map((e) => ({ ...e, node: table.indexOf.get(e.objectId) }));
  rows.sort((a, b) => {
    const na = a.node ?? Number.MAX_SAFE_INTEGER;
    const nb = b.node ?? Number.MAX_SAFE_INTEGER;
    if (na !== nb) return na - nb;
    if (a.objectId !== b.objectId) return a.objectId < b.objectId ? -1 : 1;
    return a.property < b.property ? -1 : a.property > b.property ? 1 : 0;
  });
  return rows.map((r) => ({
    ...(r.node !== undefined ? { node: r.node } : {}),
    objectId: r.objectId.toString(),
    property: r.property,
    curveChannels: r.channels,
    keyCount: r.keyCount,
  }));
}

export function stackFacts(
  stack: FbxAnimStack,
  index: number,
  table: FbxNodeTable,
  range: StackRange,
  samples: number,
): FbxStackFacts {
  const ticks = (t: bigint | null): string | null => (t === null ? null : t.toString());
  return {
    index,
    id: stack.id.toString(),
    name: stack.name,
    rangeSource: range.source,
    startTicks: ticks(range.start),
    stopTicks: ticks(range.stop),
    startSeconds: range.start === null ? null : ticksToSeconds(range.start),
    stopSeconds: range.stop === null ? null : ticksToSeconds(range.stop),
    localStartTicks: ticks(stack.localStart),
    localStopTicks: ticks(stack.localStop),
    referenceStartTicks: ticks(stack.referenceStart),
    referenceStopTicks: ticks(stack.referenceStop),
    sampleCount: samples,
    layers: layerFacts(stack),
    animatedProperties: animatedProperties(stack, table),
  };
}
