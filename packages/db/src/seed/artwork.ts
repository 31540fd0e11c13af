// Illustrations drawn for this project in SVG (flat shapes on a gradient, with a woven border in the
// spirit of Ethiopian tibeb cloth). render-seed-files.ts turns them into the WebP files of prisma/seed-files.

export type Motif =
  | "scholarship"
  | "internship"
  | "training"
  | "bootcamp"
  | "pitch"
  | "writing"
  | "conversation"
  | "mentors"
  | "tests"
  | "community"
  | "donors"
  | "alumni";

/** Background from, background to, accent. Dark enough that white shapes read well on them. */
const PALETTES = [
  ["#0b6e4f", "#1f9d6e", "#f4c542"],
  ["#123c69", "#2e6fb7", "#f2b134"],
  ["#7a1f3d", "#c2415d", "#ffd37a"],
  ["#3b2a6b", "#6a4fb3", "#ffcf5c"],
  ["#8a4b08", "#d9822b", "#fff1c1"],
  ["#0f5257", "#1b998b", "#ffe066"],
  ["#1d3557", "#457b9d", "#f28482"],
] as const;

export type ArtSpec = { motif: Motif; palette: number } | { initials: string; palette: number };

const W = 1200;
const H = 800;

function palette(index: number) {
  return PALETTES[index % PALETTES.length]!;
}

function background(index: number, width: number, height: number): string {
  const [from, to] = palette(index);
  const flip = index % 2 === 0;
  return `<defs><linearGradient id="bg" x1="${flip ? 0 : 1}" y1="0" x2="${flip ? 1 : 0}" y2="1">
<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>`;
}

/** Soft discs in the background, placed from the palette index so no two banners look the same. */
function discs(index: number): string {
  const a = 140 + ((index * 97) % 260);
  const b = 520 + ((index * 53) % 300);
  return `<g fill="#fff"><circle cx="${a}" cy="${120 + (index % 3) * 40}" r="190" opacity=".08"/>
<circle cx="${b + 420}" cy="${640 - (index % 4) * 30}" r="260" opacity=".07"/>
<circle cx="${b}" cy="90" r="60" opacity=".1"/></g>`;
}

/** A woven band along the bottom: alternating diamonds and bars, as on a tibeb border. */
function tibebBand(accent: string, width: number, height: number): string {
  const y = height - 64;
  let shapes = "";
  for (let x = 20; x < width; x += 60) {
    shapes += `<path d="M${x} ${y + 26}l18-18 18 18-18 18z"/>`;
    shapes += `<rect x="${x + 42}" y="${y + 22}" width="12" height="8" rx="2"/>`;
  }
  return `<g fill="${accent}"><rect y="${y - 6}" width="${width}" height="4"/>${shapes}<rect y="${y + 54}" width="${width}" height="4"/></g>`;
}

const white = (opacity = 1) => `fill="#fff" fill-opacity="${opacity}"`;

function person(x: number, y: number, scale: number, fill: string): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="${fill}"><circle cx="0" cy="-70" r="42"/>
<path d="M-70 60c0-62 31-98 70-98s70 36 70 98z"/></g>`;
}

function laptop(x: number, y: number, accent: string, screen: string): string {
  return `<g transform="translate(${x} ${y})"><rect x="0" y="0" width="360" height="230" rx="16" ${white()}/>
<rect x="18" y="18" width="324" height="194" rx="6" fill="${accent}" fill-opacity=".25"/>${screen}
<path d="M-40 240h440l-30 36h-380z" ${white(0.9)}/></g>`;
}

const motifs: Record<Motif, (accent: string) => string> = {
  scholarship: (accent) => `<g transform="translate(640 170)">
