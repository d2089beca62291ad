import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dependencyProblems, registry, type Lock, type Manifest } from './dependency-policy.ts';

const root = join(__dirname, '..');
const readJson = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8'));

test('package.json and package-lock.json keep the dependency policy (no advisory service needed)', () => {
  expect(dependencyProblems(readJson('package.json'), readJson('package-lock.json'))).toEqual([]);
});

test('npm refuses to install a dependency whose install script nobody reviewed', () => {
  const settings = readFileSync(join(root, '.npmrc'), 'utf8').split('\n');
  expect(settings).toContain('strict-allow-scripts=true');
});

describe('each rule, on a small project', () => {
  const hash = 'sha512-AAAA';
  const manifest = (): Manifest => ({
    dependencies: { zod: '^4.6.7' },
    devDependencies: { esbuild: '~0.28.2', simulator: '2.9.27' },
    overrides: { 'cli-core': 'file:./tools/empty-package' },
    allowScripts: { esbuild: false },
  });
  const lock = (): Lock => ({
    packages: {
      '': {},
      'node_modules/zod': { version: '4.6.7', integrity: hash },
      'node_modules/esbuild': {
        version: '0.28.2',
        integrity: hash,
        hasInstallScript: true,
        optionalDependencies: { '@esbuild/darwin-arm64': '0.28.2' },
      },
      'node_modules/@esbuild/darwin-arm64': { version: '0.28.2', optional: true },
      'node_modules/simulator': {
        version: '2.9.27',
        integrity: hash,
        resolved: `${registry}simulator/-/s.tgz`,
      },
      'node_modules/simulator/node_modules/bundled': { version: '1.0.0', inBundle: true },
      'node_modules/cli-core': { resolved: 'node_modules/simulator/tools/empty-package', link: true },
      'node_modules/simulator/tools/empty-package': {},
    },
  });

  test('the small project itself keeps it', () => {
    expect(dependencyProblems(manifest(), lock())).toEqual([]);
  });

  test.each<[string, (m: Manifest, l: Lock) => void, string]>([
    [
      'a git dependency',
      (m) => {
        m.dependencies!.left = 'git+https://example.com/left.git';
      },
      'left: "git+https://example.com/left.git" is not a registry version range',
    ],
    [
      'a transitive dependency from git',
      (_, l) => {
        l.packages['node_modules/zod/node_modules/left'] = {
          version: '1.0.0',
          resolved: 'git+ssh://git@example.com/left.git#abc',
          integrity: hash,
        };
      },
      'node_modules/zod/node_modules/left: comes from git+ssh://git@example.com/left.git#abc, not the registry',
    ],
    [
      'a GitHub shorthand',
      (m) => {
        m.devDependencies!.tool = 'someone/tool';
      },
      'tool: "someone/tool" is not a registry version range',
    ],
    [
      'a local folder outside the overrides',
      (m) => {
        m.dependencies!.mine = 'file:../mine';
      },
      'mine: "file:../mine" is not a registry version range',
    ],
    [
      'a dependency without a lock entry',
      (m) => {
        m.dependencies!.react = '^19.3.1';
      },
      'react: package.json names it, the lock has no entry',
    ],
    [
      'a tarball from another host',
      (_, l) => {
        l.packages['node_modules/zod']!.resolved = 'http://mirror.example/zod-4.6.7.tgz';
      },
      'node_modules/zod: comes from http://mirror.example/zod-4.6.7.tgz, not the registry',
    ],
    [
      'a package without its integrity hash',
      (_, l) => {
        delete l.packages['node_modules/zod']!.integrity;
      },
      'node_modules/zod: has no sha512 integrity hash',
    ],
    [
      'an install script nobody reviewed',
      (m) => {
        delete m.allowScripts!.esbuild;
      },
      'node_modules/esbuild: has an install script that package.json allowScripts does not review',
    ],
    [
      'a version-only entry nothing asks for as an optional build',
      (_, l) => {
        l.packages['node_modules/sneaky'] = { version: '1.0.0', optional: true };
      },
      'node_modules/sneaky: has no sha512 integrity hash',
    ],
    [
      'a link elsewhere',
      (_, l) => {
        l.packages['node_modules/cli-core']!.resolved = '../../elsewhere';
      },
      'node_modules/cli-core: links to ../../elsewhere',
    ],
    [
      'a local folder no override names',
      (_, l) => {
        l.packages['packages/extra'] = { version: '1.0.0' };
      },
      'packages/extra: a local folder no override names',
    ],
  ])('refuses %s', (_, change, problem) => {
    const [m, l] = [manifest(), lock()];
    change(m, l);
    expect(dependencyProblems(m, l)).toEqual([problem]);
  });

  test('an approval pinned to a version counts as a review', () => {
    const m = manifest();
    m.allowScripts = { 'esbuild@0.28.2': true };
    expect(dependencyProblems(m, lock())).toEqual([]);
  });
});
