import { expect } from 'chai';
import { classifyRestWorldLinear } from '../../src/measure/rest-world-linear.js';
import { mat4FromTRS } from '../../src/model/math.js';
import { expectClose, quatX, quatY } from '../support/anim-builder.js';
import type { Quat, Vec3 } from '../../src/model/anim-document.js';

function trs(rotation: Quat, scale: Vec3): number[] {
  const m = new Array<number>(16).fill(0);
  mat4FromTRS(m, [5, 6, 7], rotation, scale);
  return m;
}

/** Column-major 4x4 from three columns. */
function columns(x: number[], y: number[], z: number[]): number[] {
  return [...x, 0, ...y, 0, ...z, 0, 0, 0, 0, 1];
}

describe('measure: rest_world_linear', () => {
  it('unit_orthonormal carries its canonical rotation and unit scale', () => {
    const r = classifyRestWorldLinear(trs(quatY(90), [1, 1, 1]));
    expect(r.classification).to.equal('unit_orthonormal');
    expectClose(r.axis_lengths!, [1, 1, 1], 1e-12);
    expect(r.determinant).to.be.closeTo(1, 1e-12);
    expect(r.orientation_sign).to.equal(1);
    expectClose(r.rotation_xyzw!, quatY(90), 1e-12);
    expect(r.uniform_scale).to.be.closeTo(1, 1e-12);
  });

  it('signs the rotation so its largest component is non-negative', () => {
    const r = classifyRestWorldLinear(trs(quatY(200), [1, 1, 1]));
    // 200° about Y is (0, sin 100°, 0, cos 100°): y dominates, so w stays negative.
    expect(r.rotation_xyzw![1]).to.be.greaterThan(0);
    expect(r.rotation_xyzw![3]).to.be.lessThan(0);
    expectClose(r.rotation_xyzw!, quatY(200), 1e-12);
    const small = classifyRestWorldLinear(trs(quatY(-20), [1, 1, 1]));
    expect(small.rotation_xyzw![3]).to.be.greaterThan(0);
  });

  it('keeps the dominant axis positive on either side of a half turn', () => {
    // w ≥ 0 would flip the axis between these two neighbours of a half turn about X.
    for (const w of [1e-7, -1e-7]) {
      const r = classifyRestWorldLinear(trs([1, 0, 0, w], [1, 1, 1]));
      expect(r.rotation_xyzw![0], String(w)).to.be.closeTo(1, 1e-9);
      expect(r.rotation_xyzw![3], String(w)).to.be.closeTo(w, 1e-9);
    }
  });

  it('tolerates 1.0, 1.0, 1.000012 as unit, under any axis permutation', () => {
    for (const s of [[1, 1, 1.000012], [1.000012, 1, 1], [1, 1.000012, 1]] as Vec3[]) {
      expect(classifyRestWorldLinear(trs(quatX(30), s)).classification).to.equal('unit_orthonormal');
    }
  });

  it('uniform 2x is uniform_scaled without a rotation', () => {
    const r = classifyRestWorldLinear(trs(quatX(30), [2, 2, 2]));
    expect(r.classification).to.equal('uniform_scaled');
    expect(r.uniform_scale).to.be.closeTo(2, 1e-12);
    expect(r.determinant).to.be.closeTo(8, 1e-12);
    expect(r).to.not.have.property('rotation_xyzw');
  });

  it('classifies non-uniform, sheared, reflected, singular', () => {
    const nonUniform = classifyRestWorldLinear(trs(quatY(10), [1, 2, 1]));
    expect(nonUniform.classification).to.equal('non_uniform');
    expect(nonUniform).to.not.have.property('uniform_scale');
    expectClose(nonUniform.axis_lengths!, [1, 2, 1], 1e-12);

    const sheared = classifyRestWorldLinear(columns([1, 0, 0], [0.1, 1, 0], [0, 0, 1]));
    expect(sheared.classification).to.equal('sheared');

    // reflection wins over shear and scale shape
    const reflected = classifyRestWorldLinear(columns([-2, 0, 0], [0.1, 1, 0], [0, 0, 1]));
    expect(reflected.classification).to.equal('reflected');
    expect(reflected.orientation_sign).to.equal(-1);
    expect(reflected.determinant).to.be.closeTo(-2, 1e-12);

    const singular = classifyRestWorldLinear(trs(quatY(10), [1, 0, 1]));
    expect(singular.classification).to.equal('singular');
    const nearly = classifyRestWorldLinear(columns([1, 0, 0], [0, 1, 0], [1, 0, 1e-7]));
    expect(nearly.classification).to.equal('singular');
    // singularity takes precedence over reflection; the sign is kept as evidence
    const flat = classifyRestWorldLinear(columns([1, 0, 0], [0, 1, 0], [1, 0, -1e-7]));
    expect(flat.classification).to.equal('singular');
    expect(flat.orientation_sign).to.equal(-1);
  });

  it('the singular tolerance is scale-relative', () => {
    // tiny but well-conditioned: not singular
    const tiny = classifyRestWorldLinear(trs(quatY(0), [1e-4, 1e-4, 1e-4]));
    expect(tiny.classification).to.equal('uniform_scaled');
    expect(tiny.determinant).to.be.closeTo(1e-12, 1e-20);
  });

  it('non_finite carries no numbers', () => {
    const m = trs(quatY(0), [1, 1, 1]);
    m[5] = NaN;
    expect(classifyRestWorldLinear(m)).to.deep.equal({ classification: 'non_finite' });
  });
});
