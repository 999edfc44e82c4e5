/*
 * animsmith report viewer. Plain JavaScript, no modules, no requests: reads the inline JSON data
 * block (#report-data), draws the exact sampled source poses (WebGL2, or Canvas2D when WebGL is
 * unavailable), the trails, the charts (inline SVG), the findings, coverage gaps and prediction
 * facets, and the illustrative blend pane (math in window.AnimsmithBlend).
 *
 * Every string in the data block came from a file and is untrusted: bidi, control and line-separator
 * characters are escaped as the data is read (window.AnimsmithSafeText, the rule of every other
 * view), and strings only ever reach the page through textContent, option text or SVG text nodes,
 * never as markup.
 *
 * Test hook (read-only): window.animsmithReport = {
 *   state()      -> { clip, clipIndex, option, frame, frames, time, playing, renderer,
 *                     evidenceOnly, notice, blend: { available, visible, second, secondIndex,
 *                     weight, phase, frameA, frameB, failed, decoded: [clip indices] } }
 *   drawn(pane)  -> the model positions last drawn in pane 'source' | 'second' | 'blend'
 *                   (plain array, xyz per bone) or null when that pane shows nothing
 *   findings()   -> number of findings listed
 * }
 */
(function () {
  'use strict';

  // The SVG namespace, read from the page's own inline <svg> (so the file names no URL at all).
  var svgProbe = document.getElementById('svg-namespace');
  var SVG_NS = svgProbe ? svgProbe.namespaceURI : null;
  var COLORS = {
    background: [0.078, 0.09, 0.11, 1],
    ground: [0.2, 0.22, 0.26, 1],
    bone: [0.86, 0.88, 0.92, 1],
    joint: [0.53, 0.75, 0.82, 1],
    blendBone: [0.64, 0.86, 0.55, 1],
    root: [0.92, 0.8, 0.55, 1],
    hips: [0.71, 0.56, 0.68, 1],
    left_foot: [0.37, 0.51, 0.87, 1],
    right_foot: [0.93, 0.53, 0.33, 1]
  };
  var CHART = { width: 360, height: 120, pad: 8, left: '#5e81dc', right: '#ee8754', diff: '#9aa0aa', phase: '#b48ead', path: '#ebcb8b', speed: '#8fbcbb' };
  var TRAIL_ROLES = ['root', 'hips', 'left_foot', 'right_foot'];

  var dataNode = document.getElementById('report-data');
  // Every string of the data block is made display-safe once, here (safe-text.js).
  var data = window.AnimsmithSafeText.data(JSON.parse(dataNode ? dataNode.textContent : '{}'));
  var Blend = window.AnimsmithBlend;
  var bones = data.bones || [];
  var boneCount = bones.length;
  var parents = new Int32Array(boneCount);
  for (var pi = 0; pi < boneCount; pi++) parents[pi] = bones[pi].parent;
  var clips = data.clips || [];
  var evidenceOnly = data.evidence_only === true;

  // ---- small helpers ---------------------------------------------------------------------------

  function $(id) {
    return document.getElementById(id);
  }

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }

  function svg(tag, attrs) {
    var node = document.createElementNS(SVG_NS, tag);
    if (attrs) for (var k in attrs) if (Object.prototype.hasOwnProperty.call(attrs, k)) node.setAttribute(k, String(attrs[k]));
    return node;
  }

  function clear(node) {
    while (node && node.firstChild) node.removeChild(node.firstChild);
  }

  function quoted(name) {
    return '\u201c' + name + '\u201d';
  }

  function fmt(x, digits) {
    return typeof x === 'number' && isFinite(x) ? x.toFixed(digits) : '\u2013';
  }

  /** Little-endian f32 from base64; null when the text does not decode to exactly `count` values. */
  function decodeF32(base64, count) {
    if (typeof base64 !== 'string') return null;
    var binary;
    try {
      binary = atob(base64);
    } catch (e) {
      return null;
    }
    if (binary.length !== count * 4) return null;
    var bytes = new Uint8Array(binary.length);
    for (var i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    var view = new DataView(bytes.buffer);
    var out = new Float32Array(count);
    for (var j = 0; j < count; j++) out[j] = view.getFloat32(j * 4, true);
    return out;
  }

  // ---- matrices (column-major) -----------------------------------------------------------------

  function perspective(fovy, aspect, near, far) {
    var f = 1 / Math.tan(fovy / 2);
    var nf = 1 / (near - far);
    return [f / aspect, 0, 0, 0, 0, f, 0, 0, 0, 0, (far + near) * nf, -1, 0, 0, 2 * far * near * nf, 0];
  }

  function lookAt(eye, target, up) {
    var zx = eye[0] - target[0], zy = eye[1] - target[1], zz = eye[2] - target[2];
    var zl = Math.hypot(zx, zy, zz) || 1;
    zx /= zl; zy /= zl; zz /= zl;
    var xx = up[1] * zz - up[2] * zy, xy = up[2] * zx - up[0] * zz, xz = up[0] * zy - up[1] * zx;
    var xl = Math.hypot(xx, xy, xz) || 1;
    xx /= xl; xy /= xl; xz /= xl;
    var yx = zy * xz - zz * xy, yy = zz * xx - zx * xz, yz = zx * xy - zy * xx;
    return [
      xx, yx, zx, 0,
      xy, yy, zy, 0,
      xz, yz, zz, 0,
      -(xx * eye[0] + xy * eye[1] + xz * eye[2]),
      -(yx * eye[0] + yy * eye[1] + yz * eye[2]),
      -(zx * eye[0] + zy * eye[1] + zz * eye[2]),
      1
    ];
  }

  function multiply(a, b) {
    var out = new Array(16);
    for (var c = 0; c < 4; c++) {
      for (var r = 0; r < 4; r++) {
        out[c * 4 + r] = a[r] * b[c * 4] + a[4 + r] * b[c * 4 + 1] + a[8 + r] * b[c * 4 + 2] + a[12 + r] * b[c * 4 + 3];
      }
    }
    return out;
  }

  // ---- camera (one, shared by every pane; fitted to the primary clip's source positions) -------

  var camera = { target: [0, 0, 0], radius: 1, floor: 0, yaw: 0.6, pitch: 0.35, zoom: 1 };

  function fitCamera(positions) {
    var min = [Infinity, Infinity, Infinity];
    var max = [-Infinity, -Infinity, -Infinity];
    if (positions) {
      for (var i = 0; i + 2 < positions.length; i += 3) {
        var x = positions[i], y = positions[i + 1], z = positions[i + 2];
        if (!isFinite(x) || !isFinite(y) || !isFinite(z)) continue;
        if (x < min[0]) min[0] = x;
        if (y < min[1]) min[1] = y;
        if (z < min[2]) min[2] = z;
        if (x > max[0]) max[0] = x;
        if (y > max[1]) max[1] = y;
        if (z > max[2]) max[2] = z;
      }
    }
    if (!(min[0] <= max[0])) {
      min = [-1, 0, -1];
      max = [1, 2, 1];
    }
    camera.target = [(min[0] + max[0]) / 2, (min[1] + max[1]) / 2, (min[2] + max[2]) / 2];
    camera.radius = Math.max(Math.hypot(max[0] - min[0], max[1] - min[1], max[2] - min[2]) / 2, 1e-3);
    camera.floor = min[1];
    camera.zoom = 1;
  }

  function viewProjection(aspect) {
    var fov = Math.PI / 4;
    var dist = (camera.radius / Math.sin(fov / 2)) * 1.05 * camera.zoom;
    var cp = Math.cos(camera.pitch);
    var eye = [
      camera.target[0] + dist * cp * Math.sin(camera.yaw),
      camera.target[1] + dist * Math.sin(camera.pitch),
      camera.target[2] + dist * cp * Math.cos(camera.yaw)
    ];
    var near = Math.max(dist - camera.radius * 4, dist * 0.01);
    var far = dist + camera.radius * 8;
    return multiply(perspective(fov, aspect, near, far), lookAt(eye, camera.target, [0, 1, 0]));
  }

  // Ground grid on the XZ plane at the clip's lowest sampled height (static per clip).
  var groundLines = new Float32Array(0);

  function buildGround() {
    var n = 10;
    var half = camera.radius * 1.5;
    var step = (2 * half) / n;
    var cx = camera.target[0], cz = camera.target[2], y = camera.floor;
    var out = new Float32Array((n + 1) * 4 * 3);
    var o = 0;
    for (var i = 0; i <= n; i++) {
      var d = -half + i * step;
      out.set([cx + d, y, cz - half, cx + d, y, cz + half, cx - half, y, cz + d, cx + half, y, cz + d], o);
      o += 12;
    }
    groundLines = out;
  }

  // ---- renderers -------------------------------------------------------------------------------

  var VERTEX_SHADER =
    '#version 300 es\n' +
    'in vec3 a_pos;\n' +
    'uniform mat4 u_mvp;\n' +
    'uniform float u_size;\n' +
    'void main() { gl_Position = u_mvp * vec4(a_pos, 1.0); gl_PointSize = u_size; }\n';
  var FRAGMENT_SHADER =
    '#version 300 es\n' +
    'precision mediump float;\n' +
    'uniform vec4 u_color;\n' +
    'uniform float u_round;\n' +
    'out vec4 outColor;\n' +
    'void main() {\n' +
    '  if (u_round > 0.5 && length(gl_PointCoord - vec2(0.5)) > 0.5) discard;\n' +
    '  outColor = u_color;\n' +
    '}\n';

  function createGlRenderer(canvas) {
    var gl = null;
    try {
      gl = canvas.getContext('webgl2', { antialias: true, preserveDrawingBuffer: true });
    } catch (e) {
      gl = null;
    }
    if (!gl) return null;
    function shader(type, source) {
      var s = gl.createShader(type);
      gl.shaderSource(s, source);
      gl.compileShader(s);
      return gl.getShaderParameter(s, gl.COMPILE_STATUS) ? s : null;
    }
    var vs = shader(gl.VERTEX_SHADER, VERTEX_SHADER);
    var fs = shader(gl.FRAGMENT_SHADER, FRAGMENT_SHADER);
    if (!vs || !fs) return null;
    var program = gl.createProgram();
    gl.attachShader(program, vs);
    gl.attachShader(program, fs);
    gl.linkProgram(program);
    if (!gl.getProgramParameter(program, gl.LINK_STATUS)) return null;
    var loc = {
      pos: gl.getAttribLocation(program, 'a_pos'),
      mvp: gl.getUniformLocation(program, 'u_mvp'),
      size: gl.getUniformLocation(program, 'u_size'),
      color: gl.getUniformLocation(program, 'u_color'),
      round: gl.getUniformLocation(program, 'u_round')
    };
    var vao = gl.createVertexArray();
    var buffer = gl.createBuffer();
    gl.bindVertexArray(vao);
    gl.bindBuffer(gl.ARRAY_BUFFER, buffer);
    gl.enableVertexAttribArray(loc.pos);
    gl.vertexAttribPointer(loc.pos, 3, gl.FLOAT, false, 0, 0);

    function drawArray(mode, vertices, count, color, size, round) {
      if (count <= 0) return;
      gl.bufferData(gl.ARRAY_BUFFER, vertices.subarray(0, count * 3), gl.DYNAMIC_DRAW);
      gl.uniform4fv(loc.color, color);
      gl.uniform1f(loc.size, size);
      gl.uniform1f(loc.round, round ? 1 : 0);
      gl.drawArrays(mode, 0, count);
    }

    return {
      kind: 'webgl2',
      draw: function (scene) {
        var c = COLORS.background;
        gl.viewport(0, 0, canvas.width, canvas.height);
        gl.clearColor(c[0], c[1], c[2], c[3]);
        gl.clear(gl.COLOR_BUFFER_BIT | gl.DEPTH_BUFFER_BIT);
        if (!scene) return;
        gl.useProgram(program);
        gl.bindVertexArray(vao);
        gl.bindBuffer(gl.ARRAY_BUFFER, buffer);
        gl.uniformMatrix4fv(loc.mvp, false, new Float32Array(scene.mvp));
        drawArray(gl.LINES, groundLines, groundLines.length / 3, COLORS.ground, 1, false);
        for (var t = 0; t < scene.trails.length; t++) {
          var trail = scene.trails[t];
          drawArray(gl.LINE_STRIP, trail.points, trail.count, trail.color, 1, false);
        }
        drawArray(gl.LINES, scene.lines, scene.lineCount, scene.boneColor, 1, false);
        drawArray(gl.POINTS, scene.joints, scene.jointCount, COLORS.joint, 5 * (window.devicePixelRatio || 1), true);
      }
    };
  }

  function create2dRenderer(canvas) {
    var ctx = canvas.getContext('2d');
    if (!ctx) return null;
    function css(c) {
      return 'rgba(' + Math.round(c[0] * 255) + ',' + Math.round(c[1] * 255) + ',' + Math.round(c[2] * 255) + ',' + c[3] + ')';
    }
    function project(m, v, i, out) {
      var x = v[i], y = v[i + 1], z = v[i + 2];
      var w = m[3] * x + m[7] * y + m[11] * z + m[15];
      if (!(w > 1e-9)) return false;
      out[0] = ((m[0] * x + m[4] * y + m[8] * z + m[12]) / w + 1) * 0.5 * canvas.width;
      out[1] = (1 - (m[1] * x + m[5] * y + m[9] * z + m[13]) / w) * 0.5 * canvas.height;
      return isFinite(out[0]) && isFinite(out[1]);
    }
    var a = [0, 0], b = [0, 0];
    function segments(m, v, count, color, strip) {
      ctx.strokeStyle = css(color);
      ctx.beginPath();
      var step = strip ? 1 : 2;
      for (var i = 0; i + 1 < count; i += step) {
        if (project(m, v, i * 3, a) && project(m, v, (i + 1) * 3, b)) {
          ctx.moveTo(a[0], a[1]);
          ctx.lineTo(b[0], b[1]);
        }
      }
      ctx.stroke();
    }
    return {
      kind: 'canvas2d',
      draw: function (scene) {
        ctx.fillStyle = css(COLORS.background);
        ctx.fillRect(0, 0, canvas.width, canvas.height);
        if (!scene) return;
        var m = scene.mvp;
        ctx.lineWidth = 1;
        segments(m, groundLines, groundLines.length / 3, COLORS.ground, false);
        for (var t = 0; t < scene.trails.length; t++) segments(m, scene.trails[t].points, scene.trails[t].count, scene.trails[t].color, true);
        segments(m, scene.lines, scene.lineCount, scene.boneColor, false);
        ctx.fillStyle = css(COLORS.joint);
        var r = 2.5 * (window.devicePixelRatio || 1);
        for (var j = 0; j < scene.jointCount; j++) {
          if (!project(m, scene.joints, j * 3, a)) continue;
          ctx.beginPath();
          ctx.arc(a[0], a[1], r, 0, Math.PI * 2);
          ctx.fill();
        }
      }
    };
  }

  /** A pane: a canvas, its renderer, and reusable vertex storage (no allocation per repaint). */
  function createPane(canvas, name) {
    if (!canvas) return null;
    var renderer = createGlRenderer(canvas) || create2dRenderer(canvas);
    var pane = {
      name: name,
      canvas: canvas,
      renderer: renderer,
      lines: new Float32Array(Math.max(boneCount, 1) * 6),
      joints: new Float32Array(Math.max(boneCount, 1) * 3),
      drawn: null,
      trails: []
    };
    attachOrbit(canvas);
    return pane;
  }

  function sizeCanvas(canvas) {
    var dpr = window.devicePixelRatio || 1;
    var w = Math.max(1, Math.round(canvas.clientWidth * dpr));
    var h = Math.max(1, Math.round(canvas.clientHeight * dpr));
    if (canvas.width !== w) canvas.width = w;
    if (canvas.height !== h) canvas.height = h;
  }

  /**
   * Draws one frame's model positions (`source`, an array-like of xyz per bone starting at
   * `offset`) into a pane, or clears it when `source` is null.
   */
  function drawPane(pane, source, offset, color, trails) {
    if (!pane || !pane.renderer) return;
    sizeCanvas(pane.canvas);
    if (!source) {
      pane.drawn = null;
      pane.renderer.draw(null);
      return;
    }
    var joints = pane.joints;
    for (var i = 0; i < boneCount * 3; i++) joints[i] = source[offset + i];
    var lines = pane.lines;
    var n = 0;
    for (var b = 0; b < boneCount; b++) {
      var p = parents[b];
      if (p < 0 || p >= boneCount) continue;
      lines[n * 3] = joints[p * 3];
      lines[n * 3 + 1] = joints[p * 3 + 1];
      lines[n * 3 + 2] = joints[p * 3 + 2];
      lines[n * 3 + 3] = joints[b * 3];
      lines[n * 3 + 4] = joints[b * 3 + 1];
      lines[n * 3 + 5] = joints[b * 3 + 2];
      n += 2;
    }
    pane.drawn = { source: source, offset: offset };
    pane.renderer.draw({
      mvp: viewProjection(pane.canvas.width / pane.canvas.height),
      lines: lines,
      lineCount: n,
      joints: joints,
      jointCount: boneCount,
      boneColor: color,
      trails: trails || []
    });
  }

  // ---- orbit and zoom (shared camera: every pane repaints) --------------------------------------

  function attachOrbit(canvas) {
    var dragging = null;
    canvas.addEventListener('pointerdown', function (ev) {
      dragging = { x: ev.clientX, y: ev.clientY };
      if (canvas.setPointerCapture) canvas.setPointerCapture(ev.pointerId);
    });
    canvas.addEventListener('pointermove', function (ev) {
      if (!dragging) return;
      camera.yaw -= (ev.clientX - dragging.x) * 0.01;
      camera.pitch = Math.max(-1.5, Math.min(1.5, camera.pitch + (ev.clientY - dragging.y) * 0.01));
      dragging = { x: ev.clientX, y: ev.clientY };
      repaint();
    });
    function end() {
      dragging = null;
    }
    canvas.addEventListener('pointerup', end);
    canvas.addEventListener('pointercancel', end);
    canvas.addEventListener(
      'wheel',
      function (ev) {
        ev.preventDefault();
        camera.zoom = Math.max(0.05, Math.min(20, camera.zoom * Math.exp(ev.deltaY * 0.001)));
        repaint();
      },
      { passive: false }
    );
  }

  // ---- state -------------------------------------------------------------------------------

  var state = { option: clips.length > 0 ? 0 : -1, frame: 0, playing: false, notice: null };
  var current = null; // { clip, times, positions, trails: [{color, points, count, bone}] }
  var sourcePane = evidenceOnly ? null : createPane($('view-source'), 'source');

  function clipName(c) {
    return c ? c.name : null;
  }

  function loadClip(option) {
    var c = clips[option];
    var times = decodeF32(c.times, c.frames);
    var positions = evidenceOnly ? null : decodeF32(c.positions, c.frames * boneCount * 3);
    var trails = [];
    if (positions && c.trails) {
      for (var r = 0; r < TRAIL_ROLES.length; r++) {
        var role = TRAIL_ROLES[r];
        var bone = c.trails[role];
        if (typeof bone !== 'number' || bone < 0 || bone >= boneCount) continue;
        var pts = new Float32Array(c.frames * 3);
        for (var f = 0; f < c.frames; f++) {
          var o = (f * boneCount + bone) * 3;
          pts[f * 3] = positions[o];
          pts[f * 3 + 1] = positions[o + 1];
          pts[f * 3 + 2] = positions[o + 2];
        }
        trails.push({ role: role, color: COLORS[role], points: pts, count: 0 });
      }
    }
    return { clip: c, times: times, positions: positions, trails: trails };
  }

  function selectClip(option) {
    if (option < 0 || option >= clips.length) return;
    state.option = option;
    state.frame = 0;
    blend.phase = 0;
    current = loadClip(option);
    if (current.positions) fitCamera(current.positions);
    buildGround();
    var select = $('clip-select');
    if (select) select.value = String(option);
    var scrub = $('scrub');
    if (scrub) scrub.max = String(Math.max(current.clip.frames - 1, 0));
    buildCharts();
    blendPrimaryChanged();
    repaint();
  }

  function setFrame(frame, fromPhase) {
    if (!current) return;
    var last = current.clip.frames - 1;
    state.frame = Math.max(0, Math.min(last, Math.round(frame)));
    if (!fromPhase) blend.phase = last > 0 ? state.frame / last : 0;
    repaint();
  }

  function frameTime(frame) {
    if (!current) return null;
    if (current.times && frame < current.times.length) return current.times[frame];
    return current.clip.frames > 1 ? (current.clip.duration * frame) / (current.clip.frames - 1) : 0;
  }

  // ---- playback ------------------------------------------------------------------------------

  var playClock = null;

  function setPlaying(on) {
    if (!current || current.clip.frames < 2 || !(current.clip.duration > 0)) on = false;
    state.playing = on;
    var button = $('play');
    if (button) {
      button.textContent = on ? '\u275a\u275a' : '\u25b6';
      button.setAttribute('aria-label', on ? 'Pause' : 'Play');
    }
    if (on) {
      playClock = { start: performance.now(), frame: state.frame };
      requestAnimationFrame(tick);
    } else playClock = null;
  }

  function tick(now) {
    if (!state.playing || !playClock || !current) return;
    var fps = (current.clip.frames - 1) / current.clip.duration;
    var elapsed = Math.max(0, now - playClock.start) / 1000;
    var frame = (playClock.frame + Math.floor(elapsed * fps)) % current.clip.frames;
    if (frame !== state.frame) setFrame(frame, false);
    requestAnimationFrame(tick);
  }

  // ---- repaint -------------------------------------------------------------------------------

  function repaint() {
    if (!current) {
      drawPane(sourcePane, null, 0);
      return;
    }
    var frame = state.frame;
    var scrub = $('scrub');
    if (scrub && scrub.value !== String(frame)) scrub.value = String(frame);
    var label = $('time-label');
    if (label) {
      label.textContent =
        fmt(frameTime(frame), 3) + ' s / ' + fmt(current.clip.duration, 3) + ' s \u00b7 frame ' + (frame + 1) + '/' + current.clip.frames;
    }
    if (current.positions) {
      for (var t = 0; t < current.trails.length; t++) current.trails[t].count = frame + 1;
      drawPane(sourcePane, current.positions, frame * boneCount * 3, COLORS.bone, current.trails);
    } else drawPane(sourcePane, null, 0);
    movePlayheads(frame);
    paintBlend();
  }

  // ---- notices -------------------------------------------------------------------------------

  function showNotice(text) {
    state.notice = text;
    var n = $('notice');
    if (!n) return;
    n.textContent = text;
    n.hidden = false;
  }

  function hideNotice() {
    state.notice = null;
    var n = $('notice');
    if (!n) return;
    n.textContent = '';
    n.hidden = true;
  }

  // ---- findings, gaps, predictions -----------------------------------------------------------

  function findingLocation(f) {
    var parts = [];
    if (f.clip !== null && f.clip !== undefined) parts.push('clip ' + quoted(f.clip));
    if (f.bone !== null && f.bone !== undefined) parts.push('bone ' + quoted(f.bone));
    if (f.node !== null && f.node !== undefined) parts.push('node ' + quoted(f.node));
    if (typeof f.time === 'number') parts.push('@' + f.time.toFixed(3) + ' s');
    return parts.join(' \u00b7 ');
  }

  function clipMatches(name) {
    var shown = [];
    for (var i = 0; i < clips.length; i++) if (clips[i].name === name) shown.push(i);
    var omitted = [];
    var om = data.omitted_clips || [];
    for (var j = 0; j < om.length; j++) if (om[j].name === name) omitted.push(om[j]);
    return { shown: shown, omitted: omitted };
  }

  function activateFinding(index, item) {
    var f = data.findings[index];
    if (f.clip === null || f.clip === undefined) {
      hideNotice();
      markFinding(item);
      return;
    }
    var m = clipMatches(f.clip);
    var total = m.shown.length + m.omitted.length;
    if (total === 0) {
      showNotice('Cannot jump to this finding: no clip named ' + quoted(f.clip) + ' is in this report. The selection is unchanged.');
      return;
    }
    if (total > 1) {
      showNotice(
        'Cannot jump to this finding: ' + total + ' clips are named ' + quoted(f.clip) + ', so its clip is ambiguous. The selection is unchanged.'
      );
      return;
    }
    if (m.shown.length === 0) {
      showNotice('Cannot jump to this finding: clip ' + quoted(f.clip) + ' has no sampled poses (' + m.omitted[0].reason + '). The selection is unchanged.');
      return;
    }
    hideNotice();
    markFinding(item);
    setPlaying(false);
    var option = m.shown[0];
    if (option !== state.option) selectClip(option);
    if (typeof f.time === 'number' && isFinite(f.time)) {
      var c = clips[option];
      var frame = c.duration > 0 ? Math.round((f.time / c.duration) * (c.frames - 1)) : 0;
      setFrame(frame, false);
    }
  }

  function markFinding(item) {
    var list = $('findings');
    if (!list) return;
    for (var n = list.firstChild; n; n = n.nextSibling) if (n.classList) n.classList.remove('selected');
    if (item) item.classList.add('selected');
  }

  function buildFindings() {
    var list = $('findings');
    if (!list) return;
    var findings = data.findings || [];
    if (findings.length === 0) {
      list.appendChild(el('li', 'empty', 'clean \u2014 no findings'));
      return;
    }
    findings.forEach(function (f, i) {
      var item = el('li', 'finding severity-' + (f.severity === 'error' || f.severity === 'warning' ? f.severity : 'note'));
      item.tabIndex = 0;
      item.setAttribute('role', 'button');
      item.setAttribute('data-index', String(i));
      var head = el('div', 'finding-head');
      head.appendChild(el('span', 'severity', f.severity));
      head.appendChild(el('span', 'check', f.check));
      var where = findingLocation(f);
      if (where) head.appendChild(el('span', 'where', where));
      item.appendChild(head);
      item.appendChild(el('div', 'message', f.message));
      if (f.measured !== null && f.measured !== undefined) {
        item.appendChild(el('div', 'measured', 'measured ' + f.measured + (f.expected !== null && f.expected !== undefined ? ', expected ' + f.expected : '')));
      }
      item.addEventListener('click', function () {
        activateFinding(i, item);
      });
      item.addEventListener('keydown', function (ev) {
        if (ev.key === 'Enter' || ev.key === ' ') {
          ev.preventDefault();
          activateFinding(i, item);
        }
      });
      list.appendChild(item);
    });
  }

  function buildGaps() {
    var list = $('gaps');
    if (!list) return;
    var gaps = data.gaps || [];
    if (gaps.length === 0) {
      list.appendChild(el('li', 'empty', 'none'));
      return;
    }
    gaps.forEach(function (g) {
      var item = el('li', 'gap');
      var head = el('div', 'finding-head');
      head.appendChild(el('span', 'check', g.check_id));
      head.appendChild(el('span', 'code', g.code));
      if (g.scope) head.appendChild(el('span', 'where', g.scope.code + (g.scope.subject !== null ? ' ' + quoted(g.scope.subject) : '')));
      item.appendChild(head);
      item.appendChild(el('div', 'message', g.message));
      list.appendChild(item);
    });
  }

  function buildPredictions() {
    var box = $('predictions');
    if (!box) return;
    var predictions = data.predictions || [];
    if (data.prediction_provenance === null || data.prediction_provenance === undefined) {
      box.appendChild(el('p', 'empty', 'engine-neutral \u2014 no profile resolved'));
      return;
    }
    if (predictions.length === 0) {
      box.appendChild(el('p', 'empty', 'profile resolved \u2014 no prediction facets'));
      return;
    }
    var list = el('ul', 'predictions');
    predictions.forEach(function (p) {
      var facets = (p.prediction && p.prediction.facets) || [];
      if (facets.length === 0) list.appendChild(el('li', null, p.check_id + ': no facets'));
      facets.forEach(function (facet) {
        var scope = facet.scope ? facet.scope.code + (facet.scope.subject ? ' ' + quoted(facet.scope.subject) : '') : '';
        var reasons = facet.reasons && facet.reasons.length ? ' \u2014 ' + facet.reasons.join('; ') : '';
        list.appendChild(el('li', 'facet state-' + String(facet.state).replace(/[^a-z_]/g, ''), p.check_id + ' \u00b7 ' + scope + ' \u00b7 ' + facet.state + reasons));
      });
    });
    box.appendChild(list);
  }

  function buildClipControls() {
    var select = $('clip-select');
    if (select) {
      clips.forEach(function (c, i) {
        var option = document.createElement('option');
        option.value = String(i);
        option.textContent = c.name + ' (' + c.frames + ' frames, ' + fmt(c.duration, 3) + ' s)';
        select.appendChild(option);
      });
      select.disabled = clips.length === 0;
      select.addEventListener('change', function () {
        setPlaying(false);
        hideNotice();
        selectClip(Number(select.value));
      });
    }
    var omitted = $('omitted-clips');
    if (omitted) {
      (data.omitted_clips || []).forEach(function (o) {
        omitted.appendChild(el('li', null, 'omitted clip ' + quoted(o.name) + ': ' + o.reason));
      });
      if (clips.length === 0) omitted.appendChild(el('li', null, 'No included clip has a pose grid to show.'));
    }
    var play = $('play');
    if (play) {
      play.disabled = clips.length === 0;
      play.addEventListener('click', function () {
        setPlaying(!state.playing);
      });
    }
    var scrub = $('scrub');
    if (scrub) {
      scrub.disabled = clips.length === 0;
      scrub.addEventListener('input', function () {
        setPlaying(false);
        setFrame(Number(scrub.value), false);
      });
    }
  }

  // ---- charts --------------------------------------------------------------------------------

  var playheads = [];

  function chartFrame(title) {
    var fig = el('figure', 'chart');
    fig.appendChild(el('figcaption', null, title));
    var box = svg('svg', { viewBox: '0 0 ' + CHART.width + ' ' + CHART.height, role: 'img' });
    box.appendChild(svg('rect', { x: 0, y: 0, width: CHART.width, height: CHART.height, class: 'chart-bg' }));
    fig.appendChild(box);
    return { fig: fig, svg: box };
  }

  function unavailable(title, text) {
    var fig = el('figure', 'chart unavailable');
    fig.appendChild(el('figcaption', null, title));
    fig.appendChild(el('p', 'empty', text));
    return fig;
  }

  function range(seriesList) {
    var lo = Infinity, hi = -Infinity;
    seriesList.forEach(function (s) {
      for (var i = 0; i < s.length; i++) {
        var v = s[i];
        if (typeof v !== 'number') continue;
        if (v < lo) lo = v;
        if (v > hi) hi = v;
      }
    });
    if (!(lo <= hi)) return null;
    if (hi - lo < 1e-9) {
      lo -= 0.5;
      hi += 0.5;
    }
    return { lo: lo, hi: hi };
  }

  function rangeRaw(values) {
    var lo = Infinity, hi = -Infinity;
    for (var i = 0; i < values.length; i++) {
      if (typeof values[i] !== 'number') continue;
      if (values[i] < lo) lo = values[i];
      if (values[i] > hi) hi = values[i];
    }
    return lo <= hi ? [lo, hi] : null;
  }

  function xOfFrame(frame, frames) {
    var w = CHART.width - 2 * CHART.pad;
    return CHART.pad + (frames > 1 ? (frame / (frames - 1)) * w : 0);
  }

  function yOf(v, r) {
    var h = CHART.height - 2 * CHART.pad;
    return CHART.pad + (1 - (v - r.lo) / (r.hi - r.lo)) * h;
  }

  function polyline(box, values, frames, r, color, dashed) {
    var points = [];
    var flush = function () {
      if (points.length > 1) {
        var attrs = { points: points.join(' '), fill: 'none', stroke: color, 'stroke-width': 1.5 };
        if (dashed) attrs['stroke-dasharray'] = '3 2';
        box.appendChild(svg('polyline', attrs));
      }
      points = [];
    };
    for (var i = 0; i < values.length; i++) {
      if (typeof values[i] !== 'number') {
        flush();
        continue;
      }
      points.push(xOfFrame(i, frames).toFixed(2) + ',' + yOf(values[i], r).toFixed(2));
    }
    flush();
  }

  function zeroLine(box, r) {
    if (r.lo <= 0 && r.hi >= 0) {
      var y = yOf(0, r).toFixed(2);
      box.appendChild(svg('line', { x1: CHART.pad, x2: CHART.width - CHART.pad, y1: y, y2: y, class: 'axis' }));
    }
  }

  function addPlayhead(box, frames) {
    var line = svg('line', { y1: CHART.pad / 2, y2: CHART.height - CHART.pad / 2, class: 'playhead' });
    box.appendChild(line);
    playheads.push({ kind: 'line', node: line, frames: frames });
  }

  function rangeLabel(box, r, unit) {
    var t1 = svg('text', { x: CHART.width - CHART.pad, y: CHART.pad + 8, class: 'tick', 'text-anchor': 'end' });
    t1.textContent = r.hi.toPrecision(3) + unit;
    var t2 = svg('text', { x: CHART.width - CHART.pad, y: CHART.height - CHART.pad - 2, class: 'tick', 'text-anchor': 'end' });
    t2.textContent = r.lo.toPrecision(3) + unit;
    box.appendChild(t1);
    box.appendChild(t2);
  }

  function footChart(c) {
    var ch = c.charts;
    var title = 'foot height rel hips (m) \u2014 L blue \u00b7 R orange';
    if (!ch.foot_height) return unavailable(title, 'unavailable: ' + (ch.foot_height_unavailable || 'no data'));
    var fh = ch.foot_height;
    if (fh.left) title += ' \u00b7 L ' + quoted(fh.left.bone);
    if (fh.right) title += ' \u00b7 R ' + quoted(fh.right.bone);
    var list = [];
    if (fh.left) list.push(fh.left.values);
    if (fh.right) list.push(fh.right.values);
    var r = range(list);
    if (!r) return unavailable(title, 'unavailable: no finite samples');
    var frame = chartFrame(title);
    zeroLine(frame.svg, r);
    if (fh.left) polyline(frame.svg, fh.left.values, c.frames, r, CHART.left, false);
    if (fh.right) polyline(frame.svg, fh.right.values, c.frames, r, CHART.right, false);
    rangeLabel(frame.svg, r, ' m');
    addPlayhead(frame.svg, c.frames);
    return frame.fig;
  }

  function gaitChart(c) {
    var ch = c.charts;
    var gait = ch.gait || {};
    var measured = gait.phase_availability === 'measured' && typeof gait.phase === 'number';
    var phaseText = measured
      ? 'gait phase ' + gait.phase.toFixed(3) + ' (dashed: trough of the L\u2212R fundamental; amplitude ' + fmt(gait.lr_amplitude_m, 3) + ' m)'
      : 'gait phase ' + (gait.phase_availability || gait.availability || 'unavailable') + (gait.note ? ' (' + gait.note + ')' : '');
    var title = 'L\u2212R foot height (m) \u2014 ' + phaseText;
    var fh = ch.foot_height;
    if (!fh || !fh.difference) {
      return unavailable(title, fh ? 'unavailable: needs both the left_foot and right_foot roles' : 'unavailable: ' + (ch.foot_height_unavailable || 'no data'));
    }
    var r = range([fh.difference]);
    if (!r) return unavailable(title, 'unavailable: no finite samples');
    var frame = chartFrame(title);
    zeroLine(frame.svg, r);
    polyline(frame.svg, fh.difference, c.frames, r, CHART.diff, false);
    if (measured && gait.cycle_frames > 0) {
      var x = xOfFrame(gait.phase * gait.cycle_frames, c.frames).toFixed(2);
      frame.svg.appendChild(svg('line', { x1: x, x2: x, y1: CHART.pad, y2: CHART.height - CHART.pad, stroke: CHART.phase, 'stroke-dasharray': '3 2' }));
    }
    rangeLabel(frame.svg, r, ' m');
    addPlayhead(frame.svg, c.frames);
    return frame.fig;
  }

  function rootPathChart(c) {
    var ch = c.charts;
    var title = 'root path (top-down, m)';
    if (!ch.root_path) return unavailable(title, 'unavailable: ' + (ch.root_path_unavailable || 'no data'));
    var rp = ch.root_path;
    title = 'root path (top-down, m) \u2014 ' + rp.source_role + ' ' + quoted(rp.bone);
    var rx = rangeRaw(rp.x), rz = rangeRaw(rp.z);
    if (!rx || !rz) return unavailable(title, 'unavailable: no finite samples');
    // Equal scale on both axes (seen from above); a stationary path is drawn at 1 m scale.
    var rawSpan = Math.max(rx[1] - rx[0], rz[1] - rz[0]);
    var span = rawSpan > 1e-9 ? rawSpan : 1;
    var cx = (rx[0] + rx[1]) / 2, cz = (rz[0] + rz[1]) / 2;
    var h = CHART.height - 2 * CHART.pad;
    var scale = h / span;
    var px = function (x) {
      return CHART.width / 2 + (x - cx) * scale;
    };
    var pz = function (z) {
      return CHART.height / 2 + (z - cz) * scale;
    };
    var frame = chartFrame(title);
    var points = [];
    for (var i = 0; i < c.frames; i++) {
      if (typeof rp.x[i] !== 'number' || typeof rp.z[i] !== 'number') continue;
      points.push(px(rp.x[i]).toFixed(2) + ',' + pz(rp.z[i]).toFixed(2));
    }
    frame.svg.appendChild(svg('polyline', { points: points.join(' '), fill: 'none', stroke: CHART.path, 'stroke-width': 1.5 }));
    var dot = svg('circle', { r: 3.5, class: 'playhead-dot' });
    frame.svg.appendChild(dot);
    var t = svg('text', { x: CHART.pad, y: CHART.height - CHART.pad - 2, class: 'tick' });
    t.textContent = rawSpan > 1e-6 ? 'extent ' + rawSpan.toPrecision(3) + ' m' : 'stationary (no horizontal travel)';
    frame.svg.appendChild(t);
    playheads.push({ kind: 'dot', node: dot, xs: rp.x, zs: rp.z, px: px, pz: pz });
    return frame.fig;
  }

  function loopDeltaChart(c) {
    var ld = c.charts.loop_deltas;
    var title = 'loop deltas per bone (last vs first frame, m)';
    if (!ld || ld.availability !== 'measured' || ld.bones.length === 0) {
      return unavailable(title, 'unavailable: ' + ((ld && (ld.note || ld.availability)) || 'no data'));
    }
    var rows = ld.bones.slice();
    var limit = 48;
    var note = '';
    if (rows.length > limit) {
      rows.sort(function (a, b) {
        return b.position_delta_m - a.position_delta_m || a.index - b.index;
      });
      rows = rows.slice(0, limit).sort(function (a, b) {
        return a.index - b.index;
      });
      note = ' \u2014 largest ' + limit + ' of ' + ld.bones.length;
    }
    var max = 0;
    rows.forEach(function (b) {
      if (b.position_delta_m > max) max = b.position_delta_m;
    });
    var frame = chartFrame(title + note);
    var w = (CHART.width - 2 * CHART.pad) / rows.length;
    var h = CHART.height - 2 * CHART.pad - 10;
    rows.forEach(function (b, i) {
      var bh = max > 0 ? (b.position_delta_m / max) * h : 0;
      var rect = svg('rect', {
        x: (CHART.pad + i * w + w * 0.1).toFixed(2),
        y: (CHART.height - CHART.pad - bh).toFixed(2),
        width: Math.max(w * 0.8, 0.5).toFixed(2),
        height: Math.max(bh, 0.5).toFixed(2),
        class: 'bar'
      });
      var tip = svg('title');
      tip.textContent = b.bone + ': ' + b.position_delta_m.toPrecision(4) + ' m, ' + b.rotation_delta_deg.toPrecision(4) + '\u00b0';
      rect.appendChild(tip);
      frame.svg.appendChild(rect);
    });
    var t = svg('text', { x: CHART.width - CHART.pad, y: CHART.pad + 8, class: 'tick', 'text-anchor': 'end' });
    t.textContent = 'max ' + max.toPrecision(3) + ' m';
    frame.svg.appendChild(t);
    return frame.fig;
  }

  function speedChart(c) {
    var sp = c.charts.speed || {};
    var measured = sp.availability === 'measured' && typeof sp.speed_mps === 'number';
    var title = 'speed (m/s)' + (sp.bone ? ' of ' + quoted(sp.bone) : '') + ' \u2014 measured ' + (measured ? sp.speed_mps.toPrecision(4) + ' m/s' : sp.availability || 'unavailable');
    if (!sp.per_frame) {
      return unavailable(title, evidenceOnly ? 'per-frame speed is omitted in this evidence-only report' : 'per-frame speed needs the root or hips role');
    }
    var list = [sp.per_frame];
    if (measured) list.push([sp.speed_mps, 0]);
    else list.push([0]);
    var r = range(list);
    if (!r) return unavailable(title, 'unavailable: no finite samples');
    var frame = chartFrame(title);
    zeroLine(frame.svg, r);
    polyline(frame.svg, sp.per_frame, c.frames, r, CHART.speed, false);
    if (measured) {
      var y = yOf(sp.speed_mps, r).toFixed(2);
      frame.svg.appendChild(svg('line', { x1: CHART.pad, x2: CHART.width - CHART.pad, y1: y, y2: y, stroke: CHART.path, 'stroke-dasharray': '4 3' }));
    }
    rangeLabel(frame.svg, r, ' m/s');
    addPlayhead(frame.svg, c.frames);
    return frame.fig;
  }

  function buildCharts() {
    var box = $('charts');
    if (!box) return;
    clear(box);
    playheads = [];
    if (!current) {
      box.appendChild(el('p', 'empty', 'no clip to chart'));
      return;
    }
    var c = current.clip;
    box.appendChild(footChart(c));
    box.appendChild(gaitChart(c));
    box.appendChild(rootPathChart(c));
    box.appendChild(loopDeltaChart(c));
    box.appendChild(speedChart(c));
  }

  function movePlayheads(frame) {
    for (var i = 0; i < playheads.length; i++) {
      var p = playheads[i];
      if (p.kind === 'line') {
        var x = xOfFrame(frame, p.frames).toFixed(2);
        p.node.setAttribute('x1', x);
        p.node.setAttribute('x2', x);
      } else if (typeof p.xs[frame] === 'number' && typeof p.zs[frame] === 'number') {
        p.node.setAttribute('cx', p.px(p.xs[frame]).toFixed(2));
        p.node.setAttribute('cy', p.pz(p.zs[frame]).toFixed(2));
      }
    }
  }

  // ---- illustrative blend --------------------------------------------------------------------

  var section = evidenceOnly ? undefined : data.blend;
  var blend = {
    available: false,
    second: -1, // option index of the second clip, -1 when unpaired
    weight: 0,
    phase: 0,
    frameA: 0,
    frameB: 0,
    decoded: [], // at most two: { clipIndex, locals }
    out: null, // Float64Array(bones*3), reused per repaint
    upload: null, // Float32Array(bones*3), reused per repaint
    secondPositions: null,
    secondTimes: null,
    visible: false,
    failed: false
  };
  var secondPane = null;
  var blendPane = null;
  var streamByClip = {};
  var refusalByClip = {};

  function setBlendStatus(text) {
    var s = $('blend-status');
    if (s) s.textContent = text || '';
  }

  function optionOfClipIndex(clipIndex) {
    for (var i = 0; i < clips.length; i++) if (clips[i].index === clipIndex) return i;
    return -1;
  }

  function initBlend() {
    var root = $('blend');
    if (!root) return;
    if (!section || !Blend) {
      setBlendStatus('Illustrative blend unavailable: no local-transform data in this report.');
      hideBlendSelector();
      return;
    }
    var refusals = $('blend-refusals');
    (section.refused || []).forEach(function (r) {
      refusalByClip[r.clipIndex] = r;
      if (refusals) refusals.appendChild(el('li', null, 'clip ' + quoted(r.clip) + ': ' + r.detail + ' (' + r.reason + ')'));
    });
    if (section.omitted) {
      setBlendStatus('Illustrative blend unavailable: ' + section.omitted.detail + ' (' + section.omitted.reason + ')');
      hideBlendSelector();
      return;
    }
    if (!section.parentsValid || !section.parents || section.parents.length !== boneCount) {
      setBlendStatus('Illustrative blend unavailable: the skeleton\u2019s parent topology is invalid for blending.');
      hideBlendSelector();
      return;
    }
    (section.admitted || []).forEach(function (s) {
      streamByClip[s.clipIndex] = s;
    });
    blend.available = true;
    secondPane = createPane($('view-second'), 'second');
    blendPane = createPane($('view-blend'), 'blend');
    var select = $('blend-second');
    if (select) {
      var none = document.createElement('option');
      none.value = '-1';
      none.textContent = '\u2014 none \u2014';
      select.appendChild(none);
      clips.forEach(function (c, i) {
        if (!streamByClip[c.index]) return;
        var option = document.createElement('option');
        option.value = String(i);
        option.textContent = c.name + ' (' + c.frames + ' frames)';
        select.appendChild(option);
      });
      select.addEventListener('change', function () {
        pairWith(Number(select.value));
      });
    }
    var weight = $('blend-weight');
    if (weight) {
      weight.addEventListener('input', function () {
        blend.weight = Math.max(0, Math.min(1, Number(weight.value)));
        paintBlend();
      });
    }
    var phase = $('blend-phase');
    if (phase) {
      phase.addEventListener('input', function () {
        setPlaying(false);
        blend.phase = Math.max(0, Math.min(1, Number(phase.value)));
        if (current) setFrame(Blend.nearestFrame(blend.phase, current.clip.frames), true);
      });
    }
  }

  function hideBlendSelector() {
    var pair = document.querySelector('.blend-pair');
    if (pair) pair.hidden = true;
  }

  function clearPairing(message) {
    blend.second = -1;
    blend.decoded = [];
    blend.out = null;
    blend.upload = null;
    blend.secondPositions = null;
    blend.secondTimes = null;
    blend.visible = false;
    var select = $('blend-second');
    if (select) select.value = '-1';
    var pane = $('blend-pane');
    if (pane) pane.hidden = true;
    drawPane(secondPane, null, 0);
    drawPane(blendPane, null, 0);
    setBlendStatus(message || '');
  }

  /** Decodes a clip's stream, reusing one already decoded for the pair. */
  function decodedStream(clipIndex) {
    for (var i = 0; i < blend.decoded.length; i++) if (blend.decoded[i].clipIndex === clipIndex) return blend.decoded[i];
    var s = streamByClip[clipIndex];
    if (!s || s.bones !== boneCount) throw new Error('no usable local stream');
    return { clipIndex: clipIndex, locals: Blend.decodeStream(s.locals, s.frames, s.bones), frames: s.frames };
  }

  /** Validates and decodes the selected pair (only on selection changes), then shows the pane. */
  function pairWith(option) {
    if (!blend.available) return;
    if (option < 0 || option >= clips.length || !current) {
      clearPairing('');
      return;
    }
    if (option === state.option) {
      clearPairing('A clip cannot be blended with itself; pairing cleared.');
      return;
    }
    var a = current.clip, b = clips[option];
    if (!streamByClip[a.index]) {
      var ra = refusalByClip[a.index];
      clearPairing('Clip ' + quoted(a.name) + ' has no local stream' + (ra ? ': ' + ra.detail : '') + '; pairing cleared.');
      return;
    }
    if (!streamByClip[b.index]) {
      var rb = refusalByClip[b.index];
      clearPairing('Clip ' + quoted(b.name) + ' has no local stream' + (rb ? ': ' + rb.detail : '') + '; pairing cleared.');
      return;
    }
    var da, db, pb, tb;
    try {
      da = decodedStream(a.index);
      db = decodedStream(b.index);
      if (da.frames !== a.frames || db.frames !== b.frames) throw new Error('stream frames differ from the source grid');
      pb = decodeF32(b.positions, b.frames * boneCount * 3);
      tb = decodeF32(b.times, b.frames);
      if (!pb || !tb) throw new Error('source positions do not decode');
    } catch (e) {
      clearPairing('Blend unavailable for this pair: ' + (e && e.message ? e.message : 'stream does not decode') + '; pairing cleared.');
      return;
    }
    blend.decoded = [da, db]; // at most two retained
    blend.second = option;
    blend.secondPositions = pb;
    blend.secondTimes = tb;
    if (!blend.out || blend.out.length !== boneCount * 3) {
      blend.out = new Float64Array(boneCount * 3);
      blend.upload = new Float32Array(boneCount * 3);
    }
    blend.visible = true;
    var select = $('blend-second');
    if (select) select.value = String(option);
    var pane = $('blend-pane');
    if (pane) pane.hidden = false;
    var label = $('second-label');
    if (label) label.textContent = 'second source: ' + b.name;
    setBlendStatus('');
    paintBlend();
  }

  /** The primary clip changed: keep the pairing when it is still valid, else clear it. */
  function blendPrimaryChanged() {
    if (!blend.available) return;
    var primary = current ? current.clip : null;
    var select = $('blend-second');
    if (select) select.disabled = !primary || !streamByClip[primary.index];
    if (primary && !streamByClip[primary.index]) {
      var r = refusalByClip[primary.index];
      clearPairing('Clip ' + quoted(primary.name) + ' cannot be blended' + (r ? ': ' + r.detail : '') + '.');
      return;
    }
    if (blend.second >= 0) pairWith(blend.second);
    else setBlendStatus('');
  }

  function paintBlend() {
    if (!blend.visible || blend.second < 0 || !current) return;
    var a = current.clip, b = clips[blend.second];
    var fa = state.frame;
    var fb = Blend.nearestFrame(blend.phase, b.frames);
    blend.frameA = fa;
    blend.frameB = fb;
    var phase = $('blend-phase');
    if (phase && document.activeElement !== phase) phase.value = String(blend.phase);
    var pl = $('blend-phase-label');
    if (pl) pl.textContent = blend.phase.toFixed(3);
    var wl = $('blend-weight-label');
    if (wl) wl.textContent = blend.weight.toFixed(2);
    var tb = blend.secondTimes && fb < blend.secondTimes.length ? blend.secondTimes[fb] : NaN;
    var times = $('blend-times');
    if (times) {
      times.textContent =
        quoted(a.name) + ' frame ' + (fa + 1) + '/' + a.frames + ' at ' + fmt(frameTime(fa), 3) + ' s \u00b7 ' +
        quoted(b.name) + ' frame ' + (fb + 1) + '/' + b.frames + ' at ' + fmt(tb, 3) + ' s';
    }
    drawPane(secondPane, blend.secondPositions, fb * boneCount * 3, COLORS.bone, null);
    var w = blend.weight;
    if (w === 0) {
      // Endpoint branch: the source positions exactly.
      blend.failed = false;
      drawPane(blendPane, current.positions, fa * boneCount * 3, COLORS.blendBone, null);
    } else if (w === 1) {
      blend.failed = false;
      drawPane(blendPane, blend.secondPositions, fb * boneCount * 3, COLORS.blendBone, null);
    } else {
      var ok = Blend.blendPositions(blend.decoded[0].locals, fa, blend.decoded[1].locals, fb, w, section.parents, boneCount, blend.out);
      if (ok) {
        var up = blend.upload;
        for (var i = 0; i < up.length; i++) up[i] = blend.out[i];
        blend.failed = false;
        drawPane(blendPane, up, 0, COLORS.blendBone, null);
      } else {
        // Never show stale geometry.
        blend.failed = true;
        drawPane(blendPane, null, 0);
      }
    }
    setBlendStatus(blend.failed ? 'Blend unavailable at this weight and phase: the result is not finite or not representable as f32.' : '');
  }

  // ---- test hook -----------------------------------------------------------------------------

  function drawnArray(pane) {
    if (!pane || !pane.drawn) return null;
    var out = new Array(boneCount * 3);
    for (var i = 0; i < out.length; i++) out[i] = pane.drawn.source[pane.drawn.offset + i];
    return out;
  }

  window.animsmithReport = Object.freeze({
    state: function () {
      var c = current ? current.clip : null;
      return {
        clip: clipName(c),
        clipIndex: c ? c.index : null,
        option: state.option,
        frame: state.frame,
        frames: c ? c.frames : 0,
        time: current ? frameTime(state.frame) : null,
        playing: state.playing,
        renderer: sourcePane && sourcePane.renderer ? sourcePane.renderer.kind : 'none',
        evidenceOnly: evidenceOnly,
        notice: state.notice,
        blend: {
          available: blend.available,
          visible: blend.visible,
          second: blend.second >= 0 ? clips[blend.second].name : null,
          secondIndex: blend.second >= 0 ? clips[blend.second].index : null,
          weight: blend.weight,
          phase: blend.phase,
          frameA: blend.frameA,
          frameB: blend.frameB,
          failed: blend.failed,
          decoded: blend.decoded.map(function (d) {
            return d.clipIndex;
          })
        }
      };
    },
    drawn: function (pane) {
      return drawnArray(pane === 'second' ? secondPane : pane === 'blend' ? blendPane : sourcePane);
    },
    findings: function () {
      return (data.findings || []).length;
    }
  });

  // ---- start ---------------------------------------------------------------------------------

  buildClipControls();
  buildFindings();
  buildGaps();
  buildPredictions();
  initBlend();
  if (clips.length > 0) selectClip(0);
  else {
    buildCharts();
    repaint();
  }
  window.addEventListener('resize', function () {
    repaint();
  });
})();
