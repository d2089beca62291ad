import type { Random } from './random.ts';

/**
 * Demo images as small SVGs drawn from a seeded PRNG: abstract art for stories, initials for people,
 * a monogram and a wordmark for publications. SVG keeps the seed offline and the store small.
 */
export interface DemoImage {
  id: string;
  svg: string;
  width: number;
  height: number;
  alt: string;
}

const palettes: readonly { name: string; colors: readonly string[] }[] = [
  { name: 'teal and amber', colors: ['#0b3c49', '#1c7c7d', '#64b6ac', '#f4a259', '#f7e1b5'] },
  { name: 'coral and navy', colors: ['#14213d', '#2a4d69', '#e76f51', '#f4a261', '#f1faee'] },
  { name: 'sage and cream', colors: ['#3a5a40', '#588157', '#a3b18a', '#dad7cd', '#fefae0'] },
  { name: 'violet and rose', colors: ['#240046', '#5a189a', '#9d4edd', '#ff758f', '#ffe5ec'] },
  { name: 'ochre and slate', colors: ['#283618', '#606c38', '#bc6c25', '#dda15e', '#fefae0'] },
  { name: 'blue and gold', colors: ['#03045e', '#0077b6', '#00b4d8', '#ffb703', '#caf0f8'] },
  { name: 'rust and sand', colors: ['#3d1f17', '#8c3b1f', '#d9734e', '#f2c49b', '#fbeee0'] },
  { name: 'ink and mint', colors: ['#0d1b2a', '#1b263b', '#415a77', '#80ed99', '#e0e1dd'] },
];

/** Story image sizes seen in real uploads: 3:2, 16:9, 4:3 and the occasional square. */
const storySizes: readonly [number, number][] = [
  [1400, 933],
  [1600, 900],
  [1200, 900],
  [1400, 933],
  [2000, 1125],
  [1080, 1080],
];

const styles = ['circles', 'waves', 'grid', 'ridges'] as const;
const styleWords: Record<(typeof styles)[number], string> = {
  circles: 'overlapping circles',
  waves: 'layered waves',
  grid: 'a grid of tiles',
  ridges: 'stacked mountain ridges',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const svgOpen = (w: number, h: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`;

export function storyArt(random: Random, id: string): DemoImage {
  const [width, height] = random.pick(storySizes);
  const palette = random.pick(palettes);
  const c = random.shuffle(palette.colors);
  const style = random.pick(styles);
  const shapes: string[] = [];
  const r = (n: number) => Math.round(n);
  if (style === 'circles') {
    const count = random.int(5, 9);
    for (let i = 0; i < count; i += 1) {
      const radius = random.between(0.08, 0.35) * height;
      shapes.push(
        `<circle cx="${r(random.next() * width)}" cy="${r(random.next() * height)}" r="${r(radius)}" fill="${random.pick(c)}" opacity="${random.between(0.55, 0.9).toFixed(2)}"/>`,
      );
    }
  } else if (style === 'waves') {
    for (let i = 1; i <= 5; i += 1) {
      const y = (i / 6) * height;
      const amp = random.between(0.03, 0.1) * height;
      shapes.push(
        `<path d="M0 ${r(y)} C ${r(width * 0.3)} ${r(y - amp)}, ${r(width * 0.6)} ${r(y + amp)}, ${width} ${r(y - amp / 2)} L ${width} ${height} L 0 ${height} Z" fill="${c[i % c.length]}" opacity="0.85"/>`,
      );
    }
  } else if (style === 'grid') {
    const size = r(height / random.int(4, 7));
    for (let x = 0; x < width; x += size) {
      for (let y = 0; y < height; y += size) {
        if (random.chance(0.55))
          shapes.push(
            `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${r(size * 0.18)}" fill="${random.pick(c)}"/>`,
          );
      }
    }
  } else {
    for (let i = 0; i < 4; i += 1) {
      const base = height * (0.45 + i * 0.14);
      const peaks = Array.from(
        { length: 6 },
        (_, k) => `${r((k / 5) * width)} ${r(base - random.between(0.05, 0.3) * height)}`,
      );
      shapes.push(
        `<path d="M0 ${height} L ${peaks.join(' L ')} L ${width} ${height} Z" fill="${c[(i + 1) % c.length]}"/>`,
      );
    }
    shapes.unshift(
      `<circle cx="${r(width * random.between(0.2, 0.8))}" cy="${r(height * 0.25)}" r="${r(height * 0.09)}" fill="${c[4]}"/>`,
    );
  }
  const svg =
    `${svgOpen(width, height)}<defs><linearGradient id="g${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${c[0]}"/><stop offset="1" stop-color="${c[1]}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g${id})"/>${shapes.join('')}</svg>`;
  return { id, svg, width, height, alt: `Abstract illustration of ${styleWords[style]} in ${palette.name}` };
}

export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => (word ?? '').charAt(0).toUpperCase()).join('');
}

export function avatar(random: Random, id: string, name: string): DemoImage {
  const size = 400;
  const palette = random.pick(palettes).colors;
  const svg =
    `${svgOpen(size, size)}<circle cx="200" cy="200" r="200" fill="${palette[random.int(0, 2)]}"/>` +
    `<text x="200" y="200" dy=".35em" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="150" font-weight="600" fill="${palette[4]}">${escapeXml(initials(name))}</text></svg>`;
  return { id, svg, width: size, height: size, alt: name };
}

/** The square publication avatar: the first letter of each word on the brand colour. */
export function monogram(id: string, name: string, [ink, paper]: readonly [string, string]): DemoImage {
  const letters = escapeXml(initials(name.replace(/&/g, ' ')));
  const svg =
    `${svgOpen(400, 400)}<rect width="400" height="400" rx="48" fill="${ink}"/>` +
    `<text x="200" y="200" dy=".35em" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="170" fill="${paper}">${letters}</text></svg>`;
  return { id, svg, width: 400, height: 400, alt: `${name} avatar` };
}

export function wordmark(id: string, name: string, [ink, accent]: readonly [string, string]): DemoImage {
  const width = Math.max(360, 34 * name.length + 80);
  const svg =
    `${svgOpen(width, 120)}<rect x="24" y="28" width="10" height="64" fill="${accent}"/>` +
    `<text x="54" y="60" dy=".35em" font-family="Georgia, 'Times New Roman', serif" font-size="56" font-weight="700" letter-spacing="1" fill="${ink}">${escapeXml(name)}</text></svg>`;
  return { id, svg, width, height: 120, alt: `${name} logo` };
}
