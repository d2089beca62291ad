import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, GraphQLScalarType, Kind, type GraphQLSchema } from 'graphql';

const graphqlDir = __dirname;

/** AWSTimestamp: whole seconds or milliseconds since the epoch, as an integer. */
const isInteger = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

const scalarRules: Record<string, { check: (value: unknown) => boolean; expected: string }> = {
  AWSTimestamp: { check: isInteger, expected: 'an integer timestamp' },
  AWSJSON: {
    check: (value) => {
      if (typeof value !== 'string') return false;
      try {
        JSON.parse(value);
        return true;
      } catch {
        return false;
      }
    },
    expected: 'a JSON string',
  },
  AWSEmail: {
    check: (value) => typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value),
    expected: 'an e-mail address',
  },
  AWSURL: { check: (value) => typeof value === 'string' && URL.canParse(value), expected: 'a URL' },
};

/** Replaces the prelude's bare scalars with ones that validate like AppSync's do. */
function withScalarRules(schema: GraphQLSchema): GraphQLSchema {
  for (const [name, rule] of Object.entries(scalarRules)) {
    const type = schema.getType(name);
    if (!(type instanceof GraphQLScalarType)) continue;
    const validate = (value: unknown) => {
      if (!rule.check(value))
        throw new TypeError(`${name} must be ${rule.expected}; got ${JSON.stringify(value)}.`);
      return value;
    };
    type.serialize = validate;
    type.parseValue = validate;
    type.parseLiteral = (ast) => {
      if (ast.kind === Kind.INT) return validate(Number(ast.value));
      if (ast.kind === Kind.STRING) return validate(ast.value);
      throw new TypeError(`${name} must be ${rule.expected}.`);
    };
  }
  return schema;
}

/** The API schema exactly as AppSync gets it, plus AppSync's own scalars and directives. */
export function loadAppSyncSchema(): GraphQLSchema {
  const prelude = readFileSync(join(graphqlDir, 'appsync-prelude.graphql'), 'utf8');
  const schema = readFileSync(join(graphqlDir, 'schema.graphql'), 'utf8');
  return withScalarRules(buildSchema(`${prelude}\n${schema}`));
}
