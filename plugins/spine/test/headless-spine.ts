/**
 * Reads a Spine skeleton into the official runtime without an atlas (test-only: spine-core's
 * licence keeps it out of the product, so nothing under src/ imports it). Shared by this package's
 * runtime tests and the host's Spine loader tests.
 */
import {
  BoundingBoxAttachment,
  ClippingAttachment,
  MeshAttachment,
  PathAttachment,
  PointAttachment,
  RegionAttachment,
  SkeletonJson,
  TextureRegion,
  type AttachmentLoader,
  type Sequence,
  type SkeletonData,
} from '@esotericsoftware/spine-core';

/**
 * Creates attachments without textures: every sequence frame gets a 1×1 stand-in region covering
 * the whole (absent) page, which is all the runtime needs to read, pose and compute UVs.
 */
class HeadlessAttachmentLoader implements AttachmentLoader {
  private fill(sequence: Sequence): void {
    for (let i = 0; i < sequence.regions.length; i++) {
      const region = new TextureRegion();
      region.u = region.v = 0;
      region.u2 = region.v2 = 1;
      region.width = region.height = region.originalWidth = region.originalHeight = 1;
      sequence.regions[i] = region;
    }
  }
  newRegionAttachment(_skin: unknown, _placeholder: string, name: string, _path: string, sequence: Sequence): RegionAttachment {
    this.fill(sequence);
    return new RegionAttachment(name, sequence);
  }
  newMeshAttachment(_skin: unknown, _placeholder: string, name: string, _path: string, sequence: Sequence): MeshAttachment {
    this.fill(sequence);
    return new MeshAttachment(name, sequence);
  }
  newBoundingBoxAttachment(_skin: unknown, _placeholder: string, name: string): BoundingBoxAttachment {
    return new BoundingBoxAttachment(name);
  }
  newPathAttachment(_skin: unknown, _placeholder: string, name: string): PathAttachment {
    return new PathAttachment(name);
  }
  newPointAttachment(_skin: unknown, _placeholder: string, name: string): PointAttachment {
    return new PointAttachment(name);
  }
  newClippingAttachment(_skin: unknown, _placeholder: string, name: string): ClippingAttachment {
    return new ClippingAttachment(name);
  }
}

/** The runtime's skeleton data for a skeleton JSON text. */
export function readSkeletonData(text: string): SkeletonData {
  return new SkeletonJson(new HeadlessAttachmentLoader()).readSkeletonData(text);
}
