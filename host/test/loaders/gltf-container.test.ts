import { expect } from 'chai';
import { firstInvalidUtf8 } from '../../src/loaders/gltf/json-text.js';
import {
  CHUNK_BIN,
  CHUNK_JSON,
  assembleGlb,
  binChunk,
  expectLoadError,
  jsonChunk,
  load,
  rawGlb,
  rigBuilder,
  utf8,
} from './fixtures/gltf-fixtures.js';

const minimal = { asset: { version: '2.0' } };

function setU32(bytes: Uint8Array, offset: number, value: number): Uint8Array {
  const copy = bytes.slice();
  new DataView(copy.buffer).setUint32(offset, value, true);
  return copy;
}

describe('gltf loader: GLB container', () => {
  it('loads a minimal valid GLB (control for the malformed cases)', async () => {
    const { source, document } = await load(assembleGlb(minimal));
    expect(source.format).to.equal('glb');
    expect(document.bones).to.deep.equal([]);
  });

  it('refuses a file shorter than the 12-byte header', async () => {
    await expectLoadError(utf8('glTF\x02\x00'), ['truncated GLB', '12 bytes', 'has 6', 'byte offset 0']);
  });

  it('refuses a .glb without the glTF magic', async () => {
    const bytes = setU32(assembleGlb(minimal), 0, 0x12345678);
    await expectLoadError(bytes, ['bad GLB magic 0x12345678 at byte offset 0']);
  });

  it('refuses GLB version 1', async () => {
    await expectLoadError(setU32(assembleGlb(minimal), 4, 1), ['unsupported GLB version 1 at byte offset 4']);
  });

  it('refuses a declared length below the header size (underflow)', async () => {
    const bytes = setU32(assembleGlb(minimal), 8, 8);
    await expectLoadError(bytes, ['GLB declared length 8 at byte offset 8 is smaller than the 12-byte header']);
  });

  it('refuses a declared length larger than the file without allocating for it', async () => {
    const bytes = setU32(assembleGlb(minimal), 8, 0xfffffff0);
    const before = process.memoryUsage().arrayBuffers;
    await expectLoadError(bytes, ['truncated GLB: declared length 4294967280 at byte offset 8', `file has ${bytes.length} bytes`]);
    expect(process.memoryUsage().arrayBuffers - before).to.be.lessThan(64 * 1024 * 1024);
  });

  it('refuses a chunk that declares more bytes than remain, without allocating for it', async () => {
    const bytes = rawGlb({ chunks: [{ type: CHUNK_JSON, data: jsonChunk(minimal), declaredLength: 0xfffffff0 }] });
    const before = process.memoryUsage().arrayBuffers;
    await expectLoadError(bytes, ['GLB chunk 0 at byte offset 12 declares 4294967280 bytes but only', 'remain']);
    expect(process.memoryUsage().arrayBuffers - before).to.be.lessThan(64 * 1024 * 1024);
  });

  it('refuses a declared length smaller than the file (trailing bytes)', async () => {
    const good = assembleGlb(minimal);
    const longer = new Uint8Array(good.length + 4);
    longer.set(good);
    await expectLoadError(longer, [`declared length ${good.length} at byte offset 8 does not match the file length ${good.length + 4}`]);
  });

  it('refuses a BIN chunk that runs past the end', async () => {
    const b = rigBuilder();
    const bin = binChunk(b.bin());
    const bytes = rawGlb({ chunks: [{ type: CHUNK_JSON, data: jsonChunk(b.toJsonWithUri('x.bin')) }, { type: CHUNK_BIN, data: bin, declaredLength: bin.length + 8 }] });
    const jsonLength = jsonChunk(b.toJsonWithUri('x.bin')).length;
    await expectLoadError(bytes, [`GLB chunk 1 at byte offset ${20 + jsonLength} declares ${bin.length + 8} bytes`]);
  });

  it('refuses a chunk length that is not a multiple of 4', async () => {
    const text = utf8(JSON.stringify(minimal) + '  ');
    expect(text.length % 4).to.not.equal(0);
    await expectLoadError(rawGlb({ chunks: [{ type: CHUNK_JSON, data: text }] }), ['GLB chunk 0 at byte offset 12 has length', 'not a multiple of 4']);
  });

  it('refuses a BIN chunk first', async () => {
    const bytes = rawGlb({ chunks: [{ type: CHUNK_BIN, data: new Uint8Array(4) }, { type: CHUNK_JSON, data: jsonChunk(minimal) }] });
    await expectLoadError(bytes, ['first GLB chunk at byte offset 12 must be JSON', 'found type 0x004E4942']);
  });

  it('refuses a partial chunk header at the end', async () => {
    const json = jsonChunk(minimal);
    const bytes = rawGlb({ chunks: [{ type: CHUNK_JSON, data: new Uint8Array([...json, 1, 2, 3, 4]), declaredLength: json.length }] });
    await expectLoadError(bytes, [`truncated GLB: chunk header at byte offset ${20 + json.length} needs 8 bytes but 4 remain`]);
  });

  it('refuses a GLB with no chunks', async () => {
    await expectLoadError(rawGlb({ chunks: [] }), ['no JSON chunk']);
  });

  it('refuses a second JSON chunk and a BIN chunk out of place', async () => {
    await expectLoadError(rawGlb({ chunks: [{ type: CHUNK_JSON, data: jsonChunk(minimal) }, { type: CHUNK_JSON, data: jsonChunk(minimal) }] }), ['second JSON chunk']);
    await expectLoadError(
      rawGlb({ chunks: [{ type: CHUNK_JSON, data: jsonChunk(minimal) }, { type: 0x41424344, data: new Uint8Array(4) }, { type: CHUNK_BIN, data: new Uint8Array(4) }] }),
      ['BIN chunk at byte offset', 'must be the second chunk'],
    );
  });

  it('ignores chunks of unknown type after BIN', async () => {
    const b = rigBuilder();
    const glb = b.toGlb();
    const extra = rawGlb({ chunks: [{ type: 0x41424344, data: new Uint8Array(8) }] }).subarray(12);
    const bytes = new Uint8Array(glb.length + extra.length);
    bytes.set(glb);
    bytes.set(extra, glb.length);
    new DataView(bytes.buffer).setUint32(8, bytes.length, true);
    const { document } = await load(bytes);
    expect(document.clips[0]!.tracks).to.have.length(1);
  });

  it('refuses a GLB whose buffer 0 has no uri when there is no BIN chunk', async () => {
    const b = rigBuilder();
    const json = b.toJsonWithUri('unused');
    delete json.buffers[0].uri;
    await expectLoadError(assembleGlb(json), ['/buffers/0 has no uri but the GLB has no BIN chunk']);
  });

  it('refuses a BIN chunk shorter than buffer byteLength', async () => {
    const b = rigBuilder();
    const json = b.toJsonWithUri('unused');
    delete json.buffers[0].uri;
    json.buffers[0].byteLength += 64;
    // Keep bufferViews inside the (lying) byteLength so only the data length is wrong.
    await expectLoadError(assembleGlb(json, b.bin()), ['/buffers/0/byteLength is', 'GLB BIN chunk at byte offset']);
  });

  it('detects the format from the bytes, not the extension', async () => {
    const glb = rigBuilder().toGlb();
    expect((await load(glb, { fileName: 'a.gltf' })).source.format).to.equal('glb');
    const text = rigBuilder().toGltfWithDataUri();
    expect((await load(text, { fileName: 'a.glb' })).source.format).to.equal('gltf');
  });
});

