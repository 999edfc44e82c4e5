// One benchmark workload per child process: `node bench/task.mjs <task> <file.glb>`.
// Prints a one-line JSON summary on stdout so the runner can sanity-check that the work happened.
//   nodeio-read  await new NodeIO().read(path)            (@gltf-transform/core)
//   validator    validateBytes(new Uint8Array(buf))       (Khronos gltf-validator)
//   parse        sha256 of the bytes + GLB container parse (header, chunks, JSON.parse)
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';

const [task, path] = process.argv.slice(2);

async function nodeioRead() {
  const { NodeIO } = await import('@gltf-transform/core');
  const doc = await new NodeIO().read(path);
  const root = doc.getRoot();
  return { animations: root.listAnimations().length, accessors: root.listAccessors().length };
}

async function validator() {
  const { validateBytes } = (await import('gltf-validator')).default;
  const buf = await readFile(path);
  const report = await validateBytes(new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength), {
    writeTimestamp: false,
  });
  return {
    errors: report.issues.numErrors,
    warnings: report.issues.numWarnings,
    animations: report.info?.animationCount,
  };
}

async function parse() {
  const buf = await readFile(path);
  const sha256 = createHash('sha256').update(buf).digest('hex');
  if (buf.length < 20 || buf.readUInt32LE(0) !== 0x46546c67) throw new Error('not a GLB');
  const version = buf.readUInt32LE(4);
  const length = buf.readUInt32LE(8);
  if (version !== 2 || length !== buf.length) throw new Error('bad GLB header');
  let offset = 12;
  let json;
  let binBytes = 0;
  while (offset < length) {
    const chunkLength = buf.readUInt32LE(offset);
    const chunkType = buf.readUInt32LE(offset + 4);
    const start = offset + 8;
    if (start + chunkLength > length) throw new Error('chunk overruns file');
    if (chunkType === 0x4e4f534a) json = JSON.parse(buf.toString('utf8', start, start + chunkLength));
    else if (chunkType === 0x004e4942) binBytes = chunkLength;
    offset = start + chunkLength;
  }
  if (!json) throw new Error('no JSON chunk');
  return { sha256, animations: json.animations?.length ?? 0, accessors: json.accessors?.length ?? 0, binBytes };
}

const tasks = { 'nodeio-read': nodeioRead, validator, parse };
if (!tasks[task] || !path) {
  console.error(`usage: node bench/task.mjs <${Object.keys(tasks).join('|')}> <file.glb>`);
  process.exit(2);
}
console.log(JSON.stringify({ task, ...(await tasks[task]()) }));
