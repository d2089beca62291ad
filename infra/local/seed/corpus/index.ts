import { climate } from './climate.ts';
import { data } from './data.ts';
import { design } from './design.ts';
import { health } from './health.ts';
import { history } from './history.ts';
import { personalFinance } from './personal-finance.ts';
import { productivity } from './productivity.ts';
import { science } from './science.ts';
import { softwareEngineering } from './software-engineering.ts';
import { startups } from './startups.ts';
import { travel } from './travel.ts';
import type { TopicCorpus } from './types.ts';
import { writing } from './writing.ts';

export type { TopicCorpus } from './types.ts';

export const corpora: readonly TopicCorpus[] = [
  softwareEngineering,
  design,
  writing,
  science,
  personalFinance,
  travel,
  productivity,
  startups,
  health,
  climate,
  history,
  data,
];

export type TopicKey = (typeof corpora)[number]['key'];

export function corpusFor(key: string): TopicCorpus {
  const corpus = corpora.find((candidate) => candidate.key === key);
  if (!corpus) throw new Error(`no corpus for topic ${key}`);
  return corpus;
}
