/*
 * animsmith before/after comparison viewer (plain script, no modules, no requests).
 *
 * Reads the JSON data block #report-data, decodes the selected clip's model-space positions
 * (base64 little-endian f32, frame-major then bone-major) for each side on selection change, and
 * draws three Canvas2D panes with one shared orthographic camera: before, after, and an overlay of
 * both. Both sides follow one normalized phase u: each shows its nearest frame round(u*(N-1)).
 * Strings from files are escaped as the data is read (window.AnimsmithSafeText: bidi, control and
 * line-separator characters, the rule of every other view) and only ever reach the page through
 * textContent.
 */
(function () {
  'use strict';

  var COLORS = { before: '#4ea3ff', after: '#ff9a3c', grid: '#2a2f38', axis: '#3a414d' };

  function decodePositions(b64) {
    var bin = atob(b64);
    var n = bin.length >> 2;
    var bytes = new Uint8Array(bin.length);
    for (var i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
    var view = new DataView(bytes.buffer);
    var out = new Float32Array(n);
    for (var j = 0; j < n; j++) out[j] = view.getFloat32(j * 4, true);
    return out;
  }

  function boundsOf(sides) {
    var min = [Infinity, Infinity, Infinity];
    var max = [-Infinity, -Infinity, -Infinity];
    sides.forEach(function (s) {
      if (!s) return;
      var p = s.positions;
      for (var i = 0; i + 2 < p.length; i += 3) {
        for (var c = 0; c < 3; c++) {
          var v = p[i + c];
          if (isFinite(v)) {
            if (v < min[c]) min[c] = v;
            if (v > max[c]) max[c] = v;
          }
        }
      }
    });
    if (!(min[0] <= max[0])) return { center: [0, 0, 0], radius: 1 };
    var center = [(min[0] + max[0]) / 2, (min[1] + max[1]) / 2, (min[2] + max[2]) / 2];
    var dx = max[0] - min[0], dy = max[1] - min[1], dz = max[2] - min[2];
    var radius = Math.sqrt(dx * dx + dy * dy + dz * dz) / 2;
    return { center: center, radius: radius > 1e-6 ? radius : 1, minY: min[1] };
  }

  function init() {
    var node = document.getElementById('report-data');
    if (!node) return;
    var data = window.AnimsmithSafeText.data(JSON.parse(node.textContent || '{}'));
    var select = document.getElementById('clip-select');
    if (!select || !data.clips || data.clips.length === 0) {
      window.AnimsmithCompare = { data: data, state: function () { return { clip: null }; } };
      return;
    }
    var scrub = document.getElementById('scrub');
    var playButton = document.getElementById('play');
    var timeLabel = document.getElementById('time-label');
    var panes = ['before', 'after', 'overlay'].map(function (id) {
      return { id: id, canvas: document.getElementById('canvas-' + id), notice: document.getElementById('notice-' + id) };
    });
    var baseNotice = {
      before: data.before.notice || '',
      after: data.after.notice || ''
    };

    var state = { ready: false, clipIndex: 0, frame: 0, frames: 1, playing: false, yaw: 0.6, pitch: 0.25, zoom: 1, sides: { before: null, after: null }, bounds: null, last: 0, acc: 0 };

    function sideClip(sideName, clipIndex) {
      var side = data[sideName];
      var row = side.clips[clipIndex];
      if (!row || !row.positions || row.frames < 1) return null;
      var positions = decodePositions(row.positions);
      var bones = side.bones.length;
      if (bones === 0 || positions.length !== row.frames * bones * 3) return null;
      return { name: sideName, bones: side.bones, frames: row.frames, duration: row.duration, positions: positions };
    }

    function paneNotice(sideName, clipIndex) {
      var side = data[sideName];
      var row = side.clips[clipIndex];
      if (side.poses !== 'included') return baseNotice[sideName];
      if (row && row.grid_unavailable) return 'No sampled grid for this clip (' + row.grid_unavailable + ').';
      return '';
    }

    function primary() {
      return state.sides.before || state.sides.after;
    }

    function sideFrame(side) {
      var p = primary();
      if (!side || !p) return 0;
      if (side === p) return state.frame;
      var u = p.frames > 1 ? state.frame / (p.frames - 1) : 0;
      return Math.min(side.frames - 1, Math.max(0, Math.round(u * (side.frames - 1))));
    }

    function frameTime(side, frame) {
      return side.frames > 1 ? (side.duration * frame) / (side.frames - 1) : 0;
    }

    function selectClip(index) {
      if (!(index >= 0 && index < data.clips.length)) return false;
      if (state.ready && index === state.clipIndex) return true;
      state.ready = true;
      state.clipIndex = index;
      state.sides.before = sideClip('before', index);
      state.sides.after = sideClip('after', index);
      state.bounds = boundsOf([state.sides.before, state.sides.after]);
      var p = primary();
      state.frames = p ? p.frames : 1;
      state.frame = 0;
      state.acc = 0;
      scrub.max = String(Math.max(0, state.frames - 1));
      scrub.value = '0';
      scrub.disabled = !p;
      playButton.disabled = !p;
      if (!p) setPlaying(false);
      select.value = String(index);
      panes[0].notice.textContent = paneNotice('before', index);
      panes[1].notice.textContent = paneNotice('after', index);
      panes[2].notice.textContent = p ? '' : 'No poses to overlay for this clip.';
      markRows();
      draw();
      return true;
    }

    function setFrame(frame) {
      var f = Math.max(0, Math.min(state.frames - 1, Math.round(frame)));
      state.frame = f;
      scrub.value = String(f);
      draw();
    }

    function setPlaying(on) {
      state.playing = !!on && !!primary() && state.frames > 1;
      playButton.textContent = state.playing ? '❚❚ pause' : '▶ play';
      if (state.playing) {
        state.last = performance.now();
        requestAnimationFrame(tick);
      }
    }

    function tick(now) {
      if (!state.playing) return;
      var p = primary();
      var dt = Math.max(0, (now - state.last) / 1000);
      state.last = now;
      var fps = p.duration > 0 ? (p.frames - 1) / p.duration : 30;
      state.acc += dt * fps;
      if (state.acc >= 1) {
        var steps = Math.floor(state.acc);
        state.acc -= steps;
        setFrame((state.frame + steps) % p.frames);
      }
      requestAnimationFrame(tick);
    }

    function project(x, y, z, w, h) {
      var b = state.bounds;
      x -= b.center[0];
      y -= b.center[1];
      z -= b.center[2];
      var cy = Math.cos(state.yaw), sy = Math.sin(state.yaw);
      var x1 = cy * x + sy * z;
      var z1 = -sy * x + cy * z;
      var cp = Math.cos(state.pitch), sp = Math.sin(state.pitch);
      var y2 = cp * y - sp * z1;
      var scale = (0.45 * Math.min(w, h) * state.zoom) / b.radius;
      return [w / 2 + x1 * scale, h / 2 - y2 * scale];
    }

    function sizeCanvas(canvas) {
      var dpr = window.devicePixelRatio || 1;
      var w = Math.max(1, Math.round(canvas.clientWidth * dpr));
      var h = Math.max(1, Math.round(canvas.clientHeight * dpr));
      if (canvas.width !== w || canvas.height !== h) {
        canvas.width = w;
        canvas.height = h;
      }
      return dpr;
    }

    function drawGround(ctx, w, h) {
      var b = state.bounds;
      var y = b.minY !== undefined ? b.minY : 0;
      var r = b.radius;
      ctx.strokeStyle = COLORS.grid;
      ctx.lineWidth = 1;
      for (var i = -4; i <= 4; i++) {
        var t = (i / 4) * r;
        var a = project(b.center[0] + t, y, b.center[2] - r, w, h);
        var c = project(b.center[0] + t, y, b.center[2] + r, w, h);
        var d = project(b.center[0] - r, y, b.center[2] + t, w, h);
        var e = project(b.center[0] + r, y, b.center[2] + t, w, h);
        ctx.beginPath();
        ctx.moveTo(a[0], a[1]);
        ctx.lineTo(c[0], c[1]);
        ctx.moveTo(d[0], d[1]);
        ctx.lineTo(e[0], e[1]);
        ctx.stroke();
      }
    }

    function drawSkeleton(ctx, side, w, h, dpr, color, width, alpha) {
      if (!side) return;
      var frame = sideFrame(side);
      var n = side.bones.length;
      var base = frame * n * 3;
      var p = side.positions;
      var pts = new Array(n);
      for (var i = 0; i < n; i++) {
        var k = base + i * 3;
        pts[i] = isFinite(p[k]) && isFinite(p[k + 1]) && isFinite(p[k + 2]) ? project(p[k], p[k + 1], p[k + 2], w, h) : null;
      }
      ctx.save();
      ctx.globalAlpha = alpha;
      ctx.strokeStyle = color;
      ctx.fillStyle = color;
      ctx.lineWidth = width * dpr;
      ctx.beginPath();
      for (var j = 0; j < n; j++) {
        var parent = side.bones[j].parent;
        if (parent >= 0 && parent < n && pts[j] && pts[parent]) {
          ctx.moveTo(pts[parent][0], pts[parent][1]);
          ctx.lineTo(pts[j][0], pts[j][1]);
        }
      }
      ctx.stroke();
      var r = (width + 0.5) * dpr;
      for (var m = 0; m < n; m++) {
        if (!pts[m]) continue;
        ctx.beginPath();
        ctx.arc(pts[m][0], pts[m][1], r, 0, Math.PI * 2);
        ctx.fill();
      }
      ctx.restore();
    }

    function draw() {
      panes.forEach(function (pane) {
        var canvas = pane.canvas;
        var dpr = sizeCanvas(canvas);
        var ctx = canvas.getContext('2d');
        var w = canvas.width, h = canvas.height;
        ctx.clearRect(0, 0, w, h);
        if (!primary()) return;
        drawGround(ctx, w, h);
        if (pane.id === 'before') drawSkeleton(ctx, state.sides.before, w, h, dpr, COLORS.before, 2, 1);
        if (pane.id === 'after') drawSkeleton(ctx, state.sides.after, w, h, dpr, COLORS.after, 2, 1);
        if (pane.id === 'overlay') {
          // before as a wide translucent halo under a thin after, so identical poses show both.
          drawSkeleton(ctx, state.sides.before, w, h, dpr, COLORS.before, 5, 0.55);
          drawSkeleton(ctx, state.sides.after, w, h, dpr, COLORS.after, 1.5, 1);
        }
      });
      timeLabel.textContent = label();
    }

    function label() {
      var parts = [];
      ['before', 'after'].forEach(function (name) {
        var s = state.sides[name];
        if (!s) return;
        var f = sideFrame(s);
        parts.push(name + ' frame ' + f + '/' + (s.frames - 1) + ' t=' + frameTime(s, f).toFixed(3) + ' s');
      });
      var p = primary();
      var u = p && p.frames > 1 ? state.frame / (p.frames - 1) : 0;
      return 'phase ' + u.toFixed(3) + (parts.length ? ' · ' + parts.join(' · ') : '');
    }

    function markRows() {
      var rows = document.querySelectorAll('#delta-table tr[data-clip]');
      var name = data.clips[state.clipIndex];
      for (var i = 0; i < rows.length; i++) {
        if (rows[i].getAttribute('data-clip') === name) rows[i].classList.add('current');
        else rows[i].classList.remove('current');
      }
    }

    select.addEventListener('change', function () {
      selectClip(Number(select.value));
    });
    scrub.addEventListener('input', function () {
      setFrame(Number(scrub.value));
    });
    playButton.addEventListener('click', function () {
      setPlaying(!state.playing);
    });
    var table = document.getElementById('delta-table');
    if (table) {
      table.addEventListener('click', function (event) {
        var row = event.target && event.target.closest ? event.target.closest('tr[data-clip]') : null;
        if (!row) return;
        var index = data.clips.indexOf(row.getAttribute('data-clip'));
        if (index >= 0) selectClip(index);
      });
    }

    var drag = null;
    panes.forEach(function (pane) {
      pane.canvas.addEventListener('pointerdown', function (event) {
        drag = { x: event.clientX, y: event.clientY };
        if (pane.canvas.setPointerCapture) pane.canvas.setPointerCapture(event.pointerId);
      });
      pane.canvas.addEventListener('pointermove', function (event) {
        if (!drag) return;
        state.yaw += (event.clientX - drag.x) * 0.01;
        state.pitch = Math.max(-1.5, Math.min(1.5, state.pitch + (event.clientY - drag.y) * 0.01));
        drag = { x: event.clientX, y: event.clientY };
        draw();
      });
      pane.canvas.addEventListener('pointerup', function () {
        drag = null;
      });
      pane.canvas.addEventListener('wheel', function (event) {
        event.preventDefault();
        state.zoom = Math.max(0.1, Math.min(20, state.zoom * Math.exp(-event.deltaY * 0.001)));
        draw();
      }, { passive: false });
    });
    window.addEventListener('resize', draw);

    window.AnimsmithCompare = {
      data: data,
      selectClip: function (name) {
        return selectClip(data.clips.indexOf(name));
      },
      setFrame: setFrame,
      play: function () { setPlaying(true); },
      pause: function () { setPlaying(false); },
      state: function () {
        return {
          clip: data.clips[state.clipIndex],
          frame: state.frame,
          frames: state.frames,
          playing: state.playing,
          beforeFrame: state.sides.before ? sideFrame(state.sides.before) : null,
          afterFrame: state.sides.after ? sideFrame(state.sides.after) : null
        };
      }
    };
    selectClip(0);
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init);
  else init();
})();