describe('gltf loader: JSON text', () => {
  it('refuses JSON that is not UTF-8, naming the byte offset (GLB)', async () => {
    const json = jsonChunk({ asset: { version: '2.0', generator: 'ab' } });
    const at = json.indexOf(0x61); // the 'a' of "ab"
    json[at] = 0xff;
    const message = await expectLoadError(rawGlb({ chunks: [{ type: CHUNK_JSON, data: json }] }), ['GLB JSON chunk is not valid UTF-8']);
    expect(message).to.include(`byte offset ${20 + at}`);
  });

  it('refuses a .gltf that is not UTF-8 (overlong encoding, surrogate)', async () => {
    await expectLoadError(new Uint8Array([0x7b, 0xc0, 0xaf, 0x7d]), ['glTF JSON is not valid UTF-8', 'byte offset 1'], { fileName: 'a.gltf' });
    await expectLoadError(new Uint8Array([0x7b, 0x20, 0xed, 0xa0, 0x80, 0x7d]), ['byte offset 2'], { fileName: 'a.gltf' });
  });

  it('accepts a UTF-8 byte order mark and multi-byte names', async () => {
    const text = utf8('\uFEFF' + JSON.stringify({ asset: { version: '2.0' }, nodes: [{ name: 'épaule_左' }] }));
    const { source, document } = await load(text, { fileName: 'a.gltf' });
    expect(source.nodes[0]!.name).to.equal('épaule_左');
    expect(document.bones[0]!.name).to.equal('épaule_左');
  });

  it('accepts a GLB JSON chunk padded with NUL bytes instead of spaces', async () => {
    const text = utf8(JSON.stringify(minimal));
    const padded = new Uint8Array(text.length + 5 + ((4 - ((text.length + 5) % 4)) % 4));
    padded.set(text);
    const { source } = await load(rawGlb({ chunks: [{ type: CHUNK_JSON, data: padded }] }));
    expect(source.format).to.equal('glb');
  });

  it('refuses invalid JSON with one line', async () => {
    const message = await expectLoadError(utf8('{"asset": {"version": "2.0"},\n\n}'), ['glTF JSON is not valid JSON (byte offset 0)'], { fileName: 'a.gltf' });
    expect(message).to.not.include('\n');
  });

  it('refuses a JSON root that is not an object', async () => {
    await expectLoadError(utf8('[1,2]'), ['root must be a JSON object, found array at /'], { fileName: 'a.gltf' });
    await expectLoadError(assembleGlb(null), ['GLB JSON chunk root must be a JSON object, found null']);
  });

  it('refuses missing /asset or /asset/version', async () => {
    await expectLoadError(assembleGlb({}), ['missing required /asset']);
    await expectLoadError(assembleGlb({ asset: {} }), ['missing required /asset/version']);
    await expectLoadError(assembleGlb({ asset: { version: 2 } }), ['/asset/version must be a string, found number']);
    await expectLoadError(assembleGlb({ asset: { version: '1.0' } }), ['unsupported glTF version "1.0" at /asset/version']);
  });

  it('firstInvalidUtf8 finds the first bad byte', () => {
    expect(firstInvalidUtf8(utf8('héllo'))).to.equal(6);
    expect(firstInvalidUtf8(new Uint8Array([0x41, 0xe2, 0x82]))).to.equal(1);
    expect(firstInvalidUtf8(new Uint8Array([0xf4, 0x90, 0x80, 0x80]))).to.equal(0);
    expect(firstInvalidUtf8(new Uint8Array([0xf0, 0x9f, 0x98, 0x80, 0x80]))).to.equal(4);
  });
});
