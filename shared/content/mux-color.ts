import { z } from 'zod';

/** A `#rrggbb` colour. */
export const HexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/** Answer of `GET /api/content/mux-color/{playbackId}`: the page background behind a video. */
export const MuxColorResponseSchema = z.object({ color: HexColorSchema });
export type MuxColorResponse = z.infer<typeof MuxColorResponseSchema>;
