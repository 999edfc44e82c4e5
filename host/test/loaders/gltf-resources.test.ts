import { createHash } from 'node:crypto';
import { mkdir, symlink } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'chai';
import { checkRelativeUri, decodeBufferDataUri } from '../../src/resources/resource-uri.js';
import { expectLoadError, load, rigBuilder, utf8, withTempDir, writeFiles, type Json } from './fixtures/gltf-fixtures.js';

const sha = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/**
 * Temp layout: <dir>/escape.bin and <dir>/outside/ hold valid data outside the asset folder,
 * <dir>/asset/ is the asset folder holding rig.gltf. Unsafe URIs would find real files if
 * they were followed, so a missing check shows up as a successful load.
 */
async function withAssetFolder(fn: (ctx: { dir: string; asset: string; bin: Uint8Array }) => Promise<void>): Promise<void> {
  await withTempDir(async (dir) => {
    const bin = rigBuilder().bin();
    const asset = path.join(dir, 'asset');
    await mkdir(asset);
    await writeFiles(dir, { 'escape.bin': bin, 'x.bin': bin, 'outside/clip.bin': bin, 'b.bin': bin });
    await fn({ dir, asset, bin });
  });
}

function rigText(uri: string, edit: (json: Json) => void = () => {}): Uint8Array {
  const json = rigBuilder().toJsonWithUri(uri);
  edit(json);
  return utf8(JSON.stringify(json));
}

const gltfOptions = (asset: string) => ({ folder: asset, fileName: 'rig.gltf' });

