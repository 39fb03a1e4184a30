#!/usr/bin/env node
// Draws the placeholder photos listed in web/content/photos.ts (soft Karoo landscapes with the
// stay's name and the photo's subject) and the 1200x630 social image, into web/public/images.
// Run it again after changing photos.ts: `node scripts/generate-placeholders.mjs`. It skips a
// file that is not a placeholder it made (a real photograph dropped in), unless given --force.
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { escapeHtml } from "../web/lib/escape-html.mjs";
import { register } from "tsx/esm/api";
import { seededRandom as random } from "./seeded-random.mjs";

register();
const root = path.resolve(import.meta.dirname, "..");
const publicDir = path.join(root, "web", "public");
const { STAY_IDS } = await import("../web/content/stays.ts");
const { cardPhoto, galleryPhotos } = await import("../web/content/photos.ts");
const { SITE } = await import("../web/content/site.ts");
const force = process.argv.includes("--force");
const MARK = "orania-stays placeholder";

// Times of day: sky top, sky bottom, sun, far hills, near hills, ground.
const PALETTES = [
  ["#f3c9a0", "#fbe8cf", "#fff4df", "#c98f63", "#9c5d3a", "#6f4128"], // morning
  ["#a9c8cf", "#f1e6d2", "#fffaf0", "#b99a78", "#8a6a4c", "#5f4a36"], // midday
  ["#d98c6a", "#f6c99a", "#ffe6bd", "#a9674a", "#7a432e", "#4e2c20"], // late afternoon
  ["#7d6b8f", "#e7a886", "#ffd9b0", "#6e5368", "#4c3848", "#2f2430"], // dusk
];
const RIVER = ["#2f7a76", "#1d5c5a"];

