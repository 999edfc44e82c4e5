import { expect } from 'chai';
import { createHash } from 'node:crypto';
import { readFileSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createStrictValidator, readSkeletonCompatibility, SKELETON_COMPATIBILITY_SCHEMA_ID, type MatchedRow, type SkeletonCompatibilityDocument } from '@animsmith/schemas';
import { runCli } from '@animsmith/test-utils';
import { BASE_RIG, rigGlb, tempDir, writeTemp, type RigNode } from '../compare/rig-glb.js';

const validate = createStrictValidator().getSchema(SKELETON_COMPATIBILITY_SCHEMA_ID)!;

const TOLERANCES = `[tolerances]
local_translation_m = 0.001
local_rotation_deg = 0.1
local_scale = 0.001
world_translation_m = 0.001
world_rotation_deg = 0.1
world_scale = 0.001
child_length_ratio = 0.001
`;

interface Side {
  readonly file: string;
  readonly roots: readonly string[];
  readonly nodes: readonly string[];
}

/** A correspondence TOML written by hand, pinned to the files' current bytes. */
function mapToml(source: Side, target: Side, mapping?: Readonly<Record<string, string>>): string {
  const side = (name: string, s: Side) => {
    const bytes = readFileSync(s.file);
    return [
      `[${name}]`,
      `sha256 = "${createHash('sha256').update(bytes).digest('hex')}"`,
      `bytes = ${bytes.byteLength}`,
      `roots = ${JSON.stringify(s.roots)}`,
      `nodes = ${JSON.stringify(s.nodes)}`,
    ].join('\n');
  };
  const lines = ['schema = "urn:animsmith:skeleton-correspondence:1"', `mode = "${mapping ? 'explicit_mapping' : 'exact_names'}"`, side('source', source), side('target', target)];
  if (mapping) lines.push('[mapping]', ...Object.entries(mapping).map(([a, b]) => `${JSON.stringify(a)} = ${JSON.stringify(b)}`));
  return `${lines.join('\n')}\n${TOLERANCES}`;
}

async function rig(dir: string, name: string, nodes: readonly RigNode[]): Promise<string> {
  return writeTemp(dir, name, await rigGlb(nodes));
}

/** `skeleton compare` JSON: exit status and the document, validated and read back strictly. */
async function compare(source: string, target: string, map: string): Promise<{ status: number | null; doc: SkeletonCompatibilityDocument; text: string }> {
  const r = await runCli(['skeleton', 'compare', source, target, '--correspondence', map]);
  expect(r.stderr).to.equal('');
  const doc = JSON.parse(r.stdout) as SkeletonCompatibilityDocument;
  expect(validate(doc), JSON.stringify(validate.errors?.slice(0, 3))).to.equal(true);
  expect(readSkeletonCompatibility(r.stdout)).to.deep.equal(doc);
  return { status: r.status, doc, text: r.stdout };
}

const ALL = ['chest', 'foot_l', 'foot_r', 'pelvis', 'spine'];

/** The matched row of source node `name` (the test fails when there is none). */
function matched(doc: SkeletonCompatibilityDocument, name: string): MatchedRow {
  const row = doc.rows.find((r) => r.source === name);
  return row?.kind === 'matched' ? row : expect.fail(`no matched row for ${name}`);
}
const rename = (from: string, to: string) => BASE_RIG.map((n) => (n.name === from ? { ...n, name: to } : n.parent === from ? { ...n, parent: to } : n));

