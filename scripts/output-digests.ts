/**
 * Prints one line per (command, profile, input): the exit code and the SHA-256 of stdout, for every
 * JSON document the CLI writes about the committed fixtures and examples. A restructuring that
 * must not change output is proved by running this before and after and comparing the lists
 * (`node --import tsx scripts/output-digests.ts > before.txt`). Runs in-process, from fixed
 * folders under artifacts/digests, so the lists do not depend on where the clone lives.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ENGINES, engineToml, type EngineProfileName } from '@animsmith/test-utils/engine-project';
import { REPO, runCli } from '@animsmith/test-utils';

/** Settings the Unity tuples require, so their runs reach the judgement. */
const SETTINGS: Partial<Record<EngineProfileName, string>> = {
  'unity-generic': '\n[engine.settings]\nbake_axis_conversion = false\nconvert_units = true\nroot_motion_source = "Root"\n',
  'unity-humanoid': '\n[engine.settings]\nbake_axis_conversion = false\nconvert_units = true\n',
};

const REVISIONS: Readonly<Record<EngineProfileName, readonly number[]>> = {
  bevy: [1, 2, 3],
  'unity-generic': [1, 2],
  'unity-humanoid': [1],
  unreal: [1, 2],
  godot: [1],
};

const ASSET = /\.(glb|gltf|fbx|json)$/;

function assets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return assets(full);
      return ASSET.test(entry.name) && statSync(full).isFile() ? [full] : [];
    })
    .sort();
}

function digest(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

async function line(label: string, args: readonly string[], cwd: string): Promise<void> {
  const result = await runCli(args, { cwd });
  const reason = result.status === 2 ? `\t${result.stderr.split('\n')[0]!.slice(0, 120)}` : '';
  process.stdout.write(`${label}\texit=${result.status}\t${digest(result.stdout)}${reason}\n`);
}

const inputs = [...assets(path.join(REPO, 'fixtures')), ...assets(path.join(REPO, 'examples'))].map((file) => path.relative(REPO, file));
const work = path.join(REPO, 'artifacts/digests');
rmSync(work, { recursive: true, force: true });

const plain = path.join(work, 'plain');
mkdirSync(plain, { recursive: true });
writeFileSync(path.join(plain, 'animsmith.toml'), '');
const rel = (cwd: string, file: string) => path.relative(cwd, path.join(REPO, file));

for (const file of inputs) {
  await line(`measure\t-\t${file}`, ['measure', '--format', 'json', rel(plain, file)], plain);
  await line(`lint\t-\t${file}`, ['lint', '--format', 'json', rel(plain, file)], plain);
  await line(`inspect\t-\t${file}`, ['inspect', '--format', 'json', rel(plain, file)], plain);
  // The file against itself, through the starter correspondence the CLI writes for it.
  const correspondence = path.join(plain, 'correspondence.toml');
  rmSync(correspondence, { force: true });
  await runCli(['skeleton', 'correspondence', '-o', correspondence, rel(plain, file), rel(plain, file)], { cwd: plain });
  await line(`skeleton-compare\t-\t${file}`, ['skeleton', 'compare', '--correspondence', correspondence, rel(plain, file), rel(plain, file)], plain);
}
const gltf = inputs.filter((file) => /\.(glb|gltf)$/.test(file));
for (let i = 0; i + 1 < gltf.length; i += 1) {
  await line(`diff\t-\t${gltf[i]} ${gltf[i + 1]}`, ['diff', '--format', 'json', rel(plain, gltf[i]!), rel(plain, gltf[i + 1]!)], plain);
}

for (const [profile, revisions] of Object.entries(REVISIONS) as [EngineProfileName, readonly number[]][]) {
  for (const revision of revisions) {
    const cwd = path.join(work, `${profile}-${revision}`);
    mkdirSync(cwd, { recursive: true });
    writeFileSync(path.join(cwd, 'animsmith.toml'), engineToml(profile, revision, SETTINGS[profile]));
    const tag = `${ENGINES[profile].profile}@${revision}`;
    for (const file of inputs) {
      await line(`lint\t${tag}\t${file}`, ['lint', '--format', 'json', rel(cwd, file)], cwd);
      await line(`import-advice\t${tag}\t${file}`, ['generate', 'import-advice', rel(cwd, file)], cwd);
      if (profile === 'bevy' && /\.(glb|gltf)$/.test(file)) {
        await line(`addressability\t${tag}\t${file}`, ['generate', 'addressability', rel(cwd, file)], cwd);
      }
    }
  }
}
rmSync(work, { recursive: true, force: true });
