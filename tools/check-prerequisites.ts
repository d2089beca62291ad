// Checks what the test suite needs outside npm and says exactly how to install what is missing.
import { existsSync } from 'node:fs';
import { javaInstallHint, javaMajorVersion } from '#local/java.ts';
import { chromiumPath } from '#tests/e2e/browser.ts';

const problems: string[] = [];
const java = javaMajorVersion();
if (java === undefined || java < 17) problems.push(javaInstallHint);
if (!existsSync(chromiumPath)) {
  problems.push(
    `The browser tests need Chromium at ${chromiumPath}. Install it with:\n  sudo apt-get install -y chromium\n(or set CHROMIUM_PATH)`,
  );
}
if (problems.length) {
  console.error(`Missing prerequisites:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
  process.exit(1);
}
