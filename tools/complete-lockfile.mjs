#!/usr/bin/env node
// The package registry reachable here serves only this platform's builds: other platforms' optional
// packages (@swc/core-darwin-arm64, …) answer 404, so npm leaves them out of package-lock.json, and
// `npm ci` then refuses the lock as out of sync. This adds each missing optional dependency as an
// optional entry with its version; npm ci skips an optional package it cannot fetch.
// Run `npm run lock:complete` after `npm install`; tools/complete-lockfile.test.ts checks the lock.
import { readFileSync, writeFileSync } from 'node:fs';
import { missingOptionalDependencies } from './lockfile-optional.mjs';

const path = process.argv[2] ?? 'package-lock.json';
const lock = JSON.parse(readFileSync(path, 'utf8'));
const missing = missingOptionalDependencies(lock);
for (const [place, version] of missing) lock.packages[place] = { version, optional: true };
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`${missing.size} optional dependencies added to ${path}`);
