import { expect } from 'chai';
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { createStrictValidator, readGltfAddressabilityV2, readGltfAnimationAddressabilityV1 } from '@animsmith/schemas';
import { CORPUS, engineToml, scratchProject } from '@animsmith/test-utils';
import { writeGltf } from './addressability-fixtures.js';

const ajv = createStrictValidator();
const validateV1 = ajv.getSchema('urn:animsmith:schema:gltf-animation-addressability:1')!;
const validateV2 = ajv.getSchema('urn:animsmith:schema:gltf-addressability:2')!;
const CORPUS_FILES = [
  'gltf/khronos-fox/Fox.glb',
  'gltf/khronos-animated-morph-cube/AnimatedMorphCube.gltf',
  'gltf/magnum-animation/animation-splines-bounded.gltf',
  'gltf/magnum-animation/animation-trs-step.gltf',
  'gltf/assimp-quad-skin/quad_skin.glb',
  'gltf/animsmith-clip/clip.glb',
].map((f) => path.join(CORPUS, f));
const FOX = CORPUS_FILES[0]!;

const bevy = (revision: number) => engineToml('bevy', revision);

function expectValid(validate: typeof validateV1, doc: unknown): void {
  expect(validate(doc), JSON.stringify(validate.errors?.slice(0, 3))).to.equal(true);
}

