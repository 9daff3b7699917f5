import { z } from 'zod';
import { envelope } from './common';

// Site-wide header content: news ticker and web accessories (spec §7 "Header load").
// The spec does not show their fields; these shapes are agreed with the server (App shell issue).

/** One ticker entry: a launch-promo flag (e.g. "BARU") and a text, optionally linking somewhere. */
export const NewstickerItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string().nullable(),
  flag: z.string().nullable().optional(),
});
export type NewstickerItem = z.infer<typeof NewstickerItemSchema>;
export const NewstickerResponseSchema = envelope(z.array(NewstickerItemSchema));

/** A site asset (logos, badges) addressed by a stable key, e.g. "hover-logo-insta360". */
export const WebAccessorySchema = z.object({
  id: z.number().int(),
  key: z.string(),
  title: z.string(),
  media_url: z.string().nullable(),
  url: z.string().nullable().optional(),
});
export type WebAccessory = z.infer<typeof WebAccessorySchema>;
export const WebAccessoriesResponseSchema = envelope(z.array(WebAccessorySchema));
