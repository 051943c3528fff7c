// Size budget: the gzip size of the JavaScript and CSS each area loads first (the entry plus
// the area's lazy chunk and everything they import statically), read from Vite's manifest.
// `npm run size` builds first; the limits fail the check when exceeded. The limits sit just
// above today's figures; why sign-in is not at the 150 kB the product asked for: ADR 011.
const { readFileSync } = require('node:fs');

const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));

function firstLoad(...entries) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`dist/${chunk.file}`)) return;
    files.add(`dist/${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`dist/${css}`);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  entries.forEach(visit);
  return [...files];
}

const area = (name, page, limit) => ({
  name,
  path: firstLoad('index.html', ...page),
  limit,
  gzip: true,
});

module.exports = [
  area('Sign-in area', ['src/features/auth/sign-in-page.tsx'], '193 kB'),
  area('Sign-up area', ['src/features/auth/sign-up-page.tsx'], '269 kB'),
  area('Forgot-password area', ['src/features/auth/forgot-page.tsx'], '191 kB'),
  area('Reset-password area', ['src/features/auth/reset-page.tsx'], '195 kB'),
  area(
    'Admin area (dashboard)',
    ['src/features/admin/admin-layout.tsx', 'src/features/admin/dashboard/dashboard-page.tsx'],
    '250 kB',
  ),
];
