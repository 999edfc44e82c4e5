/**
 * The catalog cannot drift: the plugin registers exactly the built-in checks in order (nine
 * mechanical, then seventeen contract checks), each has a source file and a test file, and
 * README.md's catalog table lists the same ids in the same order with each default severity.
 */
import { existsSync, readFileSync } from 'node:fs';
import { expect } from 'chai';
import { PLUGIN_API_VERSION, type CheckModule } from '@animsmith/cli/plugin';
import plugin from '../src/index.js';
import nan from '../src/nan.js';
import timeMonotonic from '../src/time-monotonic.js';
import quatNorm from '../src/quat-norm.js';
import quatFlip from '../src/quat-flip.js';
import durationSanity from '../src/duration-sanity.js';
import clipRange from '../src/clip-range.js';
import scaleKeys from '../src/scale-keys.js';
import nonUniformScale from '../src/non-uniform-scale.js';
import constantNonunitScale from '../src/constant-nonunit-scale.js';
import constantTrack from '../src/constant-track.js';
import requiredBones from '../src/required-bones.js';
import restWorldScale from '../src/rest-world-scale.js';
import missingBones from '../src/missing-bones.js';
import frozenBone from '../src/frozen-bone.js';
import duplicateLoopEndpoint from '../src/duplicate-loop-endpoint.js';
import loopClosure from '../src/loop-closure.js';
import loopSeam from '../src/loop-seam.js';
import loopSeamVel from '../src/loop-seam-vel.js';
import loopSeamRot from '../src/loop-seam-rot.js';
import rootMotionSpeed from '../src/root-motion-speed.js';
import gaitGroup from '../src/gait-group.js';
import syncGroup from '../src/sync-group.js';
import timeComplement from '../src/time-complement.js';
import inPlace from '../src/in-place.js';
import fps from '../src/fps.js';
import bindPose from '../src/bind-pose.js';
import footSlide from '../src/foot-slide.js';

/** Each id with the default export of `src/<id>.ts`, in registration order. */
const SOURCES: ReadonlyArray<readonly [string, CheckModule]> = [
  ['nan', nan],
  ['time-monotonic', timeMonotonic],
  ['quat-norm', quatNorm],
  ['quat-flip', quatFlip],
  ['duration-sanity', durationSanity],
  ['clip-range', clipRange],
  ['scale-keys', scaleKeys],
  ['non-uniform-scale', nonUniformScale],
  ['constant-nonunit-scale', constantNonunitScale],
  ['constant-track', constantTrack],
];
const CONTRACT_SOURCES: ReadonlyArray<readonly [string, CheckModule]> = [
  ['required-bones', requiredBones],
  ['rest-world-scale', restWorldScale],
  ['missing-bones', missingBones],
  ['frozen-bone', frozenBone],
  ['duplicate-loop-endpoint', duplicateLoopEndpoint],
  ['loop-closure', loopClosure],
  ['loop-seam', loopSeam],
  ['loop-seam-vel', loopSeamVel],
  ['loop-seam-rot', loopSeamRot],
  ['root-motion-speed', rootMotionSpeed],
  ['gait-group', gaitGroup],
  ['sync-group', syncGroup],
  ['time-complement', timeComplement],
  ['in-place', inPlace],
  ['fps', fps],
  ['bind-pose', bindPose],
  ['foot-slide', footSlide],
];
const MECHANICAL = SOURCES.map(([id]) => id);
/** Mechanical checks that judge clip facts the loader states, not key data. */
const CLIP_FACT_CHECKS = ['clip-range'];
const CATALOG = [...MECHANICAL, ...CONTRACT_SOURCES.map(([id]) => id)];

const packageRoot = new URL('../', import.meta.url);
const checks = plugin.checks as Readonly<Record<string, CheckModule>>;

/** `[id, default severity cell]` for each row of the README's "## Catalog" table. */
function readmeCatalog(): Array<[string, string]> {
  const readme = readFileSync(new URL('README.md', packageRoot), 'utf8');
  const section = readme.split(/^## /m).find((s) => s.startsWith('Catalog'));
  expect(section, 'README.md has a "## Catalog" section').to.be.a('string');
  return section!
    .split('\n')
    .filter((line) => /^\|\s*`/.test(line))
    .map((line) => {
      const cells = line.split(/(?<!\\)\|/).map((c) => c.trim());
      return [cells[1]!.replace(/`/g, ''), cells[2]!];
    });
}

describe('@animsmith/checks catalog', () => {
  it('registers exactly the built-in checks, in order', () => {
    expect(Object.keys(checks)).to.deep.equal(CATALOG);
  });

  it('is a built-in plugin matching its package', () => {
    const pkg = JSON.parse(readFileSync(new URL('package.json', packageRoot), 'utf8')) as { name: string; version: string };
    expect(plugin.meta).to.deep.equal({ name: pkg.name, version: pkg.version, namespace: '', apiVersion: PLUGIN_API_VERSION });
  });

  for (const [id, source] of [...SOURCES, ...CONTRACT_SOURCES]) {
    const mechanical = MECHANICAL.includes(id);
    describe(id, () => {
      it('is the default export of its own source file', () => {
        expect(existsSync(new URL(`src/${id}.ts`, packageRoot)), `src/${id}.ts`).to.equal(true);
        expect(checks[id]).to.equal(source);
      });

      it('has a test file', () => {
        expect(existsSync(new URL(`test/${id}.test.ts`, packageRoot)), `test/${id}.test.ts`).to.equal(true);
      });

      if (!mechanical) {
        it('is a contract check with an applicability predicate', () => {
          expect(checks[id]!.meta.type).to.equal('contract');
          expect(checks[id]!.applies).to.be.a('function');
        });
        return;
      }

      it('is mechanical: only the unreadable-key-data scope and gap, always applicable, no options', () => {
        const { meta, applies } = checks[id]!;
        expect(meta.type).to.equal('mechanical');
        // A mechanical check judges key data; it can only fail to judge data that could not be read.
        // clip-range judges the clip's key span, which the loader knows even when samples are not.
        const judgesKeyData = !CLIP_FACT_CHECKS.includes(id);
        expect(meta.scopes ?? []).to.deep.equal(judgesKeyData ? ['clip_tracks'] : []);
        expect(meta.gaps ?? []).to.deep.equal(judgesKeyData ? ['track_payload_unavailable'] : []);
        expect(applies).to.equal(undefined);
        expect(meta.schema).to.equal(undefined);
      });
    });
  }

  it('only constant-nonunit-scale is opt-in', () => {
    expect(CATALOG.filter((id) => checks[id]!.meta.optIn === true)).to.deep.equal(['constant-nonunit-scale']);
  });

  it("README.md's catalog table lists the registered ids in order", () => {
    expect(readmeCatalog().map(([id]) => id)).to.deep.equal(Object.keys(checks));
  });

  it("README.md's catalog table states each check's default severity", () => {
    for (const [id, cell] of readmeCatalog()) {
      const { defaultSeverity, optIn } = checks[id]!.meta;
      if (optIn) expect(cell, id).to.match(new RegExp(`^off \\(opt-in\\).*\\b${defaultSeverity}\\b`));
      else expect(cell.split(/\s/)[0], id).to.equal(defaultSeverity);
    }
  });
});
