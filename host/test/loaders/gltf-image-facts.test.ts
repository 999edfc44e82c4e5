import { expect } from 'chai';
import { decodeImageDataUri, detectContainer, leadingHex, MAX_DECODED_PIXELS } from '../../src/loaders/gltf/image-facts.js';
import { hugePngHeader, jpegBytes, pngBytes } from '../measure/support/asset-measure.js';
import { GltfBuilder, expectLoadError, load, withTempDir, writeFiles, type Json } from './fixtures/gltf-fixtures.js';

function dataUri(mediaType: string, bytes: Uint8Array): string {
  return `data:${mediaType};base64,${Buffer.from(bytes).toString('base64')}`;
}

/** A builder whose images are `specs`; an embedded image's bytes go into the BIN chunk. */
function withImages(specs: readonly ({ embedded: Uint8Array; mimeType?: string } | Json)[]): GltfBuilder {
  const b = new GltfBuilder();
  b.json.images = specs.map((s: Json) => {
    if (s.embedded instanceof Uint8Array) {
      return { bufferView: b.bufferView(s.embedded), mimeType: s.mimeType ?? 'image/png' };
    }
    return s;
  });
  return b;
}

describe('gltf loader: material resources (SourceDocument.materialResources)', () => {
  it('binds exactly the five core slots in slot order and keeps textures as declared', async () => {
    const b = new GltfBuilder();
    b.json.images = [{ uri: 'data:image/png;base64,' }];
    b.json.textures = [{ source: 0, name: 'shared' }, { name: 'ext-only', extensions: { EXT_texture_webp: { source: 0 } } }];
    b.json.materials = [
      {
        name: 'full',
        emissiveTexture: { index: 1 },
        occlusionTexture: { index: 0 },
        normalTexture: { index: 0 },
        pbrMetallicRoughness: { metallicRoughnessTexture: { index: 1 }, baseColorTexture: { index: 0 } },
        extensions: { KHR_materials_clearcoat: { clearcoatTexture: { index: 1 } } },
      },
      { emissiveTexture: { index: 1 } },
      {},
    ];
    const { source } = await load(b.toGlb());
    const r = source.materialResources!;
    expect(r.materialBindings).to.deep.equal([
      [
        { slot: 'base_color', texture: 0 },
        { slot: 'normal', texture: 0 },
        { slot: 'metallic_roughness', texture: 1 },
        { slot: 'occlusion', texture: 0 },
        { slot: 'emissive', texture: 1 },
      ],
      [{ slot: 'emissive', texture: 1 }],
      [],
    ]);
    expect(r.textures).to.deep.equal([{ index: 0, name: 'shared', image: 0 }, { index: 1, name: 'ext-only' }]);
  });

  it('refuses malformed texture references', async () => {
    const bad = (mutate: (j: Json) => void): Uint8Array => {
      const b = new GltfBuilder();
      b.json.materials = [{}];
      b.json.textures = [{}];
      mutate(b.json);
      return b.toGlb();
    };
    await expectLoadError(bad((j) => (j.materials[0].normalTexture = { index: 3 })), ['/materials/0/normalTexture/index is 3, out of range: the file has 1 textures']);
    await expectLoadError(bad((j) => (j.materials[0].pbrMetallicRoughness = { baseColorTexture: {} })), ['missing required /materials/0/pbrMetallicRoughness/baseColorTexture/index']);
    await expectLoadError(bad((j) => (j.textures[0].source = 0)), ['/textures/0/source is 0, out of range: the file has 0 images']);
    await expectLoadError(bad((j) => (j.textures = {})), ['/textures must be an array']);
    await expectLoadError(bad((j) => (j.images = [{ uri: 'a.png', mimeType: 7 }])), ['/images/0/mimeType must be a string']);
  });

  it('decodes embedded and data-URI PNG and JPEG images with their colour types', async () => {
    const rgb = await pngBytes(3);
    const rgba = await pngBytes(4, { width: 7, height: 5 });
    const grey = await pngBytes(3, { colourspace: 'b-w' });
    const greyAlpha = await pngBytes(4, { colourspace: 'b-w' });
    const rgb16 = await pngBytes(3, { colourspace: 'rgb16' });
    const grey16 = await pngBytes(3, { colourspace: 'grey16' });
    const palette = await pngBytes(3, { palette: true });
    const paletteAlpha = await pngBytes(4, { palette: true });
    const jpeg = await jpegBytes();
    const greyJpeg = await jpegBytes({ grey: true });
    const b = withImages([
      { embedded: rgb, mimeType: 'image/jpeg' },
      { uri: dataUri('image/png', rgba), name: 'uri' },
      { embedded: grey },
      { embedded: greyAlpha },
      { embedded: rgb16 },
      { embedded: grey16 },
      { embedded: palette },
      { embedded: paletteAlpha },
      { embedded: jpeg, mimeType: 'image/jpeg' },
      { uri: dataUri('image/jpeg', greyJpeg) },
    ]);
    const { source } = await load(b.toGlb());
    const images = source.materialResources!.images;
    const decoded = images.map((i) => [i.detectedContainer, i.decoded?.colorType, i.decoded?.channelCount, i.unavailableReason]);
    expect(decoded).to.deep.equal([
      ['png', 'rgb8', 3, undefined],
      ['png', 'rgba8', 4, undefined],
      ['png', 'l8', 1, undefined],
      ['png', 'la8', 2, undefined],
      ['png', 'rgb16', 3, undefined],
      ['png', 'l16', 1, undefined],
      ['png', 'rgb8', 3, undefined],
      ['png', 'rgba8', 4, undefined],
      ['jpeg', 'rgb8', 3, undefined],
      ['jpeg', 'l8', 1, undefined],
    ]);
    // The declared MIME type is authored text: it may disagree with the bytes.
    expect(images[0]).to.deep.include({ index: 0, sourceKind: 'embedded', declaredMimeType: 'image/jpeg', detectedContainer: 'png' });
    expect(images[1]).to.deep.equal({
      index: 1,
      name: 'uri',
      sourceKind: 'data_uri',
      declaredMimeType: 'image/png',
      detectedContainer: 'png',
      decoded: { colorType: 'rgba8', channelCount: 4, width: 7, height: 5 },
    });
    expect(images[8]!.decoded).to.deep.equal({ colorType: 'rgb8', channelCount: 3, width: 5, height: 4 });
  });

  it('reports corrupt, unsupported, empty, invalid and oversized payloads', async () => {
    const png = await pngBytes(3);
    const corrupt = png.slice();
    corrupt[corrupt.length - 20]! ^= 0xff; // inside the IDAT payload: the CRC no longer matches
    const truncated = (await jpegBytes({ width: 64, height: 64 })).slice(0, 200);
    const webpLike = Uint8Array.from([...Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 extra bytes', 'latin1')]);
    const b = withImages([
      { embedded: corrupt },
      { embedded: truncated, mimeType: 'image/jpeg' },
      { embedded: webpLike, mimeType: 'image/webp' },
      { uri: 'data:image/png;base64,' },
      { uri: 'data:image/png;base64,@@@@' },
      { uri: 'data:image/png' },
      { embedded: hugePngHeader(8193, 8193) },
      { mimeType: 'image/png' },
    ]);
    const { source } = await load(b.toGlb());
    const images = source.materialResources!.images;
    expect(images[0]).to.deep.equal({ index: 0, sourceKind: 'embedded', declaredMimeType: 'image/png', detectedContainer: 'png', unavailableReason: 'decode_failed' });
    expect(images[1]).to.deep.include({ detectedContainer: 'jpeg', unavailableReason: 'decode_failed' });
    expect(images[2]).to.deep.equal({
      index: 2,
      sourceKind: 'embedded',
      declaredMimeType: 'image/webp',
      leadingMagicHex: '52494646100000005745425056503820',
      unavailableReason: 'unsupported_container',
    });
    expect(images[3]).to.deep.equal({ index: 3, sourceKind: 'data_uri', declaredMimeType: 'image/png', unavailableReason: 'unsupported_container' });
    expect(images[4]).to.deep.equal({ index: 4, sourceKind: 'data_uri', declaredMimeType: 'image/png', unavailableReason: 'invalid_data_uri' });
    expect(images[5]).to.deep.equal({ index: 5, sourceKind: 'data_uri', unavailableReason: 'invalid_data_uri' });
    expect(8193 * 8193).to.be.greaterThan(MAX_DECODED_PIXELS);
    expect(images[6]).to.deep.include({ detectedContainer: 'png', unavailableReason: 'resource_limit' });
    expect(images[7]).to.deep.equal({ index: 7, sourceKind: 'embedded', declaredMimeType: 'image/png', unavailableReason: 'source_unavailable' });
  });

  it('decodes external images from the dependency closure, never beyond it', async () => {
    await withTempDir(async (dir) => {
      const jpeg = await jpegBytes();
      const b = new GltfBuilder();
      b.json.images = [{ uri: 'tex/albedo.jpg' }, { uri: 'missing.png' }, { uri: '../outside.png' }, { uri: 'big.png' }];
      const json = JSON.stringify(b.toJsonWithDataUri());
      await writeFiles(dir, { 'a.gltf': json, 'tex/albedo.jpg': jpeg, 'big.png': new Uint8Array(jpeg.length + 1) });
      const { source } = await load(new TextEncoder().encode(json), { folder: dir, fileName: 'a.gltf', limits: { maxResourceBytes: jpeg.length } });
      const images = source.materialResources!.images;
      expect(images.map((i) => [i.sourceKind, i.detectedContainer, i.decoded?.colorType, i.unavailableReason])).to.deep.equal([
        ['external', 'jpeg', 'rgb8', undefined],
        ['external', undefined, undefined, 'source_unavailable'],
        ['external', undefined, undefined, 'source_unavailable'],
        ['external', undefined, undefined, 'resource_limit'],
      ]);
      expect(source.dependencies.coverage).to.equal('partial');
    });
  });

  it('detects containers from bytes and keeps at most 16 leading bytes', () => {
    expect(detectContainer(Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).to.equal('png');
    expect(detectContainer(Uint8Array.of(0x89, 0x50, 0x4e, 0x47))).to.equal(undefined);
    expect(detectContainer(Uint8Array.of(0xff, 0xd8, 0xff, 0xe0))).to.equal('jpeg');
    expect(leadingHex(Uint8Array.from({ length: 40 }, (_, i) => i + 0xa0))).to.equal('a0a1a2a3a4a5a6a7a8a9aaabacadaeaf');
    expect(decodeImageDataUri('data:,A%42')).to.deep.equal({ bytes: Uint8Array.of(0x41, 0x42) });
    expect(decodeImageDataUri('data:image/png;BASE64,QUI=').bytes).to.deep.equal(Uint8Array.of(0x41, 0x42));
    expect(decodeImageDataUri('data:image/png;base64,%ZZ')).to.deep.equal({ mediaType: 'image/png' });
  });

  it('needs no decoder for a file without images', async () => {
    const { source } = await load(new GltfBuilder().toGlb());
    expect(source.materialResources).to.deep.equal({ materialBindings: [], textures: [], images: [] });
  });
});
