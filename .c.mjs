import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const file = process.argv[2];
const code = readFileSync(file, 'utf8');
const map = new SourceMapConsumer(JSON.parse(readFileSync(file + '.map', 'utf8')));
const lines = code.split('\n');
const bytes = new Map();
let lastSrc = '?';
for (let li = 0; li < lines.length; li++) {
  const line = lines[li];
  let prevCol = 0, prevSrc = null;
  const mappings = [];
  map.eachMapping((m) => { if (m.generatedLine === li + 1) mappings.push(m); });
  mappings.sort((a, b) => a.generatedColumn - b.generatedColumn);
  for (let i = 0; i < mappings.length; i++) {
    const m = mappings[i]; const end = i + 1 < mappings.length ? mappings[i + 1].generatedColumn : line.length;
    let src = m.source || lastSrc; lastSrc = src;
    src = process.env.DETAIL && src.includes(process.env.DETAIL) ? src.replace(/.*node_modules\//,'') : src.replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, '$1').replace(/.*\/src\//, '');
    bytes.set(src, (bytes.get(src) ?? 0) + (end - m.generatedColumn));
  }
}
const total = [...bytes.values()].reduce((a, b) => a + b, 0);
console.log('total', total);
for (const [k, v] of [...bytes].sort((a, b) => b[1] - a[1]).slice(0, +(process.env.TOP ?? 25))) console.log(String(v).padStart(8), k);
