// Draws the embedded video service's media once: a few still images (PNG, 480×270) and one short
// clip (H.264 baseline MP4, no sound), all of the same calm, synthetic scene — a gradient with
// light panels and a slowly drifting glow — in the dark blues the seed gives its videos. The
// files are committed under worker/embedded/video/media/; run this again only to change them.
// Needs Debian's ffmpeg (`apt-get install -y ffmpeg`): `node scripts/build/generate-demo-video.mjs`.
import { spawnSync } from 'node:child_process';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));
const outDir = path.join(root, 'worker/embedded/video/media');
const WIDTH = 480;
const HEIGHT = 270;
const FPS = 24;
const SECONDS = 4;

/** Scenes of the stills: background from top-left to bottom-right, the glow's colour and place. */
const SCENES = [
  { name: 'still-1', from: [0x1d, 0x2b, 0x4f], to: [0x3c, 0x6e, 0xb4], glow: [0xf2, 0xb8, 0x4b], glowAt: [0.72, 0.3], panels: 3 },
  { name: 'still-2', from: [0x23, 0x30, 0x3a], to: [0x4f, 0x8a, 0x8b], glow: [0xe8, 0x6f, 0x51], glowAt: [0.28, 0.34], panels: 2 },
  { name: 'still-3', from: [0x0f, 0x2a, 0x5c], to: [0x6a, 0x5a, 0xcd], glow: [0x8e, 0xe3, 0xc8], glowAt: [0.8, 0.26], panels: 4 },
  { name: 'still-4', from: [0x2a, 0x2f, 0x45], to: [0xb0, 0x6b, 0x5a], glow: [0xff, 0xe0, 0x9a], glowAt: [0.4, 0.22], panels: 3 },
];

const clamp01 = (value) => Math.min(1, Math.max(0, value));
const smooth = (edge0, edge1, value) => {
  const t = clamp01((value - edge0) / (edge1 - edge0));
  return t * t * (3 - 2 * t);
};
const mix = (a, b, t) => a + (b - a) * t;

/** Signed distance to a rounded rectangle centred at (cx, cy). */
function roundedBox(x, y, cx, cy, halfWidth, halfHeight, radius) {
  const qx = Math.abs(x - cx) - halfWidth + radius;
  const qy = Math.abs(y - cy) - halfHeight + radius;
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius;
}

/** One RGB frame of a scene at `time` seconds (0 for the still). */
function drawFrame(scene, time) {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  const drift = Math.sin((time / SECONDS) * Math.PI * 2);
  const glowX = (scene.glowAt[0] + drift * 0.06) * WIDTH;
  const glowY = (scene.glowAt[1] + Math.cos((time / SECONDS) * Math.PI * 2) * 0.03) * HEIGHT;
  const panels = Array.from({ length: scene.panels }, (_, index) => ({
    cx: WIDTH * (0.18 + index * (0.64 / Math.max(1, scene.panels - 1))) + drift * (index % 2 ? 6 : -6),
    cy: HEIGHT * (0.7 - (index % 2) * 0.08),
    halfWidth: 46 - index * 3,
    halfHeight: 30 + (index % 3) * 6,
  }));
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) {
      const along = clamp01((x / WIDTH) * 0.6 + (y / HEIGHT) * 0.4);
      let r = mix(scene.from[0], scene.to[0], along);
      let g = mix(scene.from[1], scene.to[1], along);
      let b = mix(scene.from[2], scene.to[2], along);
      // The glow: a soft disc with a halo.
      const distance = Math.hypot(x - glowX, y - glowY);
      const halo = (1 - smooth(0, 110, distance)) * 0.45;
      const disc = 1 - smooth(34, 36, distance);
      const glow = Math.max(halo, disc * 0.95);
      r = mix(r, scene.glow[0], glow);
      g = mix(g, scene.glow[1], glow);
      b = mix(b, scene.glow[2], glow);
      // Light panels over a faint shadow, like slides on a wall.
      for (const panel of panels) {
        const shadow = (1 - smooth(-2, 10, roundedBox(x, y - 5, panel.cx, panel.cy, panel.halfWidth, panel.halfHeight, 8))) * 0.25;
        r *= 1 - shadow;
        g *= 1 - shadow;
        b *= 1 - shadow;
        const inside = (1 - smooth(-0.75, 0.75, roundedBox(x, y, panel.cx, panel.cy, panel.halfWidth, panel.halfHeight, 8))) * 0.82;
        r = mix(r, 246, inside);
        g = mix(g, 248, inside);
        b = mix(b, 252, inside);
        // Two lines of "text" on each panel.
        for (const [offset, length] of [
          [-10, 0.7],
          [4, 0.45],
        ]) {
          const line =
            1 -
            smooth(
              -0.75,
              0.75,
              roundedBox(x, y, panel.cx - panel.halfWidth * (1 - length) + 0, panel.cy + offset, panel.halfWidth * length - 10, 3, 3),
            );
          const ink = line * inside;
          r = mix(r, scene.from[0], ink);
          g = mix(g, scene.from[1], ink);
          b = mix(b, scene.from[2], ink);
        }
      }
      const at = (y * WIDTH + x) * 3;
      pixels[at] = Math.round(r);
      pixels[at + 1] = Math.round(g);
      pixels[at + 2] = Math.round(b);
    }
  }
  return pixels;
}

function ffmpeg(args, input) {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { input, maxBuffer: 1 << 28 });
  if (result.status !== 0) throw new Error(`ffmpeg failed: ${result.stderr?.toString() ?? result.error}`);
}

const raw = ['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${WIDTH}x${HEIGHT}`];
await mkdir(outDir, { recursive: true });
for (const scene of SCENES) {
  const file = path.join(outDir, `${scene.name}.png`);
  ffmpeg([...raw, '-i', '-', '-frames:v', '1', '-pred', 'mixed', '-compression_level', '9', file], drawFrame(scene, 0));
  console.log(`${path.relative(root, file)} ${(await stat(file)).size} bytes`);
}
const frames = Array.from({ length: FPS * SECONDS }, (_, index) => drawFrame(SCENES[0], index / FPS));
const clip = path.join(outDir, 'clip.mp4');
ffmpeg(
  [
    ...raw,
    '-r',
    String(FPS),
    '-i',
    '-',
    '-c:v',
    'libx264',
    '-profile:v',
    'baseline',
    '-level',
    '3.0',
    '-pix_fmt',
    'yuv420p',
    '-crf',
    '28',
    '-preset',
    'veryslow',
    '-movflags',
    '+faststart',
    '-an',
    clip,
  ],
  Buffer.concat(frames),
);
console.log(`${path.relative(root, clip)} ${(await stat(clip)).size} bytes`);