<path d="M0 120l220-100 220 100-220 100z" ${white()}/><path d="M90 165v110c0 30 60 55 130 55s130-25 130-55v-110l-130 58z" ${white(0.85)}/>
<path d="M400 138v120" stroke="${accent}" stroke-width="10"/><circle cx="400" cy="268" r="18" fill="${accent}"/>
<g fill="${accent}"><rect x="-40" y="420" width="300" height="36" rx="6"/><rect x="-20" y="380" width="260" height="36" rx="6" fill-opacity=".8"/></g></g>`,
  internship: (accent) =>
    laptop(
      660,
      220,
      accent,
      `<path d="M120 70l-50 45 50 45M240 70l50 45-50 45M200 55l-40 120" stroke="#fff" stroke-width="14" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    ) +
    `<circle cx="610" cy="210" r="46" fill="${accent}"/><path d="M592 210l14 14 24-28" stroke="#fff" stroke-width="10" fill="none"/>`,
  training: (accent) => `<g transform="translate(840 370)" fill="none" stroke="#fff" stroke-width="10">
<circle r="220" fill="#fff" fill-opacity=".12"/><ellipse rx="90" ry="220"/><ellipse rx="180" ry="220" stroke-opacity=".6"/>
<path d="M-220 0h440M-190-110h380M-190 110h380" stroke-opacity=".7"/></g>
<g transform="translate(690 150)"><path d="M0 0c-60 0-100 44-100 100 0 80 100 170 100 170s100-90 100-170c0-56-40-100-100-100z" fill="${accent}"/>
<circle cx="0" cy="98" r="36" fill="#fff"/></g>`,
  bootcamp: (accent) =>
    `${laptop(
      640,
      200,
      accent,
      `<g fill="#fff"><rect x="50" y="50" width="120" height="16" rx="8"/><rect x="50" y="86" width="220" height="16" rx="8" fill-opacity=".7"/>
<rect x="50" y="122" width="180" height="16" rx="8" fill-opacity=".7"/><rect x="50" y="158" width="90" height="16" rx="8" fill="${accent}"/></g>`,
    )}<path d="M600 120l-40 90h40l-30 80 80-110h-45l35-60z" fill="${accent}"/>`,
  pitch: (accent) => {
    let audience = "";
    for (let i = 0; i < 15; i++) {
      const x = 560 + (i % 5) * 120 + (Math.floor(i / 5) % 2) * 60;
      const y = 560 + Math.floor(i / 5) * 46;
      audience += `<circle cx="${x}" cy="${y - 150}" r="20" fill="${accent}" fill-opacity="${0.55 + (i % 3) * 0.15}"/>`;
    }
    return `<path d="M760 40l-160 380h320z" ${white(0.12)}/><rect x="700" y="250" width="120" height="150" rx="10" ${white()}/>
<rect x="745" y="150" width="30" height="70" rx="15" fill="${accent}"/><path d="M760 220v30" stroke="#fff" stroke-width="8"/>${audience}`;
  },
  writing: (
    accent,
  ) => `<g transform="translate(700 130) rotate(-6)"><rect width="330" height="430" rx="18" ${white()}/>
<g fill="${accent}" fill-opacity=".8"><rect x="40" y="60" width="200" height="18" rx="9"/></g>
<g fill="#000" fill-opacity=".12"><rect x="40" y="120" width="250" height="12" rx="6"/><rect x="40" y="160" width="230" height="12" rx="6"/>
<rect x="40" y="200" width="250" height="12" rx="6"/><rect x="40" y="240" width="160" height="12" rx="6"/><rect x="40" y="300" width="240" height="12" rx="6"/></g></g>
<path d="M1010 190l40 40-190 190-56 16 16-56z" fill="${accent}"/>`,
  conversation: (
    accent,
  ) => `<path d="M620 160h340a30 30 0 0 1 30 30v170a30 30 0 0 1-30 30h-220l-80 60v-60h-40a30 30 0 0 1-30-30v-170a30 30 0 0 1 30-30z" ${white()}/>
<path d="M820 330h260a26 26 0 0 1 26 26v140a26 26 0 0 1-26 26h-30v50l-66-50h-164a26 26 0 0 1-26-26v-140a26 26 0 0 1 26-26z" fill="${accent}"/>
<g fill="#000" fill-opacity=".15"><circle cx="720" cy="275" r="16"/><circle cx="790" cy="275" r="16"/><circle cx="860" cy="275" r="16"/></g>`,
  mentors: (accent) =>
    person(700, 400, 1.6, "#fff") +
    person(960, 430, 1.3, accent) +
    `<path d="M760 250q110-90 200 0" stroke="#fff" stroke-width="8" fill="none" stroke-dasharray="16 14"/>`,
  tests: (
    accent,
  ) => `<g transform="translate(700 120)"><rect width="340" height="450" rx="22" ${white()}/><rect x="110" y="-20" width="120" height="50" rx="14" fill="${accent}"/>
${[90, 190, 290]
  .map(
    (y) =>
      `<path d="M50 ${y}l22 22 40-44" stroke="${accent}" stroke-width="12" fill="none" stroke-linecap="round"/><rect x="140" y="${y - 4}" width="150" height="16" rx="8" fill="#000" fill-opacity=".15"/>`,
  )
  .join("")}</g>`,
  community: (accent) =>
    person(660, 430, 1.2, accent) + person(1060, 430, 1.2, accent) + person(860, 420, 1.7, "#fff"),
  donors: (
    accent,
  ) => `<path d="M860 540c-170-110-250-190-250-290 0-70 50-120 115-120 55 0 100 30 135 80 35-50 80-80 135-80 65 0 115 50 115 120 0 100-80 180-250 290z" ${white()}/>
<g fill="${accent}"><circle cx="600" cy="520" r="42"/><circle cx="660" cy="560" r="42" fill-opacity=".8"/></g>`,
  alumni: (
    accent,
  ) => `<g transform="translate(820 300) rotate(-28)" ${white()}><rect x="-210" y="-24" width="420" height="48" rx="24"/>
<path d="M-30-20h80l-90-190h-50zM-30 20h80l-90 190h-50zM-170-20h40l-60-90h-30zM-170 20h40l-60 90h-30z"/></g>
<g transform="translate(860 420)"><path d="M0 60l150-68 150 68-150 68z" fill="${accent}"/><path d="M60 90v70c0 20 40 36 90 36s90-16 90-36v-70l-90 40z" fill="${accent}" fill-opacity=".85"/></g>`,
};

