/**
 * A Spine 4.3 skeleton built in code that reaches every ingest branch the corpus does not: all
 * constraint types, every attachment type, weighted and unweighted vertex runs, a long-form skin,
 * every slot, bone (inherit included), physics/path/slider/ik/transform timeline, deform, image
 * sequence, draw order, a draw order folder and events (and one last-key curve, which the rebuild
 * does not write, plus two key values stated at their per-key default, which it omits).
 *
 * Some objects list their fields out of the editor's order on purpose (slot `body`, clipping
 * `clip`, path `rail`, linked mesh `cape2`, physics `sway`, slider `blend`): the specs ingest
 * writes must not depend on the source's field order. Slot `clip` has tint black (`dark`), which
 * its two-colour timelines need.
 */
export function richSkeleton(): Record<string, unknown> {
  return {
    skeleton: { hash: 'abc', spine: '4.3.75-beta', x: -10, y: -20, width: 100, height: 200, fps: 24, images: './images/', audio: null },
    bones: [
      { name: 'root' },
      { name: 'hip', parent: 'root', length: 10, rotation: 90, y: 50, inherit: 'noScale' },
      { name: 'leg', parent: 'hip', length: 20, x: 10, scaleX: 2 },
      { name: 'cape', parent: 'hip', skin: true, color: 'ff0000ff', icon: 'circle' },
      { name: 'target', parent: 'root', x: 30, visible: false },
    ],
    slots: [
      { name: 'body', bone: 'hip', attachment: 'body', color: 'ffffff80', dark: '000000', blend: 'additive' },
      { name: 'cape', bone: 'cape' },
      { name: 'rail', bone: 'root', attachment: 'rail' },
      { name: 'clip', bone: 'root', dark: '000000', attachment: 'clip' },
      { name: 'marker', bone: 'leg', attachment: 'marker', visible: false },
    ],
    constraints: [
      { type: 'ik', name: 'leg-ik', bones: ['hip', 'leg'], target: 'target', mix: 0.5, bendPositive: false, scaleY: 'uniform' },
      {
        type: 'transform',
        name: 'follow',
        source: 'target',
        bones: ['leg'],
        x: 3,
        properties: { x: { offset: 1, to: { x: { max: 100 }, y: { scale: 2 } } }, rotate: { to: { rotate: {} } } },
        localSource: true,
        mixX: 0.25,
        mixY: 1,
      },
      { type: 'path', name: 'along', bones: ['leg'], slot: 'rail', spacingMode: 'percent', rotateMode: 'chain', position: 0.5 },
      { type: 'physics', name: 'sway', bone: 'cape', x: 1, rotate: 1, limit: 1000, inertia: 0.3, mass: 2, windGlobal: true, skin: true },
      { type: 'slider', name: 'blend', animation: 'idle', bone: 'target', property: 'x', from: -5, to: 1, scale: 0.5, loop: true },
    ],
    skins: [
      {
        name: 'default',
        attachments: {
          body: {
            body: {
              type: 'mesh',
              uvs: [0, 0, 1, 0, 1, 1],
              triangles: [0, 1, 2],
              // Weighted: vertex 0 on leg, vertex 1 on hip+leg, vertex 2 on root.
              vertices: [1, 2, 1.5, 2.5, 1, 2, 1, 3, 4, 0.25, 2, 5, 6, 0.75, 1, 0, 0.0003, 7, 1],
              hull: 3,
              edges: [0, 2, 2, 4, 4, 0],
              width: 10,
              height: 12,
            },
          },
          clip: { clip: { type: 'clipping', end: 'marker', vertexCount: 3, vertices: [0, 0, 5, 0, 0, 5], inverse: true } },
          marker: {
            marker: { type: 'point', x: 2, rotation: 45 },
            hitbox: { type: 'boundingbox', vertexCount: 3, vertices: [0, 0, 1, 0, 0, 1], color: '60f000ff' },
          },
          rail: {
            rail: { type: 'path', closed: true, vertexCount: 6, vertices: [0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5], lengths: [10, 20] },
          },
        },
      },
      {
        name: 'heavy',
        bones: ['cape'],
        physics: ['sway'],
        color: '80ff00ff',
        attachments: {
          cape: {
            cape: { name: 'capes/red', path: 'capes/red-cape', x: 1, y: 2, width: 30, height: 40, sequence: { count: 3, digits: 2 } },
            cape2: { type: 'linkedmesh', source: 'body', slot: 'body', skin: 'default', timelines: false, width: 10, height: 12 },
          },
        },
      },
    ],
    events: { step: { int: 1, string: 'left' }, sound: { audio: 'step.ogg', volume: 0.5 } },
    animations: {
      idle: {
        slots: {
          body: {
            rgba: [{ color: 'ffffffff', curve: [0.1, 1, 0.2, 1, 0.1, 1, 0.2, 1, 0.1, 1, 0.2, 1, 0.1, 1, 0.2, 0.5] }, { time: 0.5, color: 'ff000080' }],
            attachment: [{ time: 0.2, name: null }, { time: 0.4, name: 'body' }],
          },
          clip: {
            rgb: [{ color: 'ff8000', curve: [0.1, 1, 0.2, 1, 0.1, 0.5, 0.2, 0.5, 0.1, 0, 0.2, 0] }, { time: 0.5, color: '00ff00' }],
            alpha: [{ value: 0.5 }, { time: 0.5 }],
            rgba2: [{ light: 'ffffffff', dark: '000000' }, { time: 1, light: 'ff000080', dark: '0000ff', curve: 'stepped' }],
            rgb2: [{ light: 'ffffff', dark: '102030' }],
          },
        },
        bones: {
          hip: {
            rotate: [{ value: 10, curve: 'stepped' }, { time: 0.5 }],
            scale: [{ x: 2 }, { time: 1 }],
            inherit: [{ inherit: 'noScale' }, { time: 0.5 }],
          },
        },
        ik: { 'leg-ik': [{ mix: 0.5 }, { time: 0.5, mix: 1, softness: 2, curve: [0.6, 1, 0.7, 1, 0.6, 2, 0.7, 2] }, { time: 1 }] },
        transform: { follow: [{ mixX: 0.5 }, { time: 0.5, mixRotate: 0.2 }] },
        path: { along: { mix: [{ mixX: 0.25 }], position: [{ value: 0.5 }, { time: 0.25 }] } },
        physics: { sway: { damping: [{ time: 0.1 }], mix: [{}] }, '': { reset: [{ time: 0.3 }] } },
        slider: { blend: { time: [{}, { time: 0.2, value: 0.5 }] } },
        attachments: {
          default: { body: { body: { deform: [{ offset: 2, vertices: [1, 1], curve: [0.1, 0, 0.2, 1] }, { time: 0.5 }] } } },
          heavy: { cape: { cape: { sequence: [{ mode: 'loop', delay: 0.1 }, { time: 0.5, index: 2 }, { time: 0.8, mode: 'once', delay: 0.2 }] } } },
        },
        drawOrder: [{ time: 0.1, offsets: [{ slot: 'body', offset: 2 }] }, { time: 0.6 }],
        drawOrderFolder: [{ slots: ['body', 'cape', 'rail'], keys: [{ time: 0.2, offsets: [{ slot: 'rail', offset: -2 }] }, { time: 0.7 }] }],
        events: [{ time: 0.25, name: 'step' }, { time: 0.75, name: 'step', int: 2, float: 0.5 }],
        color: 'ff00ffff',
      },
    },
  };
}
