/**
 * Real profiled documents for the reader tests: the built CLI run in a scratch project inside the
 * repository (so plugins resolve), on corpus files or on an FBX scene built in code.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { curve, curveNode, layer, model, oo, op, sceneBytes, stack, TICKS } from '../../../host/test/loaders/fbx-loader-scene.js';

export const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const CORPUS = path.resolve(REPO, '../shared/corpus/gltf');
export const FOX = path.join(CORPUS, 'khronos-fox/Fox.glb');
export const CUBE = path.join(CORPUS, 'khronos-animated-morph-cube/AnimatedMorphCube.gltf');

export const bevy = (revision: number) =>
  `[plugins]\nbevy = "@animsmith/plugin-bevy"\n\n[engine]\nprofile = "bevy"\nprofile_revision = ${revision}\nengine_version = "0.19.0"\nimporter = "gltf-asset-loader"\n`;
export const unreal = (revision: number) =>
  `[plugins]\nunreal = "@animsmith/plugin-unreal"\n\n[engine]\nprofile = "unreal"\nprofile_revision = ${revision}\nengine_version = "5.8"\nimporter = "fbx-importer"\n`;
export const UNITY =
  '[plugins]\nunity = "@animsmith/plugin-unity"\n\n[engine]\nprofile = "unity-generic"\nprofile_revision = 2\nengine_version = "6000.3"\nimporter = "fbx-model-importer"\n\n' +
  '[engine.settings]\nroot_motion_source = "Root"\n\n[rig.roles]\nroot = "Root"\n\n[clips.walk]\nmovement_owner_xz = "gameplay"\n';

/** Root moving 1 m along X over "walk" and a second stack "idle" (both on the frame lattice). */
export function walkScene(): { name: string; bytes: Uint8Array } {
  const bytes = sceneBytes({
    globals: [['UnitScaleFactor', 'double', 1], ['TimeMode', 'enum', 11]],
    objects: [
      model(1n, 'Root'),
      stack(10n, 'walk', 0n, TICKS),
      stack(11n, 'idle', 0n, TICKS / 2n),
      layer(20n),
      layer(21n),
      curveNode(30n, 'T', [0, 0, 0]),
      curve(31n, [0n, TICKS], [0, 100]),
    ],
    connections: [oo(1n, 0n), oo(20n, 10n), oo(21n, 11n), oo(30n, 20n), op(30n, 1n, 'Lcl Translation'), op(31n, 30n, 'd|X')],
  });
  return { name: 'walk.fbx', bytes };
}

/**
 * Runs `animsmith <args…> <input>` with `toml` as the project config and returns stdout; `ok`
 * lists the exit codes that still produce a document.
 */
export function runCli(toml: string, args: readonly string[], input: string | { name: string; bytes: Uint8Array }, ok: readonly number[] = [0, 1]): string {
  const root = path.join(REPO, 'artifacts/tmp');
  mkdirSync(root, { recursive: true });
  const dir = mkdtempSync(path.join(root, 'profiled-'));
  try {
    writeFileSync(path.join(dir, 'animsmith.toml'), toml);
    let arg: string;
    if (typeof input === 'string') {
      arg = path.basename(input);
      copyFileSync(input, path.join(dir, arg));
    } else {
      arg = input.name;
      writeFileSync(path.join(dir, arg), input.bytes);
    }
    const r = spawnSync(process.execPath, [path.join(REPO, 'host/bin/run.js'), ...args, arg], { cwd: dir, encoding: 'utf8' });
    if (r.status === null || !ok.includes(r.status)) throw new Error(`${args.join(' ')} failed (${r.status}): ${r.stderr}`);
    return r.stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `lint --format json` of one input. */
export const lint = (toml: string, input: string | { name: string; bytes: Uint8Array }): string => runCli(toml, ['lint', '--format', 'json'], input);
