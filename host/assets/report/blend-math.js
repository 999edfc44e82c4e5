/*
 * animsmith report: illustrative blend math (sampled-local-trs-blend-v1). Pure math on typed
 * arrays; no DOM, no allocation per blend beyond growing one scratch buffer.
 *
 * window.AnimsmithBlend = {
 *   decodeStream(base64, frames, bones) -> Float32Array   // frames*bones*10 f32, throws on mismatch
 *   nearestFrame(u, frames) -> integer                    // clamp(round(u*(frames-1)), 0, frames-1)
 *   blendPositions(localsA, frameA, localsB, frameB, w, parents, bones, out) -> boolean
 * }
 *
 * blendPositions writes model-space positions (xyz per bone) into out (Float64Array(bones*3)):
 * translation and scale (1-w)*a + w*b; rotation nlerp (normalize both, negate the second only
 * when the dot is negative, keep its sign at an exact zero dot, normalize the weighted sum); all
 * in binary64. Local matrices are full column-vector affines T*R*S; a root uses its own local,
 * a child world[parent]*local[child] (shear of rotated non-uniformly scaled parents is kept).
 * Returns false (out then holds partial values) when w is not in [0, 1], an argument is out of
 * range, a parent is neither -1 nor an earlier bone, or any position is non-finite or beyond the
 * f32 range. Weights 0 and 1 are the caller's endpoint branch: draw the source positions instead.
 */