describe('animsmith skeleton compare / correspondence', function () {
  this.timeout(120000);

  it('a skeleton against itself, with the starter correspondence: compatible, exit 0, the TOML recorded byte-exact', async () => {
    const dir = tempDir('animsmith-skeleton-');
    const file = await rig(dir, 'hero.glb', BASE_RIG);
    const map = path.join(dir, 'map.toml');
    const starter = await runCli(['skeleton', 'correspondence', file, file, '-o', map]);
    expect(starter.status, starter.stderr).to.equal(0);
    const text = readFileSync(map, 'utf8');
    expect(text).to.include('mode = "exact_names"');
    const { status, doc } = await compare(file, file, map);
    expect(status).to.equal(0);
    expect(doc.outcome).to.equal('compatible');
    expect(doc.correspondence.input.text).to.equal(text);
    expect(doc.correspondence.pairs).to.deep.equal([]);
    expect(doc.source.selected_nodes).to.deep.equal(ALL);
    expect(doc.source.roots).to.deep.equal(['pelvis']);
    expect(doc.source.selected_skeleton_identity).to.deep.equal(doc.target.selected_skeleton_identity);
    expect(doc.rows.map((r) => [r.kind, r.source, r.status])).to.deep.equal(ALL.map((n) => ['matched', n, 'pass']));
    const chest = matched(doc, 'chest');
    expect(chest.parent).to.deep.equal({ source: 'spine', target: 'spine', corresponds: true });
    expect(chest.child_length_ratio).to.deep.equal({ availability: 'measured', value: 1 });
    expect(chest.world.rotation_deg).to.deep.equal({ availability: 'measured', value: 0 });
  });

  it('a renamed bone: missing_target / missing_source rows under exact names, compatible with an explicit mapping', async () => {
    const dir = tempDir('animsmith-skeleton-');
    const source = await rig(dir, 'a.glb', BASE_RIG);
    const target = await rig(dir, 'b.glb', rename('chest', 'torso'));
    const targetNodes = ['foot_l', 'foot_r', 'pelvis', 'spine', 'torso'];
    const exact = writeTemp(dir, 'exact.toml', mapToml({ file: source, roots: ['pelvis'], nodes: ALL }, { file: target, roots: ['pelvis'], nodes: targetNodes }));
    const r = await compare(source, target, exact);
    expect(r.status).to.equal(1);
    expect(r.doc.outcome).to.equal('incompatible');
    expect(r.doc.rows.map((row) => [row.kind, row.source, row.target, row.status])).to.deep.equal([
      ['matched', 'foot_l', 'foot_l', 'pass'],
      ['matched', 'foot_r', 'foot_r', 'pass'],
      ['matched', 'pelvis', 'pelvis', 'pass'],
      ['matched', 'spine', 'spine', 'pass'],
      ['missing_target', 'chest', null, 'missing_target'],
      ['missing_source', null, 'torso', 'missing_source'],
    ]);
    expect(r.doc.rows[4]).to.deep.include({ owner_surface: 'correspondence', remedy_class: 'revise_correspondence' });
    expect(r.doc.summary).to.deep.include({ rows: 6, pass: 4, missing_source: 1, missing_target: 1 });

    const mapping = { chest: 'torso', foot_l: 'foot_l', foot_r: 'foot_r', pelvis: 'pelvis', spine: 'spine' };
    const explicit = writeTemp(dir, 'explicit.toml', mapToml({ file: source, roots: ['pelvis'], nodes: ALL }, { file: target, roots: ['pelvis'], nodes: targetNodes }, mapping));
    const m = await compare(source, target, explicit);
    expect(m.status).to.equal(0);
    expect(m.doc.outcome).to.equal('compatible');
    expect(m.doc.correspondence.mode).to.equal('explicit_mapping');
    expect(m.doc.correspondence.pairs[0]).to.deep.equal({ source: 'chest', target: 'torso' });
    expect(m.doc.rows.map((row) => [row.source, row.target, row.status])[0]).to.deep.equal(['chest', 'torso', 'pass']);
  });

  it('a reparented bone: parent_mismatch, routed to the selected skeleton', async () => {
    const dir = tempDir('animsmith-skeleton-');
    const source = await rig(dir, 'a.glb', BASE_RIG);
    const target = await rig(dir, 'b.glb', BASE_RIG.map((n) => (n.name === 'foot_r' ? { ...n, parent: 'spine' } : n)));
    const map = writeTemp(dir, 'map.toml', mapToml({ file: source, roots: ['pelvis'], nodes: ALL }, { file: target, roots: ['pelvis'], nodes: ALL }));
    const { status, doc } = await compare(source, target, map);
    expect(status).to.equal(1);
    expect(doc.outcome).to.equal('incompatible');
    const row = matched(doc, 'foot_r');
    expect(row.status).to.equal('parent_mismatch');
    expect(row.parent).to.deep.equal({ source: 'pelvis', target: 'spine', corresponds: false });
    expect(row).to.deep.include({ owner_surface: 'selected_skeleton', remedy_class: 'align_hierarchy' });
    expect(doc.summary.parent_mismatch).to.equal(1);
  });

  it('the nearest selected ancestor walks across unselected nodes', async () => {
    const dir = tempDir('animsmith-skeleton-');
    const file = await rig(dir, 'a.glb', BASE_RIG);
    const nodes = ['chest', 'foot_l', 'foot_r', 'pelvis'];
    const map = writeTemp(dir, 'map.toml', mapToml({ file, roots: ['pelvis'], nodes }, { file, roots: ['pelvis'], nodes }));
    const { status, doc } = await compare(file, file, map);
    expect(status).to.equal(0);
    expect(matched(doc, 'chest').parent).to.deep.equal({ source: 'pelvis', target: 'pelvis', corresponds: true });
  });

  it('a rest pose scaled beyond tolerance: incompatible, with the measured delta', async () => {
    const dir = tempDir('animsmith-skeleton-');
    const source = await rig(dir, 'a.glb', BASE_RIG);
    const target = await rig(dir, 'b.glb', BASE_RIG.map((n) => (n.name === 'pelvis' ? { ...n, scale: [1.1, 1.1, 1.1] as [number, number, number] } : n)));
    const map = writeTemp(dir, 'map.toml', mapToml({ file: source, roots: ['pelvis'], nodes: ALL }, { file: target, roots: ['pelvis'], nodes: ALL }));
    const { status, doc } = await compare(source, target, map);
    expect(status).to.equal(1);
    expect(doc.outcome).to.equal('incompatible');
    const pelvis = matched(doc, 'pelvis');
    expect(pelvis.status).to.equal('out_of_tolerance');
    expect(pelvis.local.scale.value).to.be.closeTo(0.1, 1e-6);
    expect(pelvis.world.scale.value).to.be.closeTo(0.1, 1e-6);
    expect(pelvis.exceeded).to.deep.equal(['local.scale', 'world.scale']);
    expect(pelvis).to.deep.include({ owner_surface: 'selected_skeleton', remedy_class: 'align_rest_pose' });
    const spine = matched(doc, 'spine');
    expect(spine.world.translation_m.value).to.be.closeTo(0.02, 1e-6);
    // A uniformly scaled world is not unit-orthonormal: no world rotation is claimed.
    expect(spine.world.rotation_deg).to.deep.equal({ availability: 'not_applicable', reason: 'rest_world_not_unit_orthonormal' });
    expect(spine.child_length_ratio.value).to.be.closeTo(1.1, 1e-6);
  });

  it('the text view renders identities, rows and routing with names escaped', async () => {
    const dir = tempDir('animsmith-skeleton-');
    const odd = 'hips\u001b[2J';
    const file = await rig(dir, 'a.glb', [{ name: odd, translation: [0, 1, 0] }, { name: 'spine', parent: odd, translation: [0, 0.2, 0] }]);
    const map = writeTemp(dir, 'map.toml', mapToml({ file, roots: [odd], nodes: [odd, 'spine'] }, { file, roots: ['spine'], nodes: ['spine'] }));
    const r = await runCli(['skeleton', 'compare', '--format', 'text', file, file, '--correspondence', map]);
    expect(r.status, r.stderr).to.equal(1);
    expect(r.stdout).to.not.include('\u001b');
    expect(r.stdout).to.include('missing_target: source "hips\\u{1b}[2J" [correspondence/revise_correspondence]');
    expect(r.stdout).to.include('skeleton compatibility: incompatible');
    expect(r.stdout).to.match(/selected skeleton: 2 node\(s\), identity sha256 [0-9a-f]{64}/);
  });

  describe('operator errors: exit 2, one line, no result', () => {
    async function refused(args: readonly string[], pattern: RegExp): Promise<void> {
      const r = await runCli(['skeleton', ...args]);
      expect(r.status, r.stderr).to.equal(2);
      expect(r.stdout).to.equal('');
      expect(r.stderr.trimEnd().split('\n')).to.have.length(1);
      expect(r.stderr).to.match(pattern);
    }

    it('stale pins, invalid keys and values, names the file does not have, unreadable and oversized input', async () => {
      const dir = tempDir('animsmith-skeleton-');
      const a = await rig(dir, 'a.glb', BASE_RIG);
      const b = await rig(dir, 'b.glb', rename('chest', 'torso'));
      const good = mapToml({ file: a, roots: ['pelvis'], nodes: ALL }, { file: a, roots: ['pelvis'], nodes: ALL });
      const map = writeTemp(dir, 'map.toml', good);
      await refused(['compare', a, b, '--correspondence', map], /stale correspondence .*target is pinned to/);
      await refused(['compare', a, a, '--correspondence', writeTemp(dir, 'x.toml', good.replace('mode = "exact_names"', 'mode = "exact_names"\nextra = 1'))], /unknown key "extra"/);
      await refused(['compare', a, a, '--correspondence', writeTemp(dir, 'm.toml', good.replace('exact_names', 'fuzzy'))], /mode must be/);
      await refused(['compare', a, a, '--correspondence', writeTemp(dir, 't.toml', good.replace('child_length_ratio = 0.001\n', ''))], /tolerances\.child_length_ratio/);
      await refused(['compare', a, a, '--correspondence', writeTemp(dir, 'r.toml', good.replaceAll('roots = ["pelvis"]', 'roots = ["spine"]'))], /roots are \["spine"\]/);
      const ghost = mapToml({ file: a, roots: ['pelvis'], nodes: [...ALL, 'tail'] }, { file: a, roots: ['pelvis'], nodes: ALL });
      await refused(['compare', a, a, '--correspondence', writeTemp(dir, 'g.toml', ghost)], /node "tail" is not in/);
      await refused(['compare', a, a, '--correspondence', writeTemp(dir, 'bad.toml', 'mode = ')], /bad correspondence/);
      await refused(['compare', a, a, '--correspondence', path.join(dir, 'absent.toml')], /absent\.toml/);
      await refused(['compare', a, a], /correspondence/);
      await refused(['compare', a, path.join(dir, 'absent.glb'), '--correspondence', map], /absent\.glb/);
      const big = path.join(dir, 'big.glb');
      writeFileSync(big, '');
      truncateSync(big, 64 * 1024 * 1024 + 1);
      await refused(['compare', a, big, '--correspondence', map], /over the 67108864-byte input limit/);
      await refused(['correspondence', a, path.join(dir, 'absent.glb')], /absent\.glb/);
    });
  });

  it('the strict reader rejects hand-edited results', async () => {
    const dir = tempDir('animsmith-skeleton-');
    const a = await rig(dir, 'a.glb', BASE_RIG);
    const b = await rig(dir, 'b.glb', rename('chest', 'torso'));
    const map = writeTemp(dir, 'map.toml', mapToml({ file: a, roots: ['pelvis'], nodes: ALL }, { file: b, roots: ['pelvis'], nodes: ['foot_l', 'foot_r', 'pelvis', 'spine', 'torso'] }));
    const { text } = await compare(a, b, map);
    const edit = (change: (doc: SkeletonCompatibilityDocument) => void) => {
      const doc = JSON.parse(text) as SkeletonCompatibilityDocument;
      change(doc);
      return () => readSkeletonCompatibility(JSON.stringify(doc));
    };
    expect(edit((d) => (d.outcome = 'compatible'))).to.throw(/\/outcome: must be incompatible/);
    const firstMatched = (d: SkeletonCompatibilityDocument): MatchedRow => {
      const row = d.rows[0]!;
      return row.kind === 'matched' ? row : expect.fail(`row 0 is ${row.kind}`);
    };
    expect(edit((d) => (firstMatched(d).local.translation_m.value = 0.5))).to.throw(/\/rows\/0\/exceeded/);
    expect(edit((d) => (d.correspondence.input.text += ' '))).to.throw(/correspondence\/input/);
    expect(edit((d) => d.rows.reverse())).to.throw(/\/rows\/0/);
    expect(edit((d) => (d.summary.pass = 5))).to.throw(/\/summary\/pass/);
    expect(edit((d) => Object.assign(d.rows[0]!, { note: 'x' }))).to.throw(/invalid skeleton compatibility document/);
    expect(edit((d) => delete d.rows[4]!.owner_surface)).to.throw(/invalid skeleton compatibility document/);
    expect(edit((d) => Object.assign(d, { schema: 'urn:animsmith:schema:output:19' }))).to.throw(/unsupported document identity/);
  });
});
