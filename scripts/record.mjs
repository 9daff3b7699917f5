// Writes a benchmark's results into docs/benchmarks.md between its own markers, keeping the rest, and
// formats the file with Prettier, whose check in `npm test` covers docs/ (the new tables aligned as it wants).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';

export function machineLine() {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
  return `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · ${os.cpus().length} × ${cpu} · ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB · Node ${process.version} · load ${load}`;
}

export function recordSection(name, markdown, file = 'docs/benchmarks.md') {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  let doc = fs.existsSync(file)
    ? fs.readFileSync(file, 'utf8')
    : '# Benchmarks\n\nProduced by the scripts named in each section; rerun them to refresh.\n';
  const re = new RegExp(`${start}[\\s\\S]*?${end}`);
  doc = re.test(doc) ? doc.replace(re, block) : `${doc.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(file, doc);
  try {
    const prettier = createRequire(import.meta.url).resolve('prettier/bin/prettier.cjs');
    execFileSync(process.execPath, [prettier, '--write', '--log-level', 'warn', file], { stdio: 'inherit' });
  } catch (error) {
    console.warn(`${file} written but not formatted (${error.message}): run npx prettier --write ${file}`);
  }
}
