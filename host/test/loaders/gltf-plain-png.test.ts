/**
 * The plain-PNG path answers only for PNGs every decoder accepts, and then with exactly the facts
 * sharp gives; for anything else it defers to sharp (undefined), never judging a file itself.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { expect } from 'chai';
import sharp from 'sharp';
import { CORPUS } from '@animsmith/test-utils';
import { decodeImage, MAX_DECODED_PIXELS } from '../../src/loaders/gltf/image-facts.js';
import { decodePlainPng, PLAIN_PNG_MAX_PIXELS } from '../../src/loaders/gltf/plain-png.js';
import { parseGlb } from '../../src/loaders/gltf/glb-container.js';
import { pngBytes } from '../measure/support/asset-measure.js';

/** The chunks of a PNG as [type, data] (no CRC checks: the inputs are sharp's own). */
function chunks(png: Uint8Array): [string, Uint8Array][] {
  const out: [string, Uint8Array][] = [];
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  for (let at = 8; at < png.length; ) {
    const length = view.getUint32(at);
    out.push([Buffer.from(png.subarray(at + 4, at + 8)).toString('latin1'), png.subarray(at + 8, at + 8 + length)]);
    at += 12 + length;
  }
  return out;
}

/** A PNG of these chunks, each with a correct CRC. */
function assemble(parts: readonly (readonly [string, Uint8Array])[]): Uint8Array {
  const pieces: Buffer[] = [Buffer.from(png8Signature)];
  for (const [type, data] of parts) {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32Of(typeAndData));
    pieces.push(length, typeAndData, crc);
  }
  return new Uint8Array(Buffer.concat(pieces));
}

/** A pHYs chunk's data: 2835 pixels per unit both ways. */
function phys(unit: number): Buffer {
  const data = Buffer.alloc(9);
  data.writeUInt32BE(2835, 0);
  data.writeUInt32BE(2835, 4);
  data[8] = unit;
  return data;
}

