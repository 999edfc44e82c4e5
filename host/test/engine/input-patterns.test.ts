import { expect } from 'chai';
import { closestName, didYouMean, editDistance } from '../../src/engine/config/suggest.js';
import { globBase, globToRegExp, isGlob } from '../../src/engine/inputs/glob.js';
import { compileIgnores, isIgnored } from '../../src/engine/inputs/ignore-rules.js';

describe('did-you-mean and input patterns', () => {
  it('counts an adjacent swap as one edit and prefers a case-insensitive equal name', () => {
    expect(editDistance('fsp', 'fps')).to.equal(1);
    expect(editDistance('walk', 'wlak')).to.equal(1);
    expect(editDistance('kitten', 'sitting')).to.equal(3);
    expect(closestName('Walk', ['walk_fwd', 'walk'])).to.equal('walk');
    expect(closestName('quat-nrom', ['quat-flip', 'quat-norm'])).to.equal('quat-norm');
    expect(closestName('a', ['run', 'idle'])).to.equal(undefined);
    expect(didYouMean('hipz', ['hips', 'head'])).to.equal(" (did you mean 'hips'?)");
    expect(didYouMean('zzz', ['hips'])).to.equal('');
  });

  it('matches globs on /-separated paths', () => {
    const m = (pattern: string, file: string) => globToRegExp(pattern).test(file);
    expect(m('*.glb', 'a.glb')).to.equal(true);
    expect(m('*.glb', 'x/a.glb')).to.equal(false);
    expect(m('**/*.glb', 'a.glb')).to.equal(true);
    expect(m('**/*.glb', 'x/y/a.glb')).to.equal(true);
    expect(m('x/**', 'x/y/a.glb')).to.equal(true);
    expect(m('{a,b}.glb', 'b.glb')).to.equal(true);
    expect(m('[!a]?.glb', 'bc.glb')).to.equal(true);
    expect(m('[!a]?.glb', 'ac.glb')).to.equal(false);
    expect(m('a.glb', 'aXglb')).to.equal(false);
    expect(isGlob('a/*.glb')).to.equal(true);
    expect(isGlob('a/b.glb')).to.equal(false);
    expect(isGlob('missing\u001b[2J.glb')).to.equal(false);
    expect(isGlob('take[12].glb')).to.equal(true);
    expect(globBase('assets/clips/**/*.glb')).to.equal('assets/clips');
    expect(globBase('*.glb')).to.equal('');
  });

  it('applies ignore patterns like .gitignore: any depth, folders, anchors, negation', () => {
    const rules = compileIgnores('/p', ['# comment', '', 'drafts/', '/top.glb', 'old', '*.tmp.glb', '!keep.tmp.glb']);
    const ignored = (rel: string) => isIgnored(rules, `/p/${rel}`);
    expect(ignored('drafts/a.glb')).to.equal(true);
    expect(ignored('x/drafts/a.glb')).to.equal(true);
    expect(ignored('top.glb')).to.equal(true);
    expect(ignored('x/top.glb')).to.equal(false);
    expect(ignored('x/old/a.glb')).to.equal(true);
    expect(ignored('x/a.tmp.glb')).to.equal(true);
    expect(ignored('x/keep.tmp.glb')).to.equal(false);
    expect(ignored('x/a.glb')).to.equal(false);
    expect(isIgnored(rules, '/elsewhere/drafts/a.glb')).to.equal(false);
  });
});
