/**
 * Texture and video declarations, and the dependency closure they imply.
 *
 * FBX names a file twice: `FileName` (usually the exporter's absolute path) and
 * `RelativeFilename` (relative to the FBX file). Only relative spellings are reported; an
 * absolute one is redacted (`absolutePathRedacted`), never echoed. Backslashes are folded to `/`
 * first: in FBX they are Windows separators, not part of a name. A video whose `Content` holds the
 * bytes is embedded and is no dependency.
 *
 * Each distinct relative spelling becomes one `image` dependency, read through the request's
 * `resources` service (the host's containment policy, which glTF files follow too: relative
 * paths only, no `..`, inside the asset folder after symlinks, per-resource and total byte
 * limits). The closure is `partial` when a dependency could not be read or a non-embedded
 * declaration has no relative spelling at all.
 */
import type { DependencyClosure, DependencyRecord, FbxResourceDeclaration, LoadRequest } from '@animsmith/cli/plugin';
import type { FbxDocument } from '../document.js';
import { childNamed, stringProp } from '../node-util.js';
import type { FbxObject } from '../objects.js';

export interface ResourceFacts {
  readonly declarations: readonly FbxResourceDeclaration[];
  readonly dependencies: DependencyClosure;
}

/** Rooted paths, drive letters and anything with a scheme (`C:`, `file:`, `data:`) are not relative. */
function isAbsolute(spelling: string): boolean {
  return spelling.startsWith('/') || spelling.startsWith('\\') || /^[A-Za-z][A-Za-z0-9+.-]*:/.test(spelling);
}

function fileNameOf(object: FbxObject, names: readonly string[]): string | undefined {
  for (const name of names) {
    const value = stringProp(childNamed(object.node, name));
    if (value !== undefined && value !== '') return value;
  }
  return undefined;
}

export async function resolveFbxResources(document: FbxDocument, request: LoadRequest): Promise<ResourceFacts> {
  const spellings: string[] = [];
  const dependencyOf = new Map<string, number>();
  let missingSpelling = false;
  const pending: { declaration: Omit<FbxResourceDeclaration, 'dependency'>; spelling?: string }[] = [];
  for (const object of document.objects.values()) {
    if (object.type !== 'Texture' && object.type !== 'Video') continue;
    const kind = object.type === 'Texture' ? 'texture' : 'video';
    const relative = fileNameOf(object, ['RelativeFilename', 'RelativeFileName']);
    const full = fileNameOf(object, ['FileName', 'Filename']);
    const content = object.node.children.find((c) => c.name === 'Content')?.properties[0];
    const embedded = kind === 'video' && content !== undefined && content.type === 'R' && content.value.length > 0;
    const candidates = [relative, full].filter((s): s is string => s !== undefined);
    const spelling = candidates.find((s) => !isAbsolute(s))?.replace(/\\/g, '/');
    if (spelling === undefined && candidates.length > 0 && !embedded) missingSpelling = true;
    if (spelling !== undefined && !embedded && !dependencyOf.has(spelling)) {
      dependencyOf.set(spelling, spellings.length);
      spellings.push(spelling);
    }
    pending.push({
      declaration: {
        kind,
        objectId: object.id.toString(),
        name: object.name,
        ...(spelling !== undefined ? { relativeFileName: spelling } : {}),
        absolutePathRedacted: candidates.some(isAbsolute),
        embedded,
      },
      ...(spelling !== undefined && !embedded ? { spelling } : {}),
    });
  }

  const resources: DependencyRecord[] = [];
  for (const [index, uri] of spellings.entries()) {
    const read = await request.resources.read(uri);
    resources.push(read.ok ? { kind: 'image', index, uri, identity: read.identity } : { kind: 'image', index, uri, unavailableReason: read.code });
  }
  const declarations = pending.map(({ declaration, spelling }) =>
    spelling === undefined ? declaration : { ...declaration, dependency: dependencyOf.get(spelling)! },
  );
  const coverage = resources.every((r) => r.identity !== undefined) && !missingSpelling ? 'complete' : 'partial';
  return { declarations, dependencies: { coverage, resources } };
}
