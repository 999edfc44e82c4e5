/**
 * Real profiled documents for the reader tests: the built CLI run in a scratch project inside the
 * repository (so plugins resolve), on corpus files or on an FBX scene built in code.
 */
import { copyFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CORPUS, engineToml, makeScratchDir, runCli as runHostCli } from '@animsmith/test-utils';
import { curve, curveNode, layer, model, oo, op, sceneBytes, stack, TICKS } from '@animsmith/test-utils/fbx';

export { REPO } from '@animsmith/test-utils';
export const FOX = path.join(CORPUS, 'gltf/khronos-fox/Fox.glb');
export const CUBE = path.join(CORPUS, 'gltf/khronos-animated-morph-cube/AnimatedMorphCube.gltf');

export const bevy = (revision: number) => engineToml('bevy', revision);
export const unreal = (revision: number) => engineToml('unreal', revision);
export const UNITY = engineToml(
  'unity-generic',
  2,
  '\n[engine.settings]\nroot_motion_source = "Root"\n\n[rig.roles]\nroot = "Root"\n\n[clips.walk]\nmovement_owner_xz = "gameplay"\n',
);

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
export async function runCli(toml: string, args: readonly string[], input: string | { name: string; bytes: Uint8Array }, ok: readonly number[] = [0, 1]): Promise<string> {
  const dir = makeScratchDir('profiled-');
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
    const r = await runHostCli([...args, arg], { cwd: dir });
    if (r.status === null || !ok.includes(r.status)) throw new Error(`${args.join(' ')} failed (${r.status}): ${r.stderr}`);
    return r.stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `lint --format json` of one input. */
export const lint = async (toml: string, input: string | { name: string; bytes: Uint8Array }): Promise<string> => await runCli(toml, ['lint', '--format', 'json'], input);
