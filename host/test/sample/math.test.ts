import { expect } from 'chai';
import {
  mat3PolarRotation,
  mat4Determinant3x3,
  mat4FromTRS,
  mat4Multiply,
  quatAngle,
  quatCanonicalize,
  quatConjugateMultiply,
  quatFromMat3,
  quatNormalize,
  quatRotateVec3,
  quatSlerp,
  quatToRotationVector,
  RAD_TO_DEG,
} from '../../src/model/math.js';
import { expectClose, quatX, quatY, quatZ } from '../support/anim-builder.js';

describe('model math', () => {
  it('rotates vectors by quaternions (right-handed)', () => {
    const out = [0, 0, 0];
    quatRotateVec3(out, quatZ(90), [1, 0, 0]);
    expectClose(out, [0, 1, 0], 1e-12);
    quatRotateVec3(out, quatY(90), [0, 0, 1]);
    expectClose(out, [1, 0, 0], 1e-12);
  });

  it('composes T·R·S matrices that agree with quaternion rotation', () => {
    const m = new Float64Array(16);
    mat4FromTRS(m, [1, 2, 3], quatX(90), [2, 2, 2]);
    // column Y = R·(2·ŷ) = 2·ẑ
    expectClose([m[4]!, m[5]!, m[6]!], [0, 0, 2], 1e-12);
    expectClose([m[12]!, m[13]!, m[14]!, m[15]!], [1, 2, 3, 1], 0);
    expect(mat4Determinant3x3(m)).to.be.closeTo(8, 1e-12);
    const twice = new Float64Array(16);
    mat4Multiply(twice, m, m);
    // (T R S)² translation = T + R·S·T
    expectClose([twice[12]!, twice[13]!, twice[14]!], [1 + 2, 2 - 6, 3 + 4], 1e-12);
  });

  it('slerps the short way and normalises', () => {
    const out = [0, 0, 0, 0];
    quatSlerp(out, quatY(10).map((x) => 2 * x), quatY(50).map((x) => -x), 0.5);
    expectClose(out, quatY(30), 1e-12);
  });

  it('measures sign-invariant angles and canonical rotation vectors', () => {
    const rel = [0, 0, 0, 0];
    quatConjugateMultiply(rel, quatY(20), quatY(-70).map((x) => -3 * x));
    expect(quatAngle(rel) * RAD_TO_DEG).to.be.closeTo(90, 1e-9);
    const v = [0, 0, 0];
    quatToRotationVector(v, quatY(-40).map((x) => -x));
    expectClose(v, [0, (-40 * Math.PI) / 180, 0], 1e-12);
    // w = 0: the first non-zero of x, y, z decides the hemisphere
    const half = [0, -1, 0, 0];
    quatCanonicalize(half);
    expect(half).to.deep.equal([0, 1, 0, 0]);
  });

  it('recovers the rotation of an orthonormal matrix and its polar factor', () => {
    const q = [0, 0, 0, 0];
    quatNormalize(q, [0.3, -0.5, 0.2, -0.7]);
    const m = new Float64Array(16);
    mat4FromTRS(m, [0, 0, 0], q, [1, 1, 1]);
    const r3 = [m[0]!, m[1]!, m[2]!, m[4]!, m[5]!, m[6]!, m[8]!, m[9]!, m[10]!];
    const back = [0, 0, 0, 0];
    quatFromMat3(back, r3);
    expectClose(back, q.map((x) => -x), 1e-12); // canonical: w ≥ 0
    // Perturb slightly; the polar factor is orthonormal and close to the original.
    const noisy = r3.map((x, i) => x + (i === 0 ? 1e-6 : 0));
    const polar = new Array<number>(9);
    expect(mat3PolarRotation(polar, noisy)).to.equal(true);
    const col = (i: number) => [polar[i * 3]!, polar[i * 3 + 1]!, polar[i * 3 + 2]!];
    for (let i = 0; i < 3; i++) expect(Math.hypot(...col(i))).to.be.closeTo(1, 1e-12);
    const dot = col(0).reduce((s, x, i) => s + x * col(1)[i]!, 0);
    expect(Math.abs(dot)).to.be.lessThan(1e-12);
    expectClose(polar, r3, 1e-5);
  });
});