const png8Signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function crc32Of(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** sharp's verdict on a PNG, through the same function the loader calls. */
async function sharpFacts(png: Uint8Array) {
  sharp.cache(false);
  return decodeImage(sharp, png, 'png');
}

describe('gltf loader: plain PNGs decode without sharp, with the facts sharp gives', () => {
  it('answers for 8-bit grey, grey+alpha, RGB and RGBA, exactly as sharp does', async () => {
    const fox = parseGlb(readFileSync(path.join(CORPUS, 'gltf/khronos-fox/Fox.glb')));
    const foxJson = JSON.parse(Buffer.from(fox.json).toString('utf8')) as { images: { bufferView: number }[]; bufferViews: { byteOffset?: number; byteLength: number }[] };
    const view = foxJson.bufferViews[foxJson.images[0]!.bufferView]!;
    const foxTexture = fox.bin!.subarray(view.byteOffset ?? 0, (view.byteOffset ?? 0) + view.byteLength);
    const pngs = [
      await pngBytes(3, { width: 7, height: 5 }),
      await pngBytes(4, { width: 1, height: 9 }),
      await pngBytes(3, { colourspace: 'b-w' }),
      await pngBytes(4, { colourspace: 'b-w', width: 300, height: 2 }),
      foxTexture,
    ];
    for (const png of pngs) {
      const plain = decodePlainPng(png, MAX_DECODED_PIXELS);
      expect(plain, 'a plain PNG is answered here').to.not.equal(undefined);
      expect({ ok: true, decoded: plain }).to.deep.equal(await sharpFacts(png));
    }
  });

  it('defers every other PNG to sharp, damaged or merely unusual', async () => {
    const rgb = await pngBytes(3, { width: 6, height: 4 });
    const [ihdr] = chunks(rgb);
    const rows = Buffer.from(await sharp(rgb).raw().toBuffer());
    const filtered = Buffer.concat(Array.from({ length: 4 }, (_, y) => Buffer.concat([Buffer.from([0]), rows.subarray(y * 18, y * 18 + 18)])));
    const withIdat = (data: Uint8Array, extra: [string, Uint8Array][] = []) => assemble([ihdr!, ...extra, ['IDAT', data], ['IEND', new Uint8Array(0)]]);
    const badFilter = Buffer.from(filtered);
    badFilter[18 + 1] = 5;
    const badCrc = rgb.slice();
    badCrc[rgb.length - 20]! ^= 0xff;
    const cases: Record<string, Uint8Array> = {
      'its own re-encoding (control)': withIdat(deflateSync(filtered)),
      'a CRC mismatch': badCrc,
      'a filter type past 4': withIdat(deflateSync(badFilter)),
      'a row short': withIdat(deflateSync(filtered.subarray(0, filtered.length - 1))),
      'a row long': withIdat(deflateSync(Buffer.concat([filtered, Buffer.from([0])]))),
      'bytes after the zlib stream': withIdat(Buffer.concat([deflateSync(filtered), Buffer.from([1, 2, 3])])),
      'a broken Adler-32': withIdat(Buffer.concat([deflateSync(filtered).subarray(0, -1), Buffer.from([0])])),
      'an ancillary chunk it does not know': withIdat(deflateSync(filtered), [['tEXt', Buffer.from('Comment\0hi', 'latin1')]]),
      'a pHYs twice': withIdat(deflateSync(filtered), [['pHYs', phys(1)], ['pHYs', phys(1)]]),
      'a pHYs of unknown unit': withIdat(deflateSync(filtered), [['pHYs', phys(2)]]),
      'an sRGB intent past 3': withIdat(deflateSync(filtered), [['sRGB', Buffer.from([4])]]),
      'a zero gAMA': withIdat(deflateSync(filtered), [['gAMA', Buffer.alloc(4)]]),
      'a pHYs after the IDATs': assemble([ihdr!, ['IDAT', deflateSync(filtered)], ['pHYs', phys(1)], ['IEND', new Uint8Array(0)]]),
      'bytes after IEND': new Uint8Array([...rgb, 0]),
      'a truncated file': rgb.subarray(0, rgb.length - 4),
      '16-bit samples': await pngBytes(3, { colourspace: 'rgb16' }),
      'a palette': await pngBytes(3, { palette: true }),
      interlacing: new Uint8Array(await sharp(rgb).png({ progressive: true }).toBuffer()),
    };
    const control = withIdat(deflateSync(filtered), [['pHYs', phys(1)], ['sRGB', Buffer.from([0])], ['gAMA', Buffer.from([0, 0, 0xb1, 0x8f])]]);
    expect(decodePlainPng(control, MAX_DECODED_PIXELS)).to.deep.equal({ colorType: 'rgb8', channelCount: 3, width: 6, height: 4 });
    expect(await sharpFacts(control)).to.deep.equal({ ok: true, decoded: { colorType: 'rgb8', channelCount: 3, width: 6, height: 4 } });
    expect(decodePlainPng(cases['its own re-encoding (control)']!, MAX_DECODED_PIXELS)).to.deep.equal({ colorType: 'rgb8', channelCount: 3, width: 6, height: 4 });
    for (const [what, png] of Object.entries(cases)) {
      if (what.endsWith('(control)')) continue;
      expect(decodePlainPng(png, MAX_DECODED_PIXELS), what).to.equal(undefined);
    }
  });

  it('defers images over its own size cap or the load budget to sharp', async () => {
    const wide = await pngBytes(3, { width: PLAIN_PNG_MAX_PIXELS / 2 + 1, height: 2 });
    expect(decodePlainPng(wide, MAX_DECODED_PIXELS)).to.equal(undefined);
    const small = await pngBytes(3, { width: 4, height: 4 });
    expect(decodePlainPng(small, 15)).to.equal(undefined);
    expect(decodePlainPng(small, 16)).to.deep.equal({ colorType: 'rgb8', channelCount: 3, width: 4, height: 4 });
  });
});
