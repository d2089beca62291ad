/**
 * What package.json and package-lock.json may hold, checked offline (`npm audit` needs the registry's
 * advisory service; this needs nothing):
 * - every dependency package.json names is a registry range, locked, with an integrity hash;
 * - every locked package comes from the registry with its integrity hash. The exceptions are the
 *   local stand-ins that package.json `overrides` points at (`file:`), the packages bundled inside a
 *   locked tarball, and other platforms' optional builds that tools/complete-lockfile.mjs locks by
 *   version (they are never installed here);
 * - every package with an install script was reviewed: package.json `allowScripts` names it (npm runs
 *   only approved ones, and .npmrc `strict-allow-scripts` makes it refuse to install unreviewed ones).
 */

type Specs = Record<string, string>;
/** npm's overrides: a spec for a package, or specs for the dependencies of one package. */
type Overrides = { [name: string]: string | Overrides };

export interface Manifest {
  dependencies?: Specs;
  devDependencies?: Specs;
  optionalDependencies?: Specs;
  overrides?: Overrides;
  allowScripts?: Record<string, boolean>;
}

interface LockEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  inBundle?: boolean;
  optional?: boolean;
  hasInstallScript?: boolean;
  optionalDependencies?: Specs;
}

export interface Lock {
  packages: Record<string, LockEntry>;
}

export const registry = 'https://registry.npmjs.org/';

/** A git, file, link, tarball-URL, path or `owner/repo` spec: anything but a registry range or alias. */
const notFromRegistry = /^(?!npm:)(?:[a-z][a-z0-9+.-]*:|\.{0,2}\/|~\/|[^@/\s<>=^~*]+\/)/i;
/** `node_modules/@scope/name` or `…/node_modules/name` → the package name; undefined for folders. */
const packageNameAt = (location: string) => /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)$/.exec(location)?.[1];
/** allowScripts keys are `name` or `name@version`. */
const nameOfScriptEntry = (key: string) => key.replace(/(?!^)@[^@/]*$/, '');

/** A completer's entry: another platform's optional build of a locked package, by version only. */
const completerKeys = new Set(['version', 'optional', 'dev']);
const isOtherPlatformBuild = (entry: LockEntry, name: string, optionalNames: Set<string>) =>
  entry.optional === true &&
  Object.keys(entry).every((key) => completerKeys.has(key)) &&
  optionalNames.has(name);

export function dependencyProblems(manifest: Manifest, lock: Lock): string[] {
  const problems: string[] = [];
  const packages = Object.entries(lock.packages).filter(([location]) => location !== '');
  const localStandIns = Object.entries(manifest.overrides ?? {}).flatMap(([name, spec]) =>
    typeof spec === 'string' && spec.startsWith('file:')
      ? [{ name, path: spec.slice('file:'.length).replace(/^\.\//, '') }]
      : [],
  );
  const isStandInPath = (path = '') => localStandIns.some((standIn) => path.endsWith(standIn.path));
  const optionalNames = new Set(
    packages.flatMap(([, entry]) => Object.keys(entry.optionalDependencies ?? {})),
  );
  const reviewedScripts = new Set(Object.keys(manifest.allowScripts ?? {}).map(nameOfScriptEntry));

  const direct = { ...manifest.dependencies, ...manifest.devDependencies, ...manifest.optionalDependencies };
  for (const [name, spec] of Object.entries(direct)) {
    if (notFromRegistry.test(spec)) {
      problems.push(`${name}: "${spec}" is not a registry version range`);
      continue;
    }
    const entry = lock.packages[`node_modules/${name}`];
    if (!entry?.version || entry.link) problems.push(`${name}: package.json names it, the lock has no entry`);
  }

  for (const [location, entry] of packages) {
    const name = packageNameAt(location);
    if (entry.link) {
      const standIn = localStandIns.some((candidate) => candidate.name === name);
      if (!standIn || !isStandInPath(entry.resolved))
        problems.push(`${location}: links to ${entry.resolved}`);
      continue;
    }
    if (!name) {
      if (!isStandInPath(location)) problems.push(`${location}: a local folder no override names`);
      continue;
    }
    if (entry.hasInstallScript && !reviewedScripts.has(name)) {
      problems.push(`${location}: has an install script that package.json allowScripts does not review`);
    }
    if (entry.inBundle || isOtherPlatformBuild(entry, name, optionalNames)) continue;
    if (entry.resolved !== undefined && !entry.resolved.startsWith(registry)) {
      problems.push(`${location}: comes from ${entry.resolved}, not the registry`);
    }
    if (!entry.integrity?.startsWith('sha512-')) problems.push(`${location}: has no sha512 integrity hash`);
  }
  return problems;
}
