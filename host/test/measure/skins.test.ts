import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { invertInverseBind, measureSkins, summarizeJointBinds } from '../../src/measure/skins.js';
import type { RestWorldLinear, SkinJointRecord } from '../../src/measure/types.js';
import { buildSource } from '../support/anim-builder.js';
import { CORPUS, type GltfBuilder } from '../loaders/fixtures/gltf-fixtures.js';
import { builder, expectMatrixClose, identity, measureBytes } from './support/asset-measure.js';

function diag(x: number, y: number, z: number): number[] {
  return [x, 0, 0, 0, 0, y, 0, 0, 0, 0, z, 0, 0, 0, 0, 1];
}

/** Joints 0..n-1 as root-level nodes with identity rest; skin 0 over them with `matrices`. */
function skinned(matrices: readonly (readonly number[])[] | undefined, jointCount = matrices?.length ?? 1): GltfBuilder {
  const b = builder();
  for (let i = 0; i < jointCount; i++) b.node({ name: `j${i}` });
  b.json.skins = [{ joints: [...Array(jointCount).keys()] }];
  if (matrices !== undefined) b.json.skins[0].inverseBindMatrices = b.floats(matrices.flat(), 'MAT4');
  return b;
}

describe('measure: skins', () => {
  it('retains the source matrix, inverts it and composes the bind world per joint', async () => {
    // The handoff example: an ancestor scale of 0.01 compensated by a ×100 inverse bind.
    const b = builder();
    b.node({ name: 'armature', scale: [0.01, 0.01, 0.01], children: [1] }); // 0
    b.node({ name: 'socket', translation: [0, 100, 0] }); // 1: rest world translation (0, 1, 0)
    b.node({ name: 'body', mesh: 0, skin: 0 }); // 2
    b.node({ name: 'body-lod', mesh: 0, skin: 0 }); // 3
    const ibm = [100, 0, 0, 0, 0, 100, 0, 0, 0, 0, 100, 0, 0, -100, 0, 1];
    b.json.skins = [{ name: 'rig', joints: [1, 0], skeleton: 0, inverseBindMatrices: b.floats([...ibm, ...diag(100, 100, 100)], 'MAT4') }];
    b.json.meshes = [{ primitives: [{ attributes: {} }] }];
    b.scene([0, 2, 3]);
    const m = await measureBytes(b.toGlb());
    const [skin] = m.skins;
    expect(skin).to.deep.include({ skin_index: 0, name: 'rig', skeleton_root_node_index: 0, attachments: [2, 3] });
    expect(skin!.inverse_bind_accessor).to.deep.equal({ status: 'readable', accessor_index: 0, element_count: 2 });
    const [socket, armature] = skin!.joints;
    expect(socket).to.deep.include({ joint_index: 0, node_index: 1 });
    expect(armature).to.deep.include({ joint_index: 1, node_index: 0 });
    const toMesh = socket!.joint_bind_to_mesh;
    expect(toMesh.source_inverse_bind_matrix).to.deep.equal(ibm);
    expectMatrixClose(toMesh.matrix, [0.01, 0, 0, 0, 0, 0.01, 0, 0, 0, 0, 0.01, 0, 0, 1, 0, 1], 1e-15);
    expect(toMesh.inversion_quality).to.equal(1);
    expect(toMesh.linear!.classification).to.equal('uniform_scaled');
    expect(toMesh.linear!.uniform_scale).to.be.closeTo(0.01, 1e-12);
    // Rest and bind agree: mesh_bind_world is the identity.
    const world = socket!.mesh_bind_world;
    expect(world.source_inverse_bind_matrix).to.deep.equal(ibm);
    expectMatrixClose(world.matrix, identity(), 1e-12);
    expect(world.linear!.classification).to.equal('unit_orthonormal');
    expect(world.linear!.rotation_xyzw).to.deep.equal([0, 0, 0, 1]);
    expect(world).to.not.have.property('inversion_quality');
    expect(skin!.joint_bind_linear_summary).to.deep.equal({
      joint_count: 2,
      available_count: 2,
      unavailable_count: 0,
      classification: 'consistent_uniform',
      consistent_uniform_scale: toMesh.linear!.uniform_scale,
    });
  });

  it('reports declaration problems on the accessor and on every joint', async () => {
    const cases: [GltfBuilder, string, string][] = [
      [skinned(undefined, 2), 'absent', 'inverse_bind_accessor_absent'],
      [skinned([identity()], 2), 'count_mismatch', 'inverse_bind_accessor_count_mismatch'],
    ];
    const empty = skinned(undefined, 2);
    empty.json.accessors = [{ componentType: 5126, count: 0, type: 'MAT4' }];
    empty.json.skins[0].inverseBindMatrices = 0;
    cases.push([empty, 'empty', 'inverse_bind_accessor_empty']);
    const vec4 = skinned(undefined, 2);
    vec4.json.skins[0].inverseBindMatrices = vec4.floats(Array(8).fill(0), 'VEC4');
    cases.push([vec4, 'unreadable', 'inverse_bind_accessor_unreadable']);
    for (const [b, status, reason] of cases) {
      const [skin] = (await measureBytes(b.toGlb())).skins;
      expect(skin!.inverse_bind_accessor.status, status).to.equal(status);
      for (const joint of skin!.joints) {
        expect(joint.joint_bind_to_mesh, status).to.deep.equal({ unavailable_reason: reason });
        expect(joint.mesh_bind_world, status).to.deep.equal({ unavailable_reason: reason });
      }
      expect(skin!.joint_bind_linear_summary).to.deep.equal({ joint_count: 2, available_count: 0, unavailable_count: 2, classification: 'unavailable' });
      if (status === 'absent') expect(skin!.inverse_bind_accessor).to.deep.equal({ status: 'absent' });
      else expect(skin!.inverse_bind_accessor).to.have.property('accessor_index');
    }
  });

  it('refuses singular, ill-conditioned, non-affine and non-finite matrices per joint', async () => {
    const singular = diag(1, 0, 1);
    const illConditioned = diag(1, 1, 1e-7);
    const nonAffine = [1, 0, 0, 0.001, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];
    const noisy = [1, 0, 0, 5e-7, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];
    const nan = [NaN, ...identity().slice(1)];
    const b = skinned([singular, illConditioned, nonAffine, noisy, nan]);
    const [skin] = (await measureBytes(b.toGlb())).skins;
    const [s, ill, affine, ok, bad] = skin!.joints;

    expect(s!.joint_bind_to_mesh).to.deep.equal({ source_inverse_bind_matrix: singular, inversion_quality: 0, unavailable_reason: 'inverse_bind_matrix_non_invertible' });
    // Multiplying needs no inversion: the singular product is still reported.
    expect(s!.mesh_bind_world.linear!.classification).to.equal('singular');

    expect(ill!.joint_bind_to_mesh.unavailable_reason).to.equal('inverse_bind_matrix_ill_conditioned');
    expect(ill!.joint_bind_to_mesh.inversion_quality).to.be.closeTo(1e-7, 1e-12);
    expect(ill!.joint_bind_to_mesh).to.not.have.property('matrix');
    expect(ill!.mesh_bind_world.matrix).to.have.length(16);

    expect(affine!.joint_bind_to_mesh).to.deep.equal({ source_inverse_bind_matrix: nonAffine.map(Math.fround), unavailable_reason: 'inverse_bind_matrix_non_affine' });
    expect(affine!.mesh_bind_world).to.deep.equal({ source_inverse_bind_matrix: nonAffine.map(Math.fround), unavailable_reason: 'inverse_bind_matrix_non_affine' });

    // Binary32 round-trip noise within 1e-6 of the affine row is admitted; the result is affine.
    expectMatrixClose(ok!.joint_bind_to_mesh.matrix, identity());
    expect(ok!.joint_bind_to_mesh.source_inverse_bind_matrix![3]).to.equal(Math.fround(5e-7));

    expect(bad!.joint_bind_to_mesh).to.deep.equal({ unavailable_reason: 'inverse_bind_matrix_non_finite' });
    expect(bad!.mesh_bind_world).to.deep.equal({ unavailable_reason: 'inverse_bind_matrix_non_finite' });

    expect(skin!.joint_bind_linear_summary).to.deep.equal({ joint_count: 5, available_count: 1, unavailable_count: 4, classification: 'partially_unavailable' });
  });

  it('reports a joint without a rest world on mesh_bind_world only', async () => {
    const b = builder();
    b.node({ name: 'huge', scale: [1e300, 1, 1], children: [1] });
    b.node({ name: 'joint', scale: [1e300, 1, 1] });
    b.json.skins = [{ joints: [1], inverseBindMatrices: b.floats(identity(), 'MAT4') }];
    const [skin] = (await measureBytes(b.toGlb())).skins;
    expect(skin!.joints[0]!.mesh_bind_world).to.deep.equal({ source_inverse_bind_matrix: identity(), unavailable_reason: 'joint_rest_world_unavailable' });
    expectMatrixClose(skin!.joints[0]!.joint_bind_to_mesh.matrix, identity());
  });

  it('computes the reciprocal infinity-norm condition number', () => {
    // A = [[1, 1], [0, 1]] ⊕ 1: ‖A‖∞ = 2, ‖A⁻¹‖∞ = 2.
    const sheared = [1, 0, 0, 0, 1, 1, 0, 0, 0, 0, 1, 0, 3, 4, 5, 1];
    const r = invertInverseBind(sheared);
    expect(r.quality).to.equal(0.25);
    expectMatrixClose(r.matrix, [1, 0, 0, 0, -1, 1, 0, 0, 0, 0, 1, 0, 1, -4, -5, 1]);
    expect(invertInverseBind(diag(1e-6, 1, 1))).to.deep.include({ reason: 'inverse_bind_matrix_ill_conditioned' });
    expect(invertInverseBind(diag(2e-6, 2e-6, 2e-6)).reason).to.equal(undefined); // scale-free
  });

  it('summarizes joint_bind_to_mesh shapes', async () => {
    const summary = async (matrices: number[][]): Promise<string> => (await measureBytes(skinned(matrices).toGlb())).skins[0]!.joint_bind_linear_summary.classification;
    expect(await summary([diag(2, 2, 2), diag(2, 2, 2)])).to.equal('consistent_uniform');
    expect(await summary([diag(2, 2, 2), diag(3, 3, 3)])).to.equal('mixed_uniform');
    expect(await summary([diag(1, 2, 3), [1, 0, 0, 0, 1, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]])).to.equal('non_uniform_or_sheared');
    expect(await summary([diag(-1, 1, 1), diag(1, -2, 1)])).to.equal('reflected_or_singular');
    expect(await summary([diag(1, 1, 1), diag(1, 2, 3)])).to.equal('mixed');
    expect(summarizeJointBinds([])).to.deep.equal({ joint_count: 0, available_count: 0, unavailable_count: 0, classification: 'unavailable' });
    const row = (linear: RestWorldLinear): SkinJointRecord => ({ joint_index: 0, node_index: 0, joint_bind_to_mesh: { linear }, mesh_bind_world: {} });
    expect(summarizeJointBinds([row({ classification: 'singular' }), row({ classification: 'reflected' })]).classification).to.equal('reflected_or_singular');
  });

  it('keeps the declaration when the source offers no payload reader', () => {
    const source = buildSource({ skins: [{ index: 0, joints: [], inverseBindAccessor: 3 }, { index: 1, joints: [] }] });
    const skins = measureSkins(source, new Map());
    expect(skins.map((s) => s.inverse_bind_accessor)).to.deep.equal([{ status: 'unreadable', accessor_index: 3 }, { status: 'absent' }]);
  });

  it('reports the Fox skin as readable with a consistent unit bind', async () => {
    const m = await measureBytes(new Uint8Array(readFileSync(`${CORPUS}/khronos-fox/Fox.glb`)));
    const [skin] = m.skins;
    expect(skin!.inverse_bind_accessor.status).to.equal('readable');
    expect(skin!.joints).to.have.length(24);
    expect(skin!.attachments).to.deep.equal([1]);
    expect(skin!.joint_bind_linear_summary.classification).to.equal('consistent_uniform');
    expect(skin!.joint_bind_linear_summary.consistent_uniform_scale).to.be.closeTo(1, 1e-5);
  });
});
