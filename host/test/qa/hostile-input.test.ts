/**
 * Hostile input at the CLI: truncated, bit-flipped, lying, special files, oversized and deeply
 * nested documents, control characters, and bad configuration files. Each ends in exit 2 with
 * one specific line on stderr and nothing on stdout (or loads), within a few seconds.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync, openSync, closeSync, ftruncateSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { CORPUS, runCli, runCliProcess } from '@animsmith/test-utils';
import { expectRefusal, floats, glb, peakRssKiB, sharedTrackGlb, tempDir } from './qa-support.js';

const FOX = readFileSync(path.join(CORPUS, 'gltf/khronos-fox/Fox.glb'));

/** Deterministic PRNG (mulberry32) so a failure reproduces. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Makes a FIFO; a machine where that fails cannot run these tests, which then fail saying so. */
function mkfifo(file: string): void {
  const r = spawnSync('mkfifo', [file], { encoding: 'utf8' });
  expect(r.status, `mkfifo ${file}: ${r.error?.message ?? r.stderr}`).to.equal(0);
}

/** A sparse file of `size` bytes whose first bytes are `head` (no disk blocks for the rest). */
function sparse(file: string, size: number, head: Uint8Array = new Uint8Array(0)): void {
  writeFileSync(file, head);
  const fd = openSync(file, 'r+');
  try {
    ftruncateSync(fd, size);
  } finally {
    closeSync(fd);
  }
}

/** A glTF whose only buffer (needed by the animation) has `uri`. */
function gltfWithBuffer(uri: string): string {
  return JSON.stringify({
    asset: { version: '2.0' },
    nodes: [{ name: 'bone' }],
    buffers: [{ uri, byteLength: 32 }],
    bufferViews: [
      { buffer: 0, byteOffset: 0, byteLength: 8 },
      { buffer: 0, byteOffset: 8, byteLength: 24 },
    ],
    accessors: [
      { bufferView: 0, componentType: 5126, count: 2, type: 'SCALAR' },
      { bufferView: 1, componentType: 5126, count: 2, type: 'VEC3' },
    ],
    animations: [{ samplers: [{ input: 0, output: 1 }], channels: [{ sampler: 0, target: { node: 0, path: 'translation' } }] }],
  });
}

