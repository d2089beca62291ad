import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { buildFolio } from '#infra/folio-app.ts';
import { projectRoot } from '#infra/settings.ts';

/**
 * A stand-in for `web/dist`: the infra's only contract with the web build is Vite's manifest and the
 * hashed files under assets/, so infra tests neither wait for nor break with the web client's build.
 */
export function fakeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'folio-web-dist-'));
  mkdirSync(join(dir, '.vite'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'main-Ab12Cd34.js'), 'import "./vendor-Ef56Gh78.js";\n');
  writeFileSync(join(dir, 'assets', 'vendor-Ef56Gh78.js'), 'export {};\n');
  writeFileSync(join(dir, 'assets', 'main-Ij90Kl12.css'), 'body{margin:0}\n');
  const manifest = {
    'web/src/app/main.tsx': {
      file: 'assets/main-Ab12Cd34.js',
      isEntry: true,
      imports: ['_vendor-Ef56Gh78.js'],
      css: ['assets/main-Ij90Kl12.css'],
    },
    '_vendor-Ef56Gh78.js': { file: 'assets/vendor-Ef56Gh78.js' },
  };
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

/** The feature flags of cdk.json, so the tests synthesize exactly what `cdk synth` does. */
const cdkJsonContext = (): Record<string, unknown> =>
  (JSON.parse(readFileSync(join(projectRoot, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> })
    .context;

export interface SynthOptions {
  context?: Record<string, string>;
  /** esbuild every Lambda (slower); without it CDK skips bundling and the templates are the same. */
  bundle?: boolean;
}

/** Builds and synthesizes the real Folio app once; the caller keeps the result for a whole test file. */
export function synthFolio(options: SynthOptions = {}) {
  const webDistDir = fakeWebDist();
  const app = new App({
    context: {
      ...cdkJsonContext(),
      webDistDir,
      ...(options.bundle ? {} : { 'aws:cdk:bundling-stacks': [] }),
      ...options.context,
    },
  });
  const folio = buildFolio(app);
  const assembly = app.synth();
  const stacks = { data: folio.data, async: folio.async, api: folio.api, web: folio.web };
  const templates = Object.fromEntries(
    Object.entries(stacks).map(([name, stack]) => [name, Template.fromStack(stack)]),
  ) as Record<keyof typeof stacks, Template>;
  /** Temporary directories of this synth: the fake build and the cloud assembly (bundles included). */
  const cleanup = () => {
    for (const dir of [webDistDir, assembly.directory]) rmSync(dir, { recursive: true, force: true });
  };
  return { app, assembly, folio, stacks, templates, cleanup };
}

export type SynthesizedFolio = ReturnType<typeof synthFolio>;

/** The logical id CloudFormation knows a construct's resource by. */
export const logicalId = (construct: { node: { defaultChild?: unknown } }) => {
  const element = construct.node.defaultChild as Parameters<Stack['getLogicalId']>[0];
  return Stack.of(element).getLogicalId(element);
};
