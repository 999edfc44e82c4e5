/**
 * The engine-neutral V1 animation inventory: the same-load dependency closure plus raw
 * source-order animation and channel observations. Source indices are the identity; names are
 * optional, non-unique metadata. Its canonical identity covers only these facts, so choosing an
 * engine profile (or a tool version) never changes it.
 */
import { canonicalIdentity, GLTF_ANIMATION_ADDRESSABILITY_V1_SCHEMA_ID, INVENTORY_DOMAIN } from '@animsmith/schemas';
import { OperatorError, type GeneratorRequest, type SourceChannel, type SourceDocument } from '@animsmith/cli/plugin';
import { MAX_ANIMATION_ROWS, MAX_CHANNEL_ROWS, MAX_V1_NAME_BYTES, nameObservation, rowCoverage } from './bounds.js';
import type { AnimationInventory, AnimationRow, ChannelRow, ChannelTargetRow } from './types.js';

export const V1_SCHEMA_ID = GLTF_ANIMATION_ADDRESSABILITY_V1_SCHEMA_ID;
export { INVENTORY_DOMAIN };

/** The contract covers glTF JSON and GLB only; anything else is an operator error. */
export function gltfFormatOf(source: SourceDocument, displayPath: string): 'gltf' | 'glb' {
  if (source.format === 'gltf' || source.format === 'glb') return source.format;
  throw new OperatorError(`${displayPath}: generate addressability reads glTF or GLB, not ${source.format}`);
}

function channelTarget(channel: SourceChannel): ChannelTargetRow {
  const t = channel.target;
  if (t.kind === 'node') return { kind: 'node', node: t.node, path: t.path };
  if (t.kind === 'pointer') return { kind: 'pointer', pointer: t.pointer };
  return { kind: 'unsupported', path: t.path, node: t.node ?? null };
}

function channelRow(channel: SourceChannel): ChannelRow {
  return {
    source_index: channel.index,
    sampler: channel.sampler,
    target: channelTarget(channel),
    interpolation: channel.interpolation ?? null,
    key_count: channel.keyCount,
  };
}

/** The inventory of the request's load (its source, model, display path and dependency closure). */
export function buildAnimationInventory(request: Pick<GeneratorRequest, 'source' | 'document' | 'displayPath' | 'dependencyClosure'>): AnimationInventory {
  const { source, document, displayPath } = request;
  const clipOf = new Map<number, number>();
  document.clips.forEach((clip, i) => {
    if (!clipOf.has(clip.index)) clipOf.set(clip.index, i);
  });
  const coverage = rowCoverage(source.animations.length, MAX_ANIMATION_ROWS);
  const rows: AnimationRow[] = source.animations.slice(0, coverage.retained).map((animation) => {
    const channels = rowCoverage(animation.channels.length, MAX_CHANNEL_ROWS);
    return {
      source_index: animation.index,
      name: nameObservation(animation.name, MAX_V1_NAME_BYTES),
      normalized_clip_index: clipOf.get(animation.index) ?? null,
      channels: { coverage: channels, rows: animation.channels.slice(0, channels.retained).map(channelRow) },
    };
  });
  const body = {
    source_format: gltfFormatOf(source, displayPath),
    primary_input: { sha256: source.input.sha256, bytes: source.input.bytes },
    // Exactly the provenance record: the adapter's evidence must be the same load's closure.
    dependency_closure: request.dependencyClosure(),
    animations: { coverage, rows },
  };
  return { identity: inventoryIdentity(body), ...body };
}

/** The identity the inventory commits to (the strict readers recompute it). */
export function inventoryIdentity(body: Omit<AnimationInventory, 'identity'>): AnimationInventory['identity'] {
  return canonicalIdentity(INVENTORY_DOMAIN, body);
}
