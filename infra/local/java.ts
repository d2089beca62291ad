import { spawnSync } from 'node:child_process';

export const javaInstallHint =
  'DynamoDB Local needs Java 17 or newer. Install it with:\n  sudo apt-get install -y openjdk-17-jre-headless';

/** The installed Java's major version, or undefined when there is no `java` on the PATH. */
export function javaMajorVersion(): number | undefined {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error) return undefined;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return undefined;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

/** Throws with the exact install command when Java 17+ is missing. */
export function assertJava(): void {
  const major = javaMajorVersion();
  if (major === undefined || major < 17) {
    throw new Error(
      `${major === undefined ? 'Java was not found' : `Java ${major} is too old`}. ${javaInstallHint}`,
    );
  }
}