describe('QA: hostile input', function () {
  this.timeout(300000);
  let dir: string;
  before(() => {
    dir = tempDir('hostile');
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses Fox.glb truncated at 64-byte boundaries (declared length kept, or patched to match)', async () => {
    const random = rng(64);
    const offsets = new Set<number>([0, 4, 8, 12, 16, 20, 64, 128]);
    while (offsets.size < 24) offsets.add(Math.floor((random() * FOX.length) / 64) * 64);
    for (const offset of offsets) {
      const cut = Buffer.from(FOX.subarray(0, offset));
      writeFileSync(path.join(dir, 'cut.glb'), cut);
      expectRefusal(await runCli(['lint', '--format', 'json', 'cut.glb'], { cwd: dir }), /^animsmith: cut\.glb: /, `cut at ${offset}`);
      if (offset >= 12) {
        // The same cut with a header that agrees: the chunk table has to catch it.
        cut.writeUInt32LE(offset, 8);
        writeFileSync(path.join(dir, 'cut.glb'), cut);
        expectRefusal(await runCli(['lint', '--format', 'json', 'cut.glb'], { cwd: dir }), /^animsmith: cut\.glb: /, `patched cut at ${offset}`);
      }
    }
  });

  it('bit flips in Fox.glb load or are refused with one line, never a crash', async () => {
    const random = rng(2024);
    const jsonLength = FOX.readUInt32LE(12);
    for (let round = 0; round < 24; round++) {
      const bytes = Buffer.from(FOX);
      // Half the rounds aim at the JSON chunk, where a flip changes structure rather than values.
      const span = round % 2 === 0 ? jsonLength : FOX.length - 20;
      for (let e = 0; e < 1 + (round % 3); e++) {
        const at = 20 + Math.floor(random() * span);
        bytes[at] = bytes[at]! ^ (1 << Math.floor(random() * 8));
      }
      writeFileSync(path.join(dir, 'flip.glb'), bytes);
      const r = await runCli(['lint', '--format', 'json', 'flip.glb'], { cwd: dir });
      if (r.status === 2) expectRefusal(r, /^animsmith: flip\.glb: /, `round ${round}`);
      else {
        expect(r.status, `round ${round}: ${r.stderr}`).to.be.oneOf([0, 1]);
        expect(r.stderr, `round ${round}`).to.equal('');
        JSON.parse(r.stdout);
      }
    }
  });

  it('refuses a GLB whose JSON chunk declares 2 GB', async () => {
    const bytes = Buffer.from(FOX);
    bytes.writeUInt32LE(0x80000000, 12);
    writeFileSync(path.join(dir, 'json-2gb.glb'), bytes);
    expectRefusal(await runCli(['lint', 'json-2gb.glb'], { cwd: dir }), /json-2gb\.glb: GLB chunk 0 at byte offset 12 declares 2147483648 bytes but only \d+ remain$/);
  });

  it('refuses external buffers that are /dev/zero, a FIFO, a directory, or symlinks out of the folder', async () => {
    mkdirSync(path.join(dir, 'buffers'));
    const at = (name: string) => path.join(dir, 'buffers', name);
    mkdirSync(at('folder.bin'));
    symlinkSync('/etc/hostname', at('outside.bin'));
    symlinkSync('/dev/zero', at('zero.bin'));
    const cases: [string, string, RegExp][] = [
      ['dev-zero.gltf', '/dev/zero', /unsafe external buffer uri at \/buffers\/0\/uri: an absolute path is not allowed/],
      ['folder.gltf', 'folder.bin', /cannot read external buffer \/buffers\/0 \("folder\.bin"\): not a regular file/],
      ['outside.gltf', 'outside.bin', /unsafe external buffer uri at \/buffers\/0\/uri: a symbolic link leads outside the asset folder/],
      ['zero-link.gltf', 'zero.bin', /unsafe external buffer uri at \/buffers\/0\/uri: a symbolic link leads outside the asset folder/],
    ];
    for (const [file, uri, pattern] of cases) {
      writeFileSync(at(file), gltfWithBuffer(uri));
      expectRefusal(await runCli(['lint', file], { cwd: path.join(dir, 'buffers') }), pattern, file);
    }
    // Opening a FIFO without a writer used to block forever: a real process, so a regression
    // ends in the hang guard's kill rather than a stuck suite.
    mkfifo(at('pipe.bin'));
    writeFileSync(at('fifo.gltf'), gltfWithBuffer('pipe.bin'));
    expectRefusal(await runCliProcess(['lint', 'fifo.gltf'], { cwd: path.join(dir, 'buffers') }), /cannot read external buffer \/buffers\/0 \("pipe\.bin"\): not a regular file/);
    writeFileSync(at('image-fifo.gltf'), JSON.stringify({ asset: { version: '2.0' }, images: [{ uri: 'pipe.bin' }] }));
    const r = await runCliProcess(['measure', 'image-fifo.gltf'], { cwd: path.join(dir, 'buffers') });
    expect(r.status, r.stderr).to.equal(0);
    expect(r.stdout).to.contain('"unavailable_reason": "source_unavailable"');
  });

  it('refuses a FIFO, a device and a symlink to a device as the input file, without blocking', async () => {
    symlinkSync('/dev/zero', path.join(dir, 'zero.glb'));
    expectRefusal(await runCli(['lint', 'zero.glb'], { cwd: dir }), /^animsmith: cannot read zero\.glb: not a regular file$/);
    expectRefusal(await runCli(['lint', '/dev/zero'], { cwd: dir }), /^animsmith: \/dev\/zero: unsupported input \(expected .*\.glb.*\)$/);
    mkfifo(path.join(dir, 'pipe.glb'));
    for (const command of ['lint', 'measure', 'inspect']) {
      expectRefusal(await runCliProcess([command, 'pipe.glb'], { cwd: dir }), /^animsmith: cannot read pipe\.glb: not a regular file$/);
    }
  });

  it('refuses a 500 MB sparse .glb or .gltf from its first bytes, without reading it into memory', async () => {
    const size = 500 * 1024 * 1024;
    const header = Buffer.alloc(12);
    header.writeUInt32LE(0x46546c67, 0);
    header.writeUInt32LE(2, 4);
    header.writeUInt32LE(size, 8);
    const cases: [string, Uint8Array, RegExp][] = [
      ['zeros.glb', new Uint8Array(0), /zeros\.glb: bad GLB magic 0x00000000 at byte offset 0: expected 'glTF'$/],
      ['header.glb', header, /header\.glb: first GLB chunk at byte offset 12 must be JSON \(type 0x4E4F534A\), found type 0x00000000$/],
      ['zeros.gltf', new Uint8Array(0), /zeros\.gltf: glTF JSON is not valid JSON \(byte offset 0\): byte 0x00 at byte offset 0 cannot start a JSON value$/],
      ['latin1.gltf', Buffer.from([0x7b, 0x22, 0xe9, 0x22]), /latin1\.gltf: glTF JSON is not valid UTF-8 \(first bad byte at byte offset 2\)$/],
    ];
    for (const [file, head, pattern] of cases) {
      sparse(path.join(dir, file), size, head);
      const { kib, result } = await peakRssKiB(['lint', file], dir);
      expectRefusal(result, pattern, file);
      // A full read alone would take 500 MB; the process itself needs well under 200 MB.
      expect(kib, `${file} peak RSS (KiB)`).to.be.below(200 * 1024);
      rmSync(path.join(dir, file));
    }
  });

  it('refuses an oversized file of an unsupported type before reading it', async () => {
    sparse(path.join(dir, 'movie.mp4'), 500 * 1024 * 1024);
    const { kib, result } = await peakRssKiB(['lint', 'movie.mp4'], dir);
    expectRefusal(result, /movie\.mp4: unsupported input/);
    expect(kib, 'peak RSS (KiB)').to.be.below(200 * 1024);
    rmSync(path.join(dir, 'movie.mp4'));
  });

  it('handles 100k-deep JSON nesting and 1e400 without a crash', async () => {
    const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
    writeFileSync(path.join(dir, 'deep-root.gltf'), deep(100000));
    expectRefusal(await runCli(['lint', 'deep-root.gltf'], { cwd: dir }), /deep-root\.gltf: glTF JSON root must be a JSON object, found array at \/$/);
    writeFileSync(
      path.join(dir, 'deep-extras.gltf'),
      `{"asset":{"version":"2.0","extras":${deep(100000)}},"extensions":{"X":${deep(100000)}},"nodes":[{"extras":${deep(100000)}}],"materials":[{"extensions":{"KHR_x":${deep(100000)}}}]}`,
    );
    for (const command of ['lint', 'measure', 'inspect']) {
      const r = await runCli([command, 'deep-extras.gltf'], { cwd: dir });
      expect(r.status, `${command}: ${r.stderr}`).to.equal(0);
      expect(r.stderr).to.equal('');
    }
    writeFileSync(
      path.join(dir, 'huge-number.gltf'),
      '{"asset":{"version":"2.0"},"nodes":[{"name":"a","translation":[1e400,-1e400,0],"rotation":[0,0,0,1e400],"children":[1]},{"name":"b","matrix":[1e400,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1]}],"scenes":[{"nodes":[0]}]}',
    );
    const measured = await runCli(['measure', 'huge-number.gltf'], { cwd: dir });
    expect(measured.status, measured.stderr).to.equal(0);
    expect(measured.stdout).to.contain('"reason": "non_finite_local_rest"');
    writeFileSync(path.join(dir, 'huge-count.gltf'), gltfWithBuffer('x.bin').replace('"count":2,"type":"SCALAR"', '"count":1e400,"type":"SCALAR"'));
    expectRefusal(await runCli(['lint', 'huge-count.gltf'], { cwd: dir }), /huge-count\.gltf: \/accessors\/0\/count must be an integer, found Infinity$/);
  });

  it('escapes control and bidi characters of a file name in the stderr line, and keeps the line whole', async () => {
    const names = ['bad\nname.glb', 'bad\u001b[31mred.glb', 'bi\u202edi.glb'];
    for (const name of names) writeFileSync(path.join(dir, name), 'xx');
    const lines = await Promise.all(names.map(async (name) => expectRefusal(await runCli(['lint', name], { cwd: dir }), /: truncated GLB: the header needs 12 bytes but the file has 2 \(byte offset 0\)$/, JSON.stringify(name))));
    expect(lines).to.deep.equal([
      'animsmith: bad\\u{a}name.glb: truncated GLB: the header needs 12 bytes but the file has 2 (byte offset 0)',
      'animsmith: bad\\u{1b}[31mred.glb: truncated GLB: the header needs 12 bytes but the file has 2 (byte offset 0)',
      'animsmith: bi\\u{202e}di.glb: truncated GLB: the header needs 12 bytes but the file has 2 (byte offset 0)',
    ]);
    expectRefusal(await runCli(['lint', 'missing\u001b[2J.glb'], { cwd: dir }), /^animsmith: cannot read missing\\u\{1b\}\[2J\.glb: no such file$/);
    expectRefusal(await runCli(['lint', '--config', 'no\nsuch.toml', 'bad\nname.glb'], { cwd: dir }), /^animsmith: cannot read config no\\u\{a\}such\.toml: no such file$/);
  });

  describe('configuration files', () => {
    let cfg: string;
    before(() => {
      cfg = path.join(dir, 'cfg');
      mkdirSync(cfg);
      writeFileSync(path.join(cfg, 'clip.glb'), sharedTrackGlb(['walk']));
    });

    it('refuses a config that is a directory, a FIFO or a device with one line', async () => {
      mkdirSync(path.join(cfg, 'folder.toml'));
      expectRefusal(await runCli(['lint', '--config', 'folder.toml', 'clip.glb'], { cwd: cfg }), /^animsmith: cannot read config folder\.toml: is a directory$/);
      expectRefusal(await runCli(['lint', '--config', '/dev/zero', 'clip.glb'], { cwd: cfg }), /^animsmith: cannot read config \/dev\/zero: not a regular file$/);
      mkfifo(path.join(cfg, 'pipe.toml'));
      expectRefusal(await runCliProcess(['lint', '--config', 'pipe.toml', 'clip.glb'], { cwd: cfg }), /^animsmith: cannot read config pipe\.toml: not a regular file$/);
    });

    it('accepts an empty config and refuses a 10 MB string', async () => {
      writeFileSync(path.join(cfg, 'empty.toml'), '');
      const r = await runCli(['lint', '--config', 'empty.toml', 'clip.glb'], { cwd: cfg });
      expect(r.status, r.stderr).to.be.oneOf([0, 1]);
      expect(r.stderr).to.equal('');
      writeFileSync(path.join(cfg, 'big.toml'), `[rig]\nprofile = "${'x'.repeat(10 * 1024 * 1024)}"\n`);
      expectRefusal(await runCli(['lint', '--config', 'big.toml', 'clip.glb'], { cwd: cfg }), /^animsmith: bad config big\.toml: larger than \d+ bytes$/);
      writeFileSync(path.join(cfg, 'empty.json'), '');
      expectRefusal(await runCli(['lint', '--config', 'empty.json', 'clip.glb'], { cwd: cfg }), /^animsmith: bad config empty\.json: /);
    });

    it('refuses deeply nested TOML with the key path, not a stack overflow', async () => {
      writeFileSync(path.join(cfg, 'deep.toml'), `x = ${'['.repeat(100000)}${']'.repeat(100000)}\n`);
      expectRefusal(await runCli(['lint', '--config', 'deep.toml', 'clip.glb'], { cwd: cfg }), /^animsmith: bad config deep\.toml: x\.0\.0\.0\.0\.0\.0\.0…: nested deeper than 64 levels$/);
    });

    it('names a table header the TOML parser cannot take (constructor, toString) instead of a wrong type error', async () => {
      writeFileSync(path.join(cfg, 'ctor.toml'), '[clips.constructor]\nfps = 30\n');
      expectRefusal(
        await runCli(['lint', '--config', 'ctor.toml', 'clip.glb'], { cwd: cfg }),
        /^animsmith: bad config ctor\.toml: clips\.constructor: the TOML reader cannot take the name 'constructor' in a table header or dotted key; write it as an inline table under \[clips\]: constructor = \{ … \}$/,
      );
      writeFileSync(path.join(cfg, 'dotted.toml'), 'checks.toString.severity = "off"\n');
      expectRefusal(await runCli(['lint', '--config', 'dotted.toml', 'clip.glb'], { cwd: cfg }), /^animsmith: bad config dotted\.toml: checks\.toString: the TOML reader cannot/);
      // The inline spelling the message suggests works: the key reaches the clip selectors (which
      // then say that no clip is called 'constructor').
      writeFileSync(path.join(cfg, 'inline.toml'), '[clips]\nconstructor = { fps = 30 }\n');
      const r = await runCli(['lint', '--config', 'inline.toml', 'clip.glb'], { cwd: cfg });
      expect(r.status, r.stderr).to.be.oneOf([0, 1]);
      expect(r.stderr).to.equal('animsmith: warning: inline.toml: clips.constructor matches no clip in the linted files\n');
    });

    it('keeps [checks.__proto__] as a key, so it is refused as an unknown check id', async () => {
      writeFileSync(path.join(cfg, 'proto.toml'), '[checks.__proto__]\nseverity = "off"\n');
      expectRefusal(await runCli(['lint', '--config', 'proto.toml', 'clip.glb'], { cwd: cfg }), /^animsmith: bad config proto\.toml: checks\.__proto__: unknown check id/);
    });
  });

  it('a glTF larger than the longest JavaScript string is not blamed on a UTF-8 byte', async () => {
    // In-process: the loader's message for text that is valid UTF-8 but cannot be decoded.
    const { parseJsonText } = await import('../../src/loaders/gltf/json-text.js');
    const { AssetLoadError } = await import('../../src/plugin-api/loader.js');
    const bytes = new Uint8Array((1 << 29) + 16).fill(0x20);
    bytes[0] = 0x7b;
    try {
      parseJsonText(bytes, 'glTF JSON', 0);
      expect.fail('decoded a string longer than V8 allows');
    } catch (error) {
      expect(error).to.be.instanceOf(AssetLoadError);
      expect((error as Error).message).to.match(/^glTF JSON is too large to decode: 536870928 bytes of text exceed the longest string JavaScript can hold$/);
    }
  });

  it('decodes an image payload shared by many images once, and budgets pixels per load', async function () {
    const { createRequire } = await import('node:module');
    const sharp = createRequire(import.meta.url)('sharp') as typeof import('sharp').default;
    // 8192 × 8191 solid-colour PNGs: 200 KB each, 64 Mi pixels each once decoded.
    const pngs: Buffer[] = [];
    for (let k = 0; k < 5; k++) {
      pngs.push(await sharp({ create: { width: 8192, height: 8191, channels: 3, background: { r: k, g: 0, b: 0 } } }).png({ compressionLevel: 1 }).toBuffer());
    }
    const views: { buffer: number; byteOffset: number; byteLength: number }[] = [];
    const parts: Buffer[] = [];
    let offset = 0;
    for (const png of pngs) {
      views.push({ buffer: 0, byteOffset: offset, byteLength: png.length });
      const padded = Buffer.alloc(png.length + ((4 - (png.length % 4)) % 4));
      png.copy(padded);
      parts.push(padded);
      offset += padded.length;
    }
    const bin = Buffer.concat(parts);
    // 40 images naming the first payload: each used to be decoded again (3.5 s apiece, so 140 s: far
    // past the 30 s run limit).
    const shared = Array.from({ length: 40 }, () => ({ bufferView: 0, mimeType: 'image/png' }));
    writeFileSync(path.join(dir, 'shared.glb'), glb({ asset: { version: '2.0' }, buffers: [{ byteLength: bin.length }], bufferViews: views, images: shared }, bin));
    const one = await runCli(['measure', 'shared.glb'], { cwd: dir });
    const images = (JSON.parse(one.stdout) as { files: { measurements: { images: { width?: number }[] } }[] }).files[0]!.measurements.images;
    expect(images).to.have.length(40);
    expect(images.every((image) => image.width === 8192)).to.equal(true);
    // Five distinct payloads: four fill the per-load budget, the fifth is resource_limit.
    const distinct = views.map((_, i) => ({ bufferView: i, mimeType: 'image/png' }));
    writeFileSync(path.join(dir, 'distinct.glb'), glb({ asset: { version: '2.0' }, buffers: [{ byteLength: bin.length }], bufferViews: views, images: distinct }, bin));
    const five = await runCli(['measure', 'distinct.glb'], { cwd: dir });
    const reasons = (JSON.parse(five.stdout) as { files: { measurements: { images: { unavailable_reason?: string }[] } }[] }).files[0]!.measurements.images.map(
      (image) => image.unavailable_reason ?? 'decoded',
    );
    expect(reasons).to.deep.equal(['decoded', 'decoded', 'decoded', 'decoded', 'resource_limit']);
  });

  it('the preflight refuses only what the loader refuses, with the same message', async () => {
    const { preflightGltf, PREFLIGHT_BYTES, loadGltf } = await import('../../src/loaders/gltf/index.js');
    const { DEFAULT_LIMITS } = await import('../../src/engine/limits.js');
    const { createLoadRequest } = await import('../../src/engine/load-request.js');
    const random = rng(77);
    const seeds: [string, Buffer][] = [
      ['.glb', sharedTrackGlb(['walk'])],
      ['.gltf', Buffer.from(JSON.stringify({ asset: { version: '2.0' }, nodes: [{ name: 'a' }] }))],
      ['.glb', Buffer.from(' \n{"asset":{"version":"2.0"}}')],
    ];
    const message = (fn: () => unknown): string | undefined => {
      try {
        fn();
        return undefined;
      } catch (error) {
        return (error as Error).message;
      }
    };
    let refusedEarly = 0;
    for (let round = 0; round < 3000; round++) {
      const [extension, seed] = seeds[round % seeds.length]!;
      const bytes = Buffer.from(seed);
      for (let e = 0; e < 1 + (round % 3); e++) {
        const at = Math.floor(random() * Math.min(bytes.length, 40));
        bytes[at] = random() < 0.5 ? Math.floor(random() * 256) : bytes[at]! ^ (1 << Math.floor(random() * 8));
      }
      const cut = random() < 0.2 ? bytes.subarray(0, Math.floor(random() * bytes.length)) : bytes;
      const early = message(() => preflightGltf(cut.subarray(0, PREFLIGHT_BYTES), cut.length, extension));
      if (early === undefined) continue;
      refusedEarly++;
      let late: string | undefined;
      try {
        await loadGltf(createLoadRequest({ displayPath: `a${extension}`, absolutePath: path.join(dir, `a${extension}`), bytes: cut, limits: DEFAULT_LIMITS }));
      } catch (error) {
        late = (error as Error).message;
      }
      expect(late, `round ${round}: preflight refused (${early}) what the loader accepts`).to.not.equal(undefined);
      // Same words, except where the loader lets JSON.parse describe a bad first byte.
      if (!early.includes('cannot start a JSON value')) expect(late, `round ${round}`).to.equal(early);
    }
    expect(refusedEarly).to.be.greaterThan(100);
  });

  it('folds oclif flag errors into one specific line', async () => {
    writeFileSync(path.join(dir, 'flags.glb'), sharedTrackGlb(['walk']));
    expectRefusal(await runCli(['lint', '--max-warnings', '-1', 'flags.glb'], { cwd: dir }), /^animsmith: Parsing --max-warnings Expected an integer greater than or equal to 0 but received: -1$/);
    expectRefusal(await runCli(['lint'], { cwd: dir }), /^animsmith: missing required argument files: Files, folders or globs to lint \(glTF\/GLB, FBX, Spine JSON\) \(see --help\)$/);
  });

  it('rejects no valid file because of the preflight (a tiny GLB and a BOM-prefixed glTF)', async () => {
    writeFileSync(path.join(dir, 'tiny.glb'), glb({ asset: { version: '2.0' } }));
    writeFileSync(path.join(dir, 'bom.gltf'), Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('\n  {"asset":{"version":"2.0"}}')]));
    writeFileSync(path.join(dir, 'json-named.glb'), '   \n{"asset":{"version":"2.0"}}');
    writeFileSync(path.join(dir, 'track.glb'), glb({ asset: { version: '2.0' }, buffers: [{ byteLength: 4 }] }, floats([0])));
    for (const file of ['tiny.glb', 'bom.gltf', 'json-named.glb', 'track.glb']) {
      const r = await runCli(['lint', file], { cwd: dir });
      expect(r.status, `${file}: ${r.stderr}`).to.equal(0);
      expect(r.stderr).to.equal('');
    }
  });
});
