import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { createFlagStore } from '#shared/data/flag-store.ts';
import { flagCatalogue, flagNames, isFlagName } from '#contract/flags.ts';
import { folioDataOf, tableOptions } from './table-target.ts';

const usage = `Usage: npm run flags -- [--local | --table NAME [--endpoint URL]] <command>
  list                 every flag: its value and where it comes from
  set NAME true|false  store a boolean flag (string flags take any text)
  unset NAME           back to the default
--local uses the running \`npm start\` (its DynamoDB Local and table); otherwise the table in AWS
(TABLE_NAME or --table, with your usual AWS credentials and region).`;

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

async function main() {
  const { values: options, positionals } = parseArgs({ allowPositionals: true, options: tableOptions });
  const data = folioDataOf(options, fail);
  const store = createFlagStore(data, { cacheMs: 0 });
  const [command, name, rawValue] = positionals;

  if (command === 'list') {
    const stored = new Map((await store.stored()).map((flag) => [flag.name, flag.value]));
    for (const flag of flagNames) {
      const value = stored.has(flag) ? stored.get(flag) : flagCatalogue[flag].default;
      console.log(
        `${flag} = ${String(value)} (${stored.has(flag) ? 'stored' : 'default'}): ${flagCatalogue[flag].about}`,
      );
    }
  } else if (command === 'set' || command === 'unset') {
    if (!name || !isFlagName(name)) fail(`Unknown flag ${name ?? '(none)'}. Known: ${flagNames.join(', ')}.`);
    if (command === 'unset') await store.unset(name);
    else {
      if (rawValue === undefined) fail(`set ${name} needs a value.`);
      const isBoolean = typeof flagCatalogue[name].default === 'boolean';
      if (isBoolean && rawValue !== 'true' && rawValue !== 'false') fail(`${name} takes true or false.`);
      await store.set(name, isBoolean ? rawValue === 'true' : rawValue, userInfo().username);
    }
    console.log(`${name} ${command === 'set' ? `set to ${rawValue}` : 'back to its default'}.`);
  } else {
    fail(command ? `Unknown command ${command}.` : 'Which command?');
  }
  data.table.client.destroy();
}

void main();