describe('gltf loader: resources', () => {
  describe('data URIs', () => {
    for (const mediaType of ['application/octet-stream', 'application/gltf-buffer']) {
      it(`decodes a base64 ${mediaType} buffer; data URIs are not dependencies`, async () => {
        const json = rigBuilder().toJsonWithDataUri(mediaType);
        const { source, document } = await load(utf8(JSON.stringify(json)), { fileName: 'a.gltf' });
        expect(document.clips[0]!.tracks[0]!.times[4]).to.equal(1);
        expect(source.dependencies).to.deep.equal({ coverage: 'complete', resources: [] });
      });
    }

    it('decodes a percent-encoded (non-base64) buffer', async () => {
      const bin = rigBuilder().bin();
      const encoded = Array.from(bin, (b) => '%' + b.toString(16).padStart(2, '0')).join('');
      const { document } = await load(rigText(`data:application/octet-stream,${encoded}`), { fileName: 'a.gltf' });
      expect(Array.from(document.clips[0]!.tracks[0]!.times)).to.deep.equal([0, 0.25, 0.5, 0.75, 1]);
    });

    it('refuses a data URI with a non-buffer media type', async () => {
      await expectLoadError(rigText('data:text/plain;base64,AAAA'), ['cannot decode data uri at /buffers/0/uri: media type "text/plain" is not a buffer type'], { fileName: 'a.gltf' });
    });

    it('refuses malformed base64', async () => {
      await expectLoadError(rigText('data:application/octet-stream;base64,AA*A'), ['cannot decode data uri at /buffers/0/uri: the base64 payload is malformed'], { fileName: 'a.gltf' });
    });

    it('refuses a data URI shorter than the buffer byteLength', async () => {
      const length = rigBuilder().bin().length;
      await expectLoadError(rigText('data:application/octet-stream;base64,AAAA'), [`/buffers/0/byteLength is ${length} but its data uri holds only 3 bytes`], { fileName: 'a.gltf' });
    });

    it('decodeBufferDataUri handles padding-free base64 and percent-escaped base64', () => {
      expect(Array.from(decodeBufferDataUri('data:application/octet-stream;base64,AQID'))).to.deep.equal([1, 2, 3]);
      expect(Array.from(decodeBufferDataUri('data:application/octet-stream;base64,AQI%3D'))).to.deep.equal([1, 2]);
      expect(Array.from(decodeBufferDataUri('data:,a%20b'))).to.deep.equal([0x61, 0x20, 0x62]);
      expect(() => decodeBufferDataUri('data:application/octet-stream,%G0')).to.throw('malformed percent escape');
    });
  });

  describe('external buffers', () => {
    it('reads an external buffer and records its identity', async () => {
      await withAssetFolder(async ({ asset, bin }) => {
        await writeFiles(asset, { 'rig.bin': bin });
        const { source, document } = await load(rigText('rig.bin'), gltfOptions(asset));
        expect(document.clips[0]!.tracks[0]!.values).to.have.length(20);
        expect(source.dependencies).to.deep.equal({
          coverage: 'complete',
          resources: [{ kind: 'buffer', index: 0, uri: 'rig.bin', identity: { sha256: sha(bin), bytes: bin.length } }],
        });
      });
    });

    for (const [uri, file] of [
      ['clip%20data.bin', 'clip data.bin'],
      ['caf%C3%A9.bin', 'café.bin'],
      ['./sub/clip.bin', 'sub/clip.bin'],
    ] as const) {
      it(`resolves the safe uri ${uri}`, async () => {
        await withAssetFolder(async ({ asset, bin }) => {
          await writeFiles(asset, { [file]: bin });
          const { source } = await load(rigText(uri), gltfOptions(asset));
          expect(source.dependencies.resources[0]).to.deep.include({ uri, identity: { sha256: sha(bin), bytes: bin.length } });
        });
      });
    }

    const unsafe: [string, string][] = [
      ['../escape.bin', "'..' path segment"],
      ['..', "'..' path segment"],
      ['sub/../../escape.bin', "'..' path segment"],
      ['/etc/passwd', 'absolute path'],
      ['a\\b.bin', 'backslash'],
      ['..\\escape.bin', 'backslash'],
      ['%2e%2e/x.bin', "percent-encoded '.'"],
      ['%2E%2E/escape.bin', "percent-encoded '.'"],
      ['a%2Fb.bin', "percent-encoded '/'"],
      ['..%2fescape.bin', "percent-encoded '/'"],
      ['a%5Cb.bin', 'percent-encoded backslash'],
      ['%00', 'percent-encoded NUL'],
      ['x.bin%00.png', 'percent-encoded NUL'],
      ['%2.', 'malformed percent escape'],
      ['%GG', 'malformed percent escape'],
      ['x.bin%2', 'malformed percent escape'],
      ['%FF.bin', 'valid UTF-8'],
      ['C:/escape.bin', 'Windows drive letter'],
      ['file:///etc/passwd', 'scheme'],
      ['https://example.com/x.bin', 'scheme'],
      ['x.bin?v=1', 'query or fragment'],
      ['a//b.bin', 'empty path segment'],
      ['', 'empty'],
      ['x\u0001.bin', 'control character'],
    ];
    for (const [uri, reason] of unsafe) {
      it(`refuses the unsafe buffer uri ${JSON.stringify(uri)}`, async () => {
        await withAssetFolder(async ({ asset }) => {
          await expectLoadError(rigText(uri), ['unsafe external buffer uri at /buffers/0/uri:', reason], gltfOptions(asset));
        });
      });
    }

    it('refuses a symlink that leads outside the asset folder', async () => {
      await withAssetFolder(async ({ dir, asset }) => {
        await symlink(path.join(dir, 'escape.bin'), path.join(asset, 'link.bin'));
        await symlink(path.join(dir, 'outside'), path.join(asset, 'linkdir'));
        await expectLoadError(rigText('link.bin'), ['unsafe external buffer uri at /buffers/0/uri: a symbolic link leads outside the asset folder'], gltfOptions(asset));
        await expectLoadError(rigText('linkdir/clip.bin'), ['symbolic link leads outside'], gltfOptions(asset));
      });
    });

    it('follows a symlink that stays inside the asset folder', async () => {
      await withAssetFolder(async ({ asset, bin }) => {
        await writeFiles(asset, { 'real/rig.bin': bin });
        await symlink(path.join(asset, 'real', 'rig.bin'), path.join(asset, 'link.bin'));
        const { source } = await load(rigText('link.bin'), gltfOptions(asset));
        expect(source.dependencies.coverage).to.equal('complete');
      });
    });

    it('loads past a missing needed buffer: its tracks unreadable, the closure partial, no host path', async () => {
      await withAssetFolder(async ({ asset }) => {
        const { source, document } = await load(rigText('missing.bin'), gltfOptions(asset));
        expect(source.dependencies).to.deep.equal({
          coverage: 'partial',
          resources: [{ kind: 'buffer', index: 0, uri: 'missing.bin', unavailableReason: 'unreadable' }],
        });
        const clip = document.clips[0]!;
        expect(clip.tracks.length).to.be.greaterThan(0);
        for (const track of clip.tracks) {
          expect(track.unreadable).to.equal('payload_unavailable');
          expect(track.malformed).to.match(/^payload unavailable: /);
          expect(track.times).to.have.length(0);
          expect(track.values).to.have.length(0);
        }
        expect(clip.durationUnavailable).to.equal('payload_unavailable');
        expect(JSON.stringify(clip.tracks.map((t) => t.malformed))).not.to.include(asset);
      });
    });

    it('still refuses a missing buffer whose uri is unsafe', async () => {
      await withAssetFolder(async ({ asset }) => {
        await expectLoadError(rigText('../nowhere.bin'), ['unsafe external buffer uri at /buffers/0/uri'], gltfOptions(asset));
      });
    });

    it('refuses a needed buffer that is a directory', async () => {
      await withAssetFolder(async ({ asset }) => {
        await mkdir(path.join(asset, 'dir.bin'));
        await expectLoadError(rigText('dir.bin'), ['cannot read external buffer /buffers/0 ("dir.bin"): not a regular file'], gltfOptions(asset));
      });
    });

    it('refuses an external buffer shorter than its byteLength', async () => {
      await withAssetFolder(async ({ asset, bin }) => {
        await writeFiles(asset, { 'rig.bin': bin.subarray(0, bin.length - 4) });
        await expectLoadError(rigText('rig.bin'), [`/buffers/0/byteLength is ${bin.length} but the file "rig.bin" holds only ${bin.length - 4} bytes`], gltfOptions(asset));
      });
    });

    it('enforces maxResourceBytes before reading', async () => {
      await withAssetFolder(async ({ asset, bin }) => {
        await writeFiles(asset, { 'rig.bin': bin });
        await expectLoadError(rigText('rig.bin'), [`cannot read external buffer /buffers/0 ("rig.bin"): the file is ${bin.length} bytes, over the per-resource limit of ${bin.length - 1} bytes`], {
          ...gltfOptions(asset),
          limits: { maxResourceBytes: bin.length - 1 },
        });
      });
    });

    it('enforces maxTotalBytes over the primary file and its resources', async () => {
      await withAssetFolder(async ({ asset, bin }) => {
        await writeFiles(asset, { 'rig.bin': bin });
        const text = rigText('rig.bin');
        await expectLoadError(text, ['cannot read external buffer /buffers/0 ("rig.bin")', `would exceed the total limit of ${text.length + bin.length - 1} bytes`], {
          ...gltfOptions(asset),
          limits: { maxTotalBytes: text.length + bin.length - 1 },
        });
        // Exactly at the limit is fine.
        await load(text, { ...gltfOptions(asset), limits: { maxTotalBytes: text.length + bin.length } });
      });
    });

    it('records buffers the animation does not need without refusing the load', async () => {
      await withAssetFolder(async ({ asset, bin }) => {
        await writeFiles(asset, { 'rig.bin': bin, 'mesh.bin': new Uint8Array(8) });
        const text = rigText('rig.bin', (json) => {
          json.buffers.push({ uri: 'missing-mesh.bin', byteLength: 8 }, { uri: 'mesh.bin', byteLength: 8 }, { uri: 'data:application/octet-stream;base64,AAAAAAAAAAA=', byteLength: 8 });
        });
        const { source } = await load(text, gltfOptions(asset));
        expect(source.dependencies.coverage).to.equal('partial');
        expect(source.dependencies.resources).to.deep.equal([
          { kind: 'buffer', index: 0, uri: 'rig.bin', identity: { sha256: sha(bin), bytes: bin.length } },
          { kind: 'buffer', index: 1, uri: 'missing-mesh.bin', unavailableReason: 'unreadable' },
          { kind: 'buffer', index: 2, uri: 'mesh.bin', identity: { sha256: sha(new Uint8Array(8)), bytes: 8 } },
        ]);
      });
    });

    it('refuses an unsafe uri even on a buffer no track reads', async () => {
      await withAssetFolder(async ({ asset, bin }) => {
        await writeFiles(asset, { 'rig.bin': bin });
        const text = rigText('rig.bin', (json) => json.buffers.push({ uri: '../escape.bin', byteLength: 8 }));
        await expectLoadError(text, ["unsafe external buffer uri at /buffers/1/uri: a '..' path segment is not allowed (\"../escape.bin\")"], gltfOptions(asset));
        // Also with no accessors at all.
        const bare = utf8(JSON.stringify({ asset: { version: '2.0' }, buffers: [{ uri: '../escape.bin', byteLength: 4 }] }));
        await expectLoadError(bare, ['unsafe external buffer uri at /buffers/0/uri'], gltfOptions(asset));
      });
    });

    it('reads needed buffers before optional ones so optional files cannot use up the total limit', async () => {
      await withAssetFolder(async ({ asset, bin }) => {
        await writeFiles(asset, { 'rig.bin': bin, 'big.bin': new Uint8Array(1000) });
        const text = rigText('rig.bin', (json) => {
          json.buffers.unshift({ uri: 'big.bin', byteLength: 1000 });
          for (const view of json.bufferViews) view.buffer = 1;
        });
        const { source } = await load(text, { ...gltfOptions(asset), limits: { maxTotalBytes: text.length + bin.length + 10 } });
        expect(source.dependencies.resources).to.deep.equal([
          { kind: 'buffer', index: 0, uri: 'big.bin', unavailableReason: 'over_total_limit' },
          { kind: 'buffer', index: 1, uri: 'rig.bin', identity: { sha256: sha(bin), bytes: bin.length } },
        ]);
      });
    });
  });

  describe('images', () => {
    it('hashes image files without decoding them; missing or unsafe images make coverage partial', async () => {
      await withAssetFolder(async ({ asset, bin }) => {
        const png = utf8('not really a png');
        await writeFiles(asset, { 'rig.bin': bin, 'tex.png': png, 'big.png': new Uint8Array(4096) });
        const text = rigText('rig.bin', (json) => {
          json.images = [
            { uri: 'tex.png' },
            { uri: 'missing.png' },
            { uri: '../escape.bin' },
            { uri: 'data:image/png;base64,AAAA' },
            { bufferView: 0, mimeType: 'image/png' },
            { uri: 'big.png' },
          ];
        });
        const { source } = await load(text, { ...gltfOptions(asset), limits: { maxResourceBytes: 1000 } });
        expect(source.dependencies.coverage).to.equal('partial');
        expect(source.dependencies.resources).to.deep.equal([
          { kind: 'buffer', index: 0, uri: 'rig.bin', identity: { sha256: sha(bin), bytes: bin.length } },
          { kind: 'image', index: 0, uri: 'tex.png', identity: { sha256: sha(png), bytes: png.length } },
          { kind: 'image', index: 1, uri: 'missing.png', unavailableReason: 'unreadable' },
          { kind: 'image', index: 2, uri: '../escape.bin', unavailableReason: 'unsafe_uri' },
          { kind: 'image', index: 5, uri: 'big.png', unavailableReason: 'over_resource_limit' },
        ]);
      });
    });

    it('all images present gives complete coverage', async () => {
      await withAssetFolder(async ({ asset, bin }) => {
        await writeFiles(asset, { 'rig.bin': bin, 'tex.png': utf8('x') });
        const { source } = await load(rigText('rig.bin', (json) => (json.images = [{ uri: 'tex.png' }])), gltfOptions(asset));
        expect(source.dependencies.coverage).to.equal('complete');
        expect(source.dependencies.resources).to.have.length(2);
      });
    });
  });

  describe('checkRelativeUri', () => {
    it('splits and decodes safe uris', () => {
      expect(checkRelativeUri('a/b%20c/d.bin')).to.deep.equal({ ok: true, segments: ['a', 'b c', 'd.bin'] });
      expect(checkRelativeUri('./a.bin')).to.deep.equal({ ok: true, segments: ['a.bin'] });
      expect(checkRelativeUri('%E2%9C%93.bin')).to.deep.equal({ ok: true, segments: ['✓.bin'] });
    });

    it('refuses unsafe uris with a reason', () => {
      for (const uri of ['.', './', '../a', 'a/..', '%2e.bin', '%3a.bin', '%1f.bin', 'a:b', '#x']) {
        const result = checkRelativeUri(uri);
        expect(result.ok, uri).to.equal(false);
      }
    });
  });
});
