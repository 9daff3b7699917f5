// CI gate (npm test, right after the build): the shell's initial JS, gzip (issue #11).
// The issue asks for ≤ 170 kB (target 130 kB); the shell is ~256 kB today, so the gate holds the line
// at 265 kB until the shell is slimmed, and says how far off 170 kB it is (docs/decisions/112-bundle-budget.md).
import { kB, measure, webDir } from './bench/bundle-size.mjs';

const GATE_JS = Number(process.env.BUNDLE_GATE_JS ?? 265_000);
const GOAL_JS = 170_000;
const { shell } = measure(webDir());
console.log(`initial JS ${kB(shell.js)} gzip in ${shell.files} files (gate ${kB(GATE_JS)}, goal ${kB(GOAL_JS)}); initial CSS ${kB(shell.css)} gzip`);
if (shell.js > GOAL_JS) console.log(`  ${kB(shell.js - GOAL_JS)} above the ${kB(GOAL_JS)} goal`);
if (shell.js > GATE_JS) {
  console.error(`Bundle budget exceeded: initial JS ${kB(shell.js)} > ${kB(GATE_JS)} gzip`);
  process.exit(1);
}
