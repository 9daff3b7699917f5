import { z } from 'zod';
import { envelope, LangSchema, pageParam, perPageParam, searchParam } from '../common';

// Studio media (docs/decisions/260-studio-media-and-csv.md): images become WebP renditions, PDFs stay private
// until an entity that uses them is published. Staff only; every call answers `no-store`.

/** Widths every uploaded image is rendered at (never wider than the original: no upscaling). */
export const MEDIA_WIDTHS = [320, 640, 960, 1280] as const;
/** Largest file accepted (images and PDFs). */
export const MAX_MEDIA_BYTES = 15 * 1024 * 1024;
/** Largest decoded image (width × height): a decompression bomb is refused before it is decoded. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Alt texts are short descriptions, not captions. */
export const MAX_ALT_LENGTH = 300;

/**
 * The largest box of `aspect` (height / width) inside a width × height image, centred on the focal point as far
 * as the edges allow: the server cuts slot renditions with it, the studio previews them with it.
 */
export function cropBox(width: number, height: number, aspect: number, focalX: number, focalY: number) {
  let cropWidth = width;
  let cropHeight = Math.round(width * aspect);
  if (cropHeight > height) {
    cropHeight = height;
    cropWidth = Math.min(width, Math.round(height / aspect));
  }
  const clamp = (value: number, max: number) => Math.min(Math.max(0, Math.round(value)), max);
  return {
    left: clamp(focalX * width - cropWidth / 2, width - cropWidth),
    top: clamp(focalY * height - cropHeight / 2, height - cropHeight),
    width: cropWidth,
    height: cropHeight,
  };
}

export const MediaKindSchema = z.enum(['image', 'pdf']);
export type MediaKind = z.infer<typeof MediaKindSchema>;

const mediaId = z.string().uuid();

/** What a draft's image, images or pdf field stores: `{ media_id }` (the publish step turns it into the public shape). */
export const MediaRefSchema = z.object({ media_id: mediaId });
export type MediaRef = z.infer<typeof MediaRefSchema>;

export const MediaSchema = z.object({
  id: mediaId,
  kind: MediaKindSchema,
  /** Image: the 640-wide (or largest) rendition; PDF: `/media/studio/{id}/{name}.pdf` (staff only until published). */
  url: z.string(),
  /** Image: `url 320w, …` over the renditions; PDF: null. */
  srcset: z.string().nullable(),
  /** Image: the original's size after EXIF orientation; PDF: null. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  alt: z.string(),
  alt_en: z.string(),
  focal_x: z.number(),
  focal_y: z.number(),
  file_name: z.string(),
  byte_size: z.number().int(),
  /** A published entity uses it (a PDF is public only then; a used medium cannot be deleted). */
  published: z.boolean(),
  /** A draft or a published entity names it (it cannot be deleted while it is). */
  used: z.boolean(),
  created_at: z.string(),
});
export type Media = z.infer<typeof MediaSchema>;

/** Multipart text fields of `POST studio/media` (the file part is `file`). Focal point: 0..1 from the left/top. */
export const MediaUploadInputSchema = z.object({
  alt: z.string().trim().min(1).max(MAX_ALT_LENGTH),
  alt_en: z.string().trim().min(1).max(MAX_ALT_LENGTH),
  focal_x: z.coerce.number().min(0).max(1).default(0.5),
  focal_y: z.coerce.number().min(0).max(1).default(0.5),
});
export type MediaUploadInput = z.input<typeof MediaUploadInputSchema>;

export const MediaPatchSchema = z
  .object({
    alt: z.string().trim().min(1).max(MAX_ALT_LENGTH),
    alt_en: z.string().trim().min(1).max(MAX_ALT_LENGTH),
    focal_x: z.number().min(0).max(1),
    focal_y: z.number().min(0).max(1),
  })
  .partial()
  .strict();
export type MediaPatch = z.infer<typeof MediaPatchSchema>;

export const MediaParamsSchema = z.object({ id: mediaId });

export const MediaListQuerySchema = z.object({
  /** Matches the Indonesian or English alt text or the file name. */
  q: searchParam.optional(),
  kind: MediaKindSchema.optional(),
  /** `used`: a draft or a published entity names it; `unused`: nothing does (it may be deleted). */
  usage: z.enum(['used', 'unused']).optional(),
  /** `1`: an alt text is empty or only repeats the file name (a bulk upload's placeholder), in either language. */
  missing_alt: z.enum(['0', '1']).optional(),
  page: pageParam,
  per_page: perPageParam(24, 100),
  lang: LangSchema.optional(),
});

export const MediaResponseSchema = envelope(MediaSchema);
export const MediaListResponseSchema = z.object({
  data: z.array(MediaSchema),
  meta: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int() }),
});
/** Where a medium is used: each draft (and its published copy) or published entity that names it. */
export const MediaUsageSchema = z.object({
  collection: z.string(),
  /** The entity's id (its studio editor); null when only a published row without a draft is known. */
  entity_id: z.number().int().nullable(),
  title: z.string(),
  published: z.boolean(),
});
export type MediaUsage = z.infer<typeof MediaUsageSchema>;
export const MediaUsagesResponseSchema = envelope(z.array(MediaUsageSchema));

/** The file name without its extension: what a bulk upload puts in the alt texts until someone writes them. */
export const fileNameStem = (fileName: string) => fileName.replace(/\.[^.]*$/, '');

/** The slots images are cut to (height / width), as the collection registry's image fields declare them. */
export const MEDIA_SLOTS = [
  { key: 'square', aspect: 1 },
  { key: 'wide', aspect: 9 / 16 },
  { key: 'banner', aspect: 1 / 2 },
  { key: 'slider', aspect: 3 / 8 },
  { key: 'portrait', aspect: 5 / 4 },
] as const;
export type MediaSlotKey = (typeof MEDIA_SLOTS)[number]['key'];

/** Multipart of `POST studio/media/{id}/file`: only the `file` part, of the medium's kind (an image for an image). */
export const MediaReplaceInputSchema = z.object({});
/**
 * A relative difference of width / height up to this keeps the focal point when a file is replaced: the same
 * framing re-exported or retouched. A photo of another shape resets it to the centre (docs/decisions/260).
 */
export const FOCAL_KEEP_ASPECT_DIFFERENCE = 0.02;
/** The medium with its new file; `focal_reset`: the new picture's shape differs, so its focal point is the centre again. */
export const MediaReplacedResponseSchema = z.object({ data: MediaSchema, focal_reset: z.boolean() });

export const MediaDeletedResponseSchema = envelope(z.object({ id: mediaId, deleted: z.literal(true) }));