function bannerSvg(spec: { motif: Motif; palette: number }): string {
  const accent = palette(spec.palette)[2];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
${background(spec.palette, W, H)}${discs(spec.palette + spec.motif.length)}<g transform="translate(-230 0)">${motifs[spec.motif](accent)}</g>${tibebBand(accent, W, H)}</svg>`;
}

/** A portrait stand-in: initials on a gradient, never a made-up photograph. */
function avatarSvg(spec: { initials: string; palette: number }): string {
  const size = 1200;
  const accent = palette(spec.palette)[2];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
${background(spec.palette, size, size)}<circle cx="600" cy="600" r="430" fill="none" stroke="${accent}" stroke-width="14" stroke-opacity=".9"/>
<text x="600" y="600" dy=".35em" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="380" fill="#fff">${spec.initials}</text></svg>`;
}

export function artworkSvg(spec: ArtSpec): string {
  return "initials" in spec ? avatarSvg(spec) : bannerSvg(spec);
}

const xml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A one-page visual guide: a title and numbered steps, for the image resources. */
export function infographicSvg(spec: { title: string; steps: string[]; palette: number }): string {
  const width = 1200;
  const height = 300 + spec.steps.length * 150;
  const accent = palette(spec.palette)[2];
  const steps = spec.steps
    .map((step, i) => {
      const y = 250 + i * 150;
      return `<circle cx="130" cy="${y}" r="46" fill="${accent}"/><text x="130" y="${y}" dy=".35em" text-anchor="middle" font-size="44" font-weight="700" fill="#222">${i + 1}</text>
<text x="210" y="${y}" dy=".35em" font-size="38" fill="#fff">${xml(step)}</text>`;
    })
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="DejaVu Sans, sans-serif">
${background(spec.palette, width, height)}<text x="80" y="120" font-size="50" font-weight="700" fill="#fff">${xml(spec.title)}</text>
<rect x="80" y="150" width="160" height="8" rx="4" fill="${accent}"/>${steps}${tibebBand(accent, width, height)}</svg>`;
}

/** One 16:9 slide of a short video lesson. */
export function slideSvg(spec: { title: string; lines: string[]; palette: number; page: string }): string {
  const accent = palette(spec.palette)[2];
  const lines = spec.lines
    .map((line, i) => `<text x="110" y="${330 + i * 80}" font-size="44" fill="#fff">${xml(line)}</text>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720" font-family="DejaVu Sans, sans-serif">
${background(spec.palette, 1280, 720)}${discs(spec.palette)}<text x="110" y="200" font-size="68" font-weight="700" fill="#fff">${xml(spec.title)}</text>
<rect x="110" y="232" width="180" height="10" rx="5" fill="${accent}"/>${lines}
<text x="1170" y="600" text-anchor="end" font-size="28" fill="#fff" fill-opacity=".8">${xml(spec.page)}</text>${tibebBand(accent, 1280, 720)}</svg>`;
}
