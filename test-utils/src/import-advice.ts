/**
 * Test support for import advice (host and engine-plugin tests): FBX scenes built in code, and a
 * generator request over one load whose provenance is built exactly as the engine core builds it.
 */
import type { ProjectConfig } from '../../host/src/engine/config/project-config.js';
import { createClipExpectationResolver, type ClipEntry } from '../../host/src/engine/config/clip-expectations.js';
import { buildProvenance, dependencyClosureRecord } from '../../host/src/engine/prediction/provenance.js';
import { buildRunServices, measureOptionsFrom } from '../../host/src/engine/run-services.js';
import { toolIdentity } from '../../host/src/output/tool.js';
import { resolveSettings } from '../../host/src/engine/prediction/settings.js';
import type { GeneratorRequest } from '../../host/src/plugin-api/generator.js';
import type { LoadedAsset } from '../../host/src/plugin-api/loader.js';
import { withNormalizedClipNames } from '../../host/src/model/clip-names.js';
import type { EngineProfileDefinition } from '../../host/src/plugin-api/prediction.js';
import checksPlugin from '@animsmith/checks';
import { curve, curveNode, layer, loadScene, model, oo, op, sceneBytes, stack, TICKS, vec } from './fbx-scene.js';

/**
 * One root bone with a child and one stack per name, each 1 s at 24 fps moving the root along X.
 * A stack named '' has no source name (the loader falls back to `take<i>`).
 */
export function stacksScene(names: readonly string[]): Uint8Array {
  const objects = [model(1n, 'Root'), model(2n, 'Hips', [vec('Lcl Translation', 0, 100, 0)])];
  const connections = [oo(1n, 0n), oo(2n, 1n)];
  names.forEach((name, i) => {
    const base = 100n + BigInt(i) * 10n;
    objects.push(stack(base, name, 0n, TICKS), layer(base + 1n), curveNode(base + 2n, 'T', [0, 0, 0]), curve(base + 3n, [0n, TICKS], [0, 150 * (i + 1)]));
    connections.push(oo(base + 1n, base), oo(base + 2n, base + 1n), op(base + 2n, 1n, 'Lcl Translation'), op(base + 3n, base + 2n, 'd|X'));
  });
  return sceneBytes({ globals: [['UnitScaleFactor', 'double', 1], ['TimeMode', 'enum', 11]], objects, connections });
}

export function loadFbxScene(bytes: Uint8Array): Promise<LoadedAsset> {
  return loadScene(bytes);
}

/** The built-in catalog, for the measurement thresholds its options set. */
const BUILTIN_CHECKS = Object.entries(checksPlugin.checks ?? {}).map(([id, module]) => ({ id, module }));

/**
 * A request for one load under `profile` and `config`, with the engine core's own provenance: the
 * document normalized as `analyzeFile` hands it to generators (clips named alike are `walk`, `walk#1`).
 */
export function adviceRequest(asset: LoadedAsset, profile: EngineProfileDefinition, config: ProjectConfig = {}): GeneratorRequest {
  const { source } = asset;
  const document = withNormalizedClipNames(asset.document);
  return {
    displayPath: 'scene.fbx',
    source,
    document,
    profile: { profile: profile.profile, profile_revision: profile.profile_revision, engine_version: profile.engine_version, importer: profile.importer },
    config,
    tool: toolIdentity(),
    options: {},
    dependencyClosure: () => dependencyClosureRecord(source),
    clipEvidence: () =>
      buildRunServices(document, source, {
        rig: config.rig,
        clips: config.clips,
        measure: measureOptionsFrom(BUILTIN_CHECKS, (id) => config.checks?.[id] as Readonly<Record<string, unknown>> | undefined),
      }),
    prediction: async () => {
      const settings = resolveSettings(profile, config, document.clips, 'animsmith.toml');
      const intent = {
        runtimeNodeSelectors: config.runtime_nodes?.selectors ?? [],
        clipNames: document.clips.map((c) => c.name),
        clipExpectations: createClipExpectationResolver((config.clips ?? {}) as Readonly<Record<string, ClipEntry>>, document.clips),
      };
      return { provenance: buildProvenance(profile, source, settings, intent), checks: [] };
    },
  };
}