function seedOf(text) {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/** Karoo skyline: flat-topped koppies and long slopes across the width. */
function ridge(rand, width, height, base, amplitude) {
  const points = [`0,${height}`, `0,${base}`];
  let x = 0;
  while (x < width) {
    const run = width * (0.16 + rand() * 0.22);
    const rise = amplitude * (0.3 + rand() * 0.7);
    const top = base - rise;
    points.push(`${x + run * 0.28},${top}`, `${x + run * 0.62},${top + rise * 0.06}`, `${x + run},${base - rand() * amplitude * 0.2}`);
    x += run;
  }
  points.push(`${width},${height}`);
  return points.join(" ");
}

function landscapeSvg({ width, height, title, subtitle, seed, river, house }) {
  const rand = random(seed);
  const [skyTop, skyBottom, sun, far, near, ground] = PALETTES[seed % PALETTES.length];
  const horizon = height * (0.55 + rand() * 0.08);
  const sunX = width * (0.2 + rand() * 0.6);
  const sunY = horizon - height * (0.12 + rand() * 0.2);
  const riverTop = height * 0.74;
  const titleSize = Math.round(width / 18);
  const subtitleSize = Math.round(width / 36);
  const houseX = width * (0.58 + rand() * 0.2);
  const houseW = width * 0.14;
  const houseH = houseW * 0.55;
  const houseBase = horizon + height * 0.06;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <desc>${MARK}</desc>
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient>
    <radialGradient id="sun"><stop offset="0" stop-color="${sun}" stop-opacity="1"/><stop offset="0.35" stop-color="${sun}" stop-opacity="0.85"/><stop offset="1" stop-color="${sun}" stop-opacity="0"/></radialGradient>
    <linearGradient id="river" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${RIVER[0]}"/><stop offset="1" stop-color="${RIVER[1]}"/></linearGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="${sunY}" r="${height * 0.22}" fill="url(#sun)"/>
  <polygon points="${ridge(rand, width, height, horizon, height * 0.13)}" fill="${far}" opacity="0.75"/>
  <polygon points="${ridge(rand, width, height, horizon + height * 0.07, height * 0.07)}" fill="${near}"/>
  ${
    house
      ? `<g fill="${ground}"><rect x="${houseX}" y="${houseBase - houseH}" width="${houseW}" height="${houseH}"/><polygon points="${houseX - houseW * 0.06},${houseBase - houseH} ${houseX + houseW / 2},${houseBase - houseH * 1.7} ${houseX + houseW * 1.06},${houseBase - houseH}"/></g>`
      : `<g fill="${ground}"><rect x="${houseX}" y="${riverTop - houseH * 0.9}" width="${houseW * 0.7}" height="${houseH * 0.6}"/><polygon points="${houseX - houseW * 0.05},${riverTop - houseH * 0.9} ${houseX + houseW * 0.35},${riverTop - houseH * 1.35} ${houseX + houseW * 0.75},${riverTop - houseH * 0.9}"/></g>`
  }
  <rect y="${horizon + height * 0.12}" width="${width}" height="${height}" fill="${ground}" opacity="0.9"/>
  ${
    river
      ? `<path d="M0 ${riverTop} C ${width * 0.3} ${riverTop - height * 0.03}, ${width * 0.6} ${riverTop + height * 0.04}, ${width} ${riverTop} L ${width} ${height} L 0 ${height} Z" fill="url(#river)"/>
  <g stroke="#ffffff" stroke-opacity="0.35" stroke-width="${height * 0.004}" stroke-linecap="round">${Array.from({ length: 6 }, () => {
    const y = riverTop + height * (0.05 + rand() * 0.18);
    const x = width * rand();
    return `<line x1="${x}" y1="${y}" x2="${x + width * (0.05 + rand() * 0.1)}" y2="${y}"/>`;
  }).join("")}</g>`
      : ""
  }
  <rect width="${width}" height="${height}" fill="url(#shade)"/>
  <text x="${width * 0.05}" y="${height - subtitleSize * 2.6}" font-family="DejaVu Serif, Liberation Serif, serif" font-size="${titleSize}" font-weight="bold" fill="#fffaf2">${escapeHtml(title)}</text>
  <text x="${width * 0.05}" y="${height - subtitleSize * 1.2}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${subtitleSize}" fill="#fffaf2" fill-opacity="0.92">${escapeHtml(subtitle)}</text>
</svg>`;
}

async function isOurs(file) {
  if (!existsSync(file)) return true;
  if (force) return true;
  const { exif, comments } = await sharp(file).metadata();
  return Boolean(exif?.includes(MARK) || comments?.some((c) => c.text?.includes(MARK)));
}

async function write(relative, svg, format) {
  const file = path.join(publicDir, relative);
  if (!(await isOurs(file))) {
    console.log(`kept     ${relative} (not a placeholder)`);
    return;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const image = sharp(Buffer.from(svg)).withExifMerge({ IFD0: { ImageDescription: MARK } });
  const info = await (format === "jpeg" ? image.jpeg({ quality: 78, mozjpeg: true }) : image.webp({ quality: 72, effort: 6 })).toFile(file);
  console.log(`written  ${relative} (${Math.round(info.size / 1024)} KB)`);
}

const names = { "vacation-home": "Vacation Home", "fisheagle-hut": "Fish Eagle Hut", "african-darter-hut": "African Darter Hut" };
const capitalize = (text) => text.charAt(0).toUpperCase() + text.slice(1);
const relativeOf = (src) => src.replace(/^\//, "");

for (const stay of STAY_IDS) {
  const shape = { river: stay !== "vacation-home", house: stay === "vacation-home" };
  const card = cardPhoto(stay);
  await write(
    relativeOf(card.src),
    // The card prints the stay's name beside its photo (in the page's language), so the photo does not.
    landscapeSvg({ ...card, ...shape, title: "", subtitle: "Placeholder photo", seed: seedOf(`${stay}-card`) }),
    "webp",
  );
  for (const [index, photo] of galleryPhotos(stay).entries()) {
    const subject = capitalize(photo.alt.en.split(": ")[1] ?? "");
    await write(
      relativeOf(photo.src),
      landscapeSvg({
        ...photo,
        ...shape,
        title: names[stay],
        subtitle: `${subject} · placeholder photo`,
        seed: seedOf(`${stay}-${index}`),
      }),
      "webp",
    );
  }
}

await write(
  relativeOf(SITE.socialImage.src),
  landscapeSvg({
    width: SITE.socialImage.width,
    height: SITE.socialImage.height,
    title: SITE.name,
    subtitle: "Vacation home and river huts in Orania · Vakansiehuis en rivierhutte",
    seed: seedOf("social"),
    river: true,
    house: false,
  }),
  "jpeg",
);
