/**
 * images: one record per source image (ascending image index): source kind, the declared MIME
 * type (authored text: the image's mimeType, else a data URI's media type), the byte-detected
 * container, and — exactly when the image decoded — its decoded colour type, channel count and
 * pixel dimensions. An unavailable image has a stable unavailable_reason and no decoded fields;
 * a recognisable PNG/JPEG that failed to decode (or was over the pixel limit) keeps its detected
 * container; an unsupported non-empty payload keeps its first ≤ 16 bytes as lowercase hex.
 */
import type { SourceImage } from '../model/source-document.js';
import type { ImageRecord } from './types.js';

export function measureImages(images: readonly SourceImage[]): ImageRecord[] {
  return [...images]
    .sort((a, b) => a.index - b.index)
    .map((image): ImageRecord => {
      const base = {
        image_index: image.index,
        ...(image.name !== undefined ? { name: image.name } : {}),
        source_kind: image.sourceKind,
        ...(image.declaredMimeType !== undefined ? { declared_mime_type: image.declaredMimeType } : {}),
        ...(image.detectedContainer !== undefined ? { detected_container: image.detectedContainer } : {}),
      };
      if (image.decoded !== undefined && image.unavailableReason === undefined) {
        return {
          ...base,
          decoded_color_type: image.decoded.colorType,
          channel_count: image.decoded.channelCount,
          width: image.decoded.width,
          height: image.decoded.height,
        };
      }
      return {
        ...base,
        ...(image.leadingMagicHex !== undefined && image.unavailableReason === 'unsupported_container'
          ? { leading_magic_hex: image.leadingMagicHex }
          : {}),
        unavailable_reason: image.unavailableReason ?? 'decode_failed',
      };
    });
}