describe('generate addressability (CLI)', () => {
  const project = scratchProject('addressability-');
  const run = (args: string[], toml?: string) => project.run(args, toml);

  describe('V1 without a profile', () => {
    for (const file of CORPUS_FILES) {
      it(`${path.basename(file)}: schema-valid, reads back, bevy null, deterministic, exit 0`, async () => {
        const r = await run(['generate', 'addressability', file]);
        expect(r.status, r.stderr).to.equal(0);
        const doc = JSON.parse(r.stdout);
        expectValid(validateV1, doc);
        expect(readGltfAnimationAddressabilityV1(r.stdout)).to.deep.equal(doc);
        expect(doc.bevy).to.equal(null);
        expect((await run(['generate', 'addressability', file])).stdout).to.equal(r.stdout);
      });
    }

    it('Fox.glb: raw source-order animations and channels, names as metadata, indices as identity', async () => {
      const doc = JSON.parse((await run(['generate', 'addressability', FOX])).stdout);
      const rows = doc.inventory.animations.rows;
      expect(rows.map((a: { source_index: number; name: { value: string } }) => [a.source_index, a.name.value])).to.deep.equal([
        [0, 'Survey'],
        [1, 'Walk'],
        [2, 'Run'],
      ]);
      expect(rows[0].channels.rows).to.have.length(21);
      expect(rows[0].channels.rows[19].target).to.deep.equal({ kind: 'node', node: 4, path: 'translation' });
      expect(doc.inventory.dependency_closure.coverage).to.equal('complete');
    });

    it('the inventory identity does not change with a profile (it excludes the adapter)', async () => {
      const plain = JSON.parse((await run(['generate', 'addressability', FOX])).stdout);
      const profiled = JSON.parse((await run(['generate', 'addressability', FOX], bevy(1))).stdout);
      expect(profiled.bevy).to.not.equal(null);
      expect(profiled.inventory).to.deep.equal(plain.inventory);
    });

    it('writes -o atomically and refuses to overwrite the input', async () => {
      const out = path.join(project.dir, 'fox.json');
      const r = await run(['generate', 'addressability', FOX, '-o', out]);
      expect(r.status, r.stderr).to.equal(0);
      expect(r.stdout).to.equal('');
      readGltfAnimationAddressabilityV1(readFileSync(out));
      const input = writeGltf(project.dir, 'self.gltf', { nodes: [{ name: 'a' }], scenes: [{ nodes: [0] }], animations: [{ targets: [0] }] });
      const clash = await run(['generate', 'addressability', input, '-o', input]);
      expect(clash.status).to.equal(2);
      expect(clash.stderr).to.match(/^animsmith: refusing to write .* it is the input file/);
    });

    it('operator errors exit 2 with one line and write nothing', async () => {
      const out = path.join(project.dir, 'never.json');
      const lone = writeGltf(project.dir, 'lone.gltf', { nodes: [{ name: 'a' }], scenes: [{ nodes: [0] }], animations: [{ name: '\ud800', targets: [0] }] });
      for (const args of [
        ['generate', 'addressability', lone, '-o', out],
        ['generate', 'addressability', path.join(project.dir, 'missing.glb'), '-o', out],
        ['generate', 'addressability', FOX, '--format', 'yaml', '-o', out],
        ['generate', 'addressability', FOX, '--pointer-width', '16', '-o', out],
      ]) {
        const r = await run(args);
        expect(r.status, args.join(' ')).to.equal(2);
        expect(r.stderr.trim().split('\n'), r.stderr).to.have.length(1);
        expect(r.stderr).to.match(/^animsmith: /);
        expect(existsSync(out)).to.equal(false);
      }
    });
  });

  describe('text and markdown views', () => {
    const hostile = 'Walk\u001b[31m|*x*_`<b>\u202e\nnext';
    it('escape every file-derived string and state nothing the JSON does not', async () => {
      const file = writeGltf(project.dir, 'hostile.gltf', { nodes: [{ name: hostile }], scenes: [{ nodes: [0] }], animations: [{ name: hostile, targets: [0] }] });
      const text = await run(['generate', 'addressability', file, '--format', 'text']);
      expect(text.status, text.stderr).to.equal(0);
      // eslint-disable-next-line no-control-regex
      expect(text.stdout).to.not.match(/[\u001b\u202e]/);
      expect(text.stdout).to.include('Walk\\u{1b}[31m|*x*_`<b>\\u{202e}\\u{a}next');
      const md = await run(['generate', 'addressability', file, '--format', 'markdown']);
      expect(md.status, md.stderr).to.equal(0);
      // eslint-disable-next-line no-control-regex
      expect(md.stdout).to.not.match(/[\u001b\u202e]/);
      expect(md.stdout).to.include('Walk\\\\u{1b}\\[31m\\|\\*x\\*\\_\\`\\<b\\>\\\\u{202e}\\\\u{a}next');
      for (const view of [text.stdout, md.stdout]) expect(view).to.not.match(/\b(ready|ok|pass|fail|safe)\b/i);
    });

    it('Markdown opens with one # title like lint and escapes vocabulary as it escapes names', async () => {
      const md = (await run(['generate', 'addressability', FOX, '--format', 'markdown'], bevy(1))).stdout;
      expect(md.split('\n')[0]).to.equal('# glTF animation addressability (V1)');
      expect(md.match(/^# /gm)).to.have.length(1);
      expect(md).to.include('| animation\\_asset\\_label | Animation0 | available |');
      expect(md).to.not.match(/[a-z]_[a-z]/);
    });
  });

  describe('Bevy revision 1 (V1 adapter)', () => {
    it('Fox.glb: same-load provenance and the engine-addressability evaluation with Animation{i}, exit 0', async () => {
      const r = await run(['generate', 'addressability', FOX], bevy(1));
      expect(r.status, r.stderr).to.equal(0);
      const doc = readGltfAnimationAddressabilityV1(r.stdout);
      expectValid(validateV1, doc);
      const facets = (doc.bevy!.check.prediction as { facets: { scope: { subject: string }; state: string }[] }).facets;
      expect(facets.map((f) => [f.scope.subject, f.state])).to.deep.equal([
        ['Animation0', 'available'],
        ['Animation1', 'available'],
        ['Animation2', 'available'],
      ]);
      expect((doc.bevy!.prediction_provenance as { dependency_closure: unknown }).dependency_closure).to.deep.equal(doc.inventory.dependency_closure);
      // The embedded check is the one lint reports for the same file.
      const lint = JSON.parse((await run(['lint', '--format', 'json', FOX])).stdout);
      const linted = lint.files[0].checks.find((c: { check_id: string }) => c.check_id === 'engine-addressability');
      expect(doc.bevy!.check).to.deep.equal(linted);
    });

    it('an unreadable external dependency: the document is written, the unavailable facet exits 1', async () => {
      const file = writeGltf(project.dir, 'gap.gltf', { nodes: [{ name: 'a' }], scenes: [{ nodes: [0] }], animations: [{ targets: [0] }], missingBuffer: 'absent.bin' });
      const r = await run(['generate', 'addressability', file], bevy(1));
      expect(r.status, r.stderr).to.equal(1);
      const doc = readGltfAnimationAddressabilityV1(r.stdout);
      expect(doc.inventory.dependency_closure.coverage).to.equal('partial');
      const facets = (doc.bevy!.check.prediction as { facets: { state: string }[] }).facets;
      expect(facets.map((f) => f.state)).to.deep.equal(['required_prediction_unavailable']);
    });

    it('Bevy revision 2: V1 with a null adapter and a one-line note, never exit 2', async () => {
      const r = await run(['generate', 'addressability', FOX], bevy(2));
      expect(r.status, r.stderr).to.equal(0);
      const doc = readGltfAnimationAddressabilityV1(r.stdout);
      expect(doc.bevy).to.equal(null);
      expect(doc.inventory).to.deep.equal(JSON.parse((await run(['generate', 'addressability', FOX])).stdout).inventory);
      expect(r.stderr).to.equal('animsmith: bevy rev 2: the V1 Bevy adapter is pinned to revision 1, so "bevy" is null; engine-addressability: 3 available, 0 required-unavailable facet(s) (see animsmith lint)\n');
    });

    it('Bevy revision 2 with an unreadable dependency: the document is written and exits 1, as lint does', async () => {
      const file = writeGltf(project.dir, 'gap2.gltf', { nodes: [{ name: 'a' }], scenes: [{ nodes: [0] }], animations: [{ targets: [0] }], missingBuffer: 'absent.bin' });
      const r = await run(['generate', 'addressability', file], bevy(2));
      expect(r.status, r.stderr).to.equal(1);
      expect(readGltfAnimationAddressabilityV1(r.stdout).bevy).to.equal(null);
      expect(r.stderr).to.match(/0 available, 1 required-unavailable facet\(s\)/);
    });

    it('--pointer-width is refused wherever the contract is V1 (no profile, revisions 1 and 2): exit 2, one line, nothing written', async () => {
      const out = path.join(project.dir, 'never-width.json');
      for (const [toml, pattern] of [
        [undefined, /^animsmith: --pointer-width does not apply to the engine-neutral gltf-animation-addressability V1 document/],
        [bevy(1), /^animsmith: --pointer-width applies only to Bevy profile revision 3 .*revision 1 emits V1/],
        [bevy(2), /^animsmith: --pointer-width applies only to Bevy profile revision 3 .*revision 2 emits V1/],
      ] as const) {
        const r = await run(['generate', 'addressability', FOX, '--pointer-width', '64', '-o', out], toml);
        expect(r.status, r.stderr).to.equal(2);
        expect(r.stderr.trim().split('\n')).to.have.length(1);
        expect(r.stderr).to.match(pattern);
        expect(existsSync(out)).to.equal(false);
      }
    });
  });

  describe('Bevy revision 3 (rich V2)', () => {
    it('Fox.glb with --pointer-width 64: targets, paths and ids, complete coverage, exit 0, reads back', async () => {
      const r = await run(['generate', 'addressability', FOX, '--pointer-width', '64'], bevy(3));
      expect(r.status, r.stderr).to.equal(0);
      const doc = readGltfAddressabilityV2(r.stdout);
      expectValid(validateV2, doc);
      const p = doc.bevy.projection;
      expect(p.target_coverage).to.deep.equal({ state: 'complete', targets: 20 });
      expect(p.default_scene).to.deep.equal({ state: 'route', scene: 0, label: 'Scene0' });
      expect(p.named_maps.animations).to.deep.equal({
        state: 'available',
        entries: [
          { name: 'Run', winner: 2, shadowed: [] },
          { name: 'Survey', winner: 0, shadowed: [] },
          { name: 'Walk', winner: 1, shadowed: [] },
        ],
      });
      const hip = p.targets.find((t) => t.node === 4)!;
      expect(hip.path).to.deep.equal({ state: 'available', scene: 0, root: 0, segments: ['root', '_rootJoint', 'b_Root_00', 'b_Hip_01'] });
      expect(hip.target_id).to.deep.equal({ state: 'available', pointer_width: 64, id: '02bae03d-825e-56c2-93dc-0c7bf50e611a' });
    });

    it('without --pointer-width no id is published and the command exits 1', async () => {
      const r = await run(['generate', 'addressability', FOX], bevy(3));
      expect(r.status, r.stderr).to.equal(1);
      const doc = readGltfAddressabilityV2(r.stdout);
      for (const t of doc.bevy.projection.targets) expect(t.target_id).to.deep.equal({ state: 'required_unavailable', reasons: ['pointer_width_unspecified'] });
    });

    it('V1 and V2 roots reject one another', async () => {
      const v2 = (await run(['generate', 'addressability', FOX, '--pointer-width', '32'], bevy(3))).stdout;
      expect(() => readGltfAnimationAddressabilityV1(v2)).to.throw(/unsupported document identity "urn:animsmith:schema:gltf-addressability:2"/);
      const v1 = (await run(['generate', 'addressability', FOX], '')).stdout;
      expect(() => readGltfAddressabilityV2(v1)).to.throw(/unsupported document identity "urn:animsmith:schema:gltf-animation-addressability:1"/);
      expect(validateV2(JSON.parse(v1))).to.equal(false);
    });

    it('text and markdown views of V2 render', async () => {
      for (const format of ['text', 'markdown']) {
        const r = await run(['generate', 'addressability', FOX, '--pointer-width', '64', '--format', format], bevy(3));
        expect(r.status, r.stderr).to.equal(0);
        expect(r.stdout).to.include('02bae03d-825e-56c2-93dc-0c7bf50e611a');
      }
    });
  });

  describe('generate import-advice dispatch', () => {
    it('no profile selected: exit 2 with a clear line', async () => {
      const r = await run(['generate', 'import-advice', FOX]);
      expect(r.status).to.equal(2);
      expect(r.stderr).to.equal('animsmith: generate import-advice: the project selects no engine profile; set [engine] in animsmith.toml\n');
    });

    it('a profile whose plugin registers no import-advice generator: exit 2 naming the plugin', async () => {
      const r = await run(['generate', 'import-advice', FOX], bevy(1));
      expect(r.status).to.equal(2);
      expect(r.stderr).to.match(/^animsmith: generate import-advice: profile bevy rev 1 .* has no import-advice generator \(@animsmith\/plugin-bevy registers none\)\n$/);
    });
  });

  it('the output-v19 validator does not accept an addressability document', async () => {
    const doc = JSON.parse((await run(['generate', 'addressability', FOX])).stdout);
    expect(createStrictValidator().getSchema('urn:animsmith:schema:output:19')!(doc)).to.equal(false);
  });
});