(function (root) {
  'use strict';

  var RECORD = 10;
  var F32_MAX = 3.4028234663852886e38;
  var LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

  // World affine per bone: 3x3 column-major (9) then translation (3). Grown, never shrunk.
  var world = new Float64Array(0);

  function isCount(n) {
    return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
  }

  function decodeStream(base64, frames, bones) {
    if (typeof base64 !== 'string') throw new TypeError('blend stream must be a base64 string');
    if (!isCount(frames) || frames < 1 || !isCount(bones) || bones < 1) {
      throw new RangeError('blend stream needs positive integer frames and bones');
    }
    var floats = frames * bones * RECORD;
    var bytes = floats * 4;
    if (!Number.isSafeInteger(bytes)) throw new RangeError('blend stream size overflows');
    var chars = Math.ceil(bytes / 3) * 4;
    if (base64.length !== chars) {
      throw new RangeError('blend stream has ' + base64.length + ' base64 characters; ' + chars + ' expected');
    }
    var binary = atob(base64); // throws on characters outside the base64 alphabet
    if (binary.length !== bytes) {
      throw new RangeError('blend stream decodes to ' + binary.length + ' bytes; ' + bytes + ' expected');
    }
    var out = new Float32Array(floats);
    var i;
    if (LITTLE_ENDIAN) {
      var u8 = new Uint8Array(out.buffer);
      for (i = 0; i < bytes; i++) u8[i] = binary.charCodeAt(i);
    } else {
      var raw = new Uint8Array(bytes);
      for (i = 0; i < bytes; i++) raw[i] = binary.charCodeAt(i);
      var view = new DataView(raw.buffer);
      for (i = 0; i < floats; i++) out[i] = view.getFloat32(i * 4, true);
    }
    return out;
  }

  function nearestFrame(u, frames) {
    if (!isCount(frames) || frames < 1) throw new RangeError('nearestFrame needs a positive integer frame count');
    var last = frames - 1;
    var f = Math.round(u * last);
    if (!(f > 0)) return 0; // also NaN and -0
    return f > last ? last : f;
  }

  function frameInRange(locals, frame, bones) {
    if (!locals || typeof locals.length !== 'number' || !isCount(frame)) return false;
    return (frame + 1) * bones * RECORD <= locals.length;
  }

  function blendPositions(localsA, frameA, localsB, frameB, w, parents, bones, out) {
    if (!isCount(bones) || !(w >= 0 && w <= 1)) return false;
    if (!frameInRange(localsA, frameA, bones) || !frameInRange(localsB, frameB, bones)) return false;
    if (!out || out.length < bones * 3 || !parents || parents.length < bones) return false;
    if (world.length < bones * 12) world = new Float64Array(bones * 12);
    var m = world;
    var v = 1 - w;
    var baseA = frameA * bones * RECORD;
    var baseB = frameB * bones * RECORD;
    for (var b = 0; b < bones; b++) {
      var p = parents[b];
      if (!(p === -1 || (Number.isInteger(p) && p >= 0 && p < b))) return false;
      var ia = baseA + b * RECORD;
      var ib = baseB + b * RECORD;

      var tx = v * localsA[ia] + w * localsB[ib];
      var ty = v * localsA[ia + 1] + w * localsB[ib + 1];
      var tz = v * localsA[ia + 2] + w * localsB[ib + 2];
      var sx = v * localsA[ia + 7] + w * localsB[ib + 7];
      var sy = v * localsA[ia + 8] + w * localsB[ib + 8];
      var sz = v * localsA[ia + 9] + w * localsB[ib + 9];

      var ax = localsA[ia + 3], ay = localsA[ia + 4], az = localsA[ia + 5], aw = localsA[ia + 6];
      var la = Math.sqrt(ax * ax + ay * ay + az * az + aw * aw);
      ax /= la; ay /= la; az /= la; aw /= la;
      var bx = localsB[ib + 3], by = localsB[ib + 4], bz = localsB[ib + 5], bw = localsB[ib + 6];
      var lb = Math.sqrt(bx * bx + by * by + bz * bz + bw * bw);
      bx /= lb; by /= lb; bz /= lb; bw /= lb;
      if (ax * bx + ay * by + az * bz + aw * bw < 0) {
        bx = -bx; by = -by; bz = -bz; bw = -bw;
      }
      var qx = v * ax + w * bx, qy = v * ay + w * by, qz = v * az + w * bz, qw = v * aw + w * bw;
      var lq = Math.sqrt(qx * qx + qy * qy + qz * qz + qw * qw);
      qx /= lq; qy /= lq; qz /= lq; qw /= lq;

      // Local R*S, column-major (column c scaled by s_c).
      var l0 = (1 - 2 * (qy * qy + qz * qz)) * sx;
      var l1 = 2 * (qx * qy + qz * qw) * sx;
      var l2 = 2 * (qx * qz - qy * qw) * sx;
      var l3 = 2 * (qx * qy - qz * qw) * sy;
      var l4 = (1 - 2 * (qx * qx + qz * qz)) * sy;
      var l5 = 2 * (qy * qz + qx * qw) * sy;
      var l6 = 2 * (qx * qz + qy * qw) * sz;
      var l7 = 2 * (qy * qz - qx * qw) * sz;
      var l8 = (1 - 2 * (qx * qx + qy * qy)) * sz;

      var o = b * 12;
      if (p === -1) {
        m[o] = l0; m[o + 1] = l1; m[o + 2] = l2;
        m[o + 3] = l3; m[o + 4] = l4; m[o + 5] = l5;
        m[o + 6] = l6; m[o + 7] = l7; m[o + 8] = l8;
        m[o + 9] = tx; m[o + 10] = ty; m[o + 11] = tz;
      } else {
        var po = p * 12;
        var p0 = m[po], p1 = m[po + 1], p2 = m[po + 2];
        var p3 = m[po + 3], p4 = m[po + 4], p5 = m[po + 5];
        var p6 = m[po + 6], p7 = m[po + 7], p8 = m[po + 8];
        m[o] = p0 * l0 + p3 * l1 + p6 * l2;
        m[o + 1] = p1 * l0 + p4 * l1 + p7 * l2;
        m[o + 2] = p2 * l0 + p5 * l1 + p8 * l2;
        m[o + 3] = p0 * l3 + p3 * l4 + p6 * l5;
        m[o + 4] = p1 * l3 + p4 * l4 + p7 * l5;
        m[o + 5] = p2 * l3 + p5 * l4 + p8 * l5;
        m[o + 6] = p0 * l6 + p3 * l7 + p6 * l8;
        m[o + 7] = p1 * l6 + p4 * l7 + p7 * l8;
        m[o + 8] = p2 * l6 + p5 * l7 + p8 * l8;
        m[o + 9] = p0 * tx + p3 * ty + p6 * tz + m[po + 9];
        m[o + 10] = p1 * tx + p4 * ty + p7 * tz + m[po + 10];
        m[o + 11] = p2 * tx + p5 * ty + p8 * tz + m[po + 11];
      }
      var x = m[o + 9], y = m[o + 10], z = m[o + 11];
      // Finite and within the f32 range (NaN fails every comparison).
      if (!(Math.abs(x) <= F32_MAX && Math.abs(y) <= F32_MAX && Math.abs(z) <= F32_MAX)) return false;
      out[b * 3] = x;
      out[b * 3 + 1] = y;
      out[b * 3 + 2] = z;
    }
    return true;
  }

  root.AnimsmithBlend = Object.freeze({
    decodeStream: decodeStream,
    nearestFrame: nearestFrame,
    blendPositions: blendPositions,
  });
})(typeof window !== 'undefined' ? window : globalThis);
