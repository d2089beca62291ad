#!/usr/bin/env node
// Checks what the test suite needs outside npm and says exactly how to install what is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const problems = [];
const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
const match = /version "(\d+)(?:\.(\d+))?/.exec(`${java.stderr ?? ''}${java.stdout ?? ''}`);
const major = match ? (Number(match[1]) === 1 ? Number(match[2]) : Number(match[1])) : undefined;
if (java.error || major === undefined || major < 17) {
  problems.push(`Java 17+ (for DynamoDB Local): sudo apt-get install -y openjdk-17-jre-headless`);
}
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  problems.push(
    `Chromium (for the browser tests) at ${chromium}: sudo apt-get install -y chromium` +
      ' (or set CHROMIUM_PATH)',
  );
}
if (problems.length) {
  console.error(`Missing prerequisites:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
