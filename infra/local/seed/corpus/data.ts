import type { TopicCorpus } from './types.ts';

export const data: TopicCorpus = {
  key: 'data',
  tags: ['data-science', 'machine-learning', 'data-visualization', 'programming', 'technology'],
  titles: [
    {
      title: 'Your Dashboard Is Lying to You',
      subtitle: 'Averages, survivorship and the charts that look fine until they do not',
    },
    {
      title: 'The Most Important Column Is the One You Forgot',
      subtitle: 'Notes on data quality from a decade of broken pipelines',
    },
    {
      title: 'SQL Is Still the Best Data Tool You Have',
      subtitle: 'Window functions, CTEs and a love letter to a fifty-year-old language',
    },
    {
      title: 'A Baseline Beats a Neural Network More Often Than You Think',
      subtitle: 'Start simple, measure honestly, then earn your complexity',
    },
    {
      title: 'Designing a Chart People Can Read in Five Seconds',
      subtitle: 'One message per chart, and a title that says it',
    },
    {
      title: 'What an A/B Test Cannot Tell You',
      subtitle: 'Novelty effects, peeking and the metric you did not pick',
    },
    {
      title: 'Data Contracts Saved Our Analytics Team',
      subtitle: 'How we stopped finding out about schema changes from broken reports',
    },
    {
      title: 'The Median Is Usually the Number You Want',
      subtitle: 'Why average latency and average income mislead in the same way',
    },
    {
      title: 'Evaluating Language Models Without Fooling Yourself',
      subtitle: 'Leaky test sets, vibes and the discipline of a held-out benchmark',
    },
    {
      title: 'From Notebook to Production Without Tears',
      subtitle: 'The boring engineering that makes a model actually useful',
    },
    {
      title: 'The Day Our Metrics Doubled Overnight',
      subtitle: 'A timezone bug, a celebration and a very awkward correction',
    },
    {
      title: 'Correlation Is Not Causation, but It Is a Clue',
      subtitle: 'How to read observational data without fooling yourself',
    },
    {
      title: 'Cleaning Data Is the Job',
      subtitle: 'Eighty percent of the work, and the part nobody puts on a slide',
    },
    {
      title: 'Why We Stopped Building Dashboards',
      subtitle: 'Fewer charts, more questions and a weekly written summary',
    },
    {
      title: 'Feature Engineering Still Matters',
      subtitle: 'A good column beats a bigger model more often than you think',
    },
    {
      title: 'Explaining a Model to Someone Who Will Be Affected by It',
      subtitle: 'Transparency is a design problem, not a footnote',
    },
    { title: 'The Humble Histogram', subtitle: 'The chart I reach for first, and why' },
    { title: 'Sampling Without Regret', subtitle: 'How to look at less data and learn more' },
  ],
  subjects: [
    'data pipelines',
    'A/B testing',
    'feature stores',
    'data visualisation',
    'model evaluation',
    'SQL',
    'outlier detection',
    'data governance',
  ],
  intros: [
    'The dashboard said everything was fine. Average response time was steady, error rates were flat and the line went gently upwards. Meanwhile, one customer in twenty was waiting over ten seconds for every page.',
    'Every data team eventually learns the same lesson: the hard part is not the model. It is knowing whether the data going into it means what you think it means.',
    'I have been writing SQL for fifteen years, and I still learn something new about it every few months. Most recently, it was how much of my Python code could have been a single query.',
    'A product manager once asked me to *prove* that a feature worked. What she meant was: find a number that goes up. Those are very different requests, and the gap between them is where most analytics goes wrong.',
    'Our first machine learning model took four months to build and beat the existing heuristic by half a percentage point. The heuristic was three lines of code written by an intern.',
  ],
  sections: [
    {
      heading: 'Averages hide people',
      paragraphs: [
        'An average compresses a whole distribution into one number, and throws away exactly the information you usually need. Latency, income, session length: all tend to have long tails that averages smooth over.',
        'We switched our dashboards to show the median and the 99th percentile. The median told us what a typical user experienced; the p99 told us **who was suffering**.',
        'The first week after the change, we found three slow endpoints that had been invisible for a year. Nothing in the code had changed. Only the question we were asking.',
      ],
    },
    {
      heading: 'Start with a baseline',
      paragraphs: [
        'Before training anything sophisticated, build the dumbest reasonable model: predict the most common class, last week’s value or a simple rule. Then measure it properly.',
        'A baseline tells you how hard the problem actually is. More than once, it has told me that the problem did not need machine learning at all, which saved months of work and a lot of explaining.',
      ],
    },
    {
      heading: 'Contracts between teams',
      paragraphs: [
        'Most broken reports are not caused by bugs in the analysis. They are caused by an upstream team renaming a column, changing a unit from seconds to milliseconds, or quietly dropping null rows.',
        'A [data contract](https://datacontract.com/) makes the schema and its meaning explicit, versioned and tested in the producer’s build. Breaking changes now fail a pull request instead of a board meeting.',
        'It sounds bureaucratic. In practice it is a short YAML file and a check in continuous integration, and it has saved us countless evenings of detective work.',
      ],
    },
    {
      heading: 'Honest experiments',
      paragraphs: [
        'The most common mistake in A/B testing is peeking: checking results every day and stopping as soon as they look significant. Do that and your false-positive rate climbs far above the five percent you planned for.',
        'Decide the sample size in advance, pick one primary metric and write both down before the test starts. Then wait. It is boring, and it is **the whole point**.',
      ],
    },
    {
      heading: 'Charts that say one thing',
      paragraphs: [
        'A good chart answers one question, and its title states the answer: *Sign-ups doubled after the redesign*, not *Sign-ups by week*. The reader should not have to discover your point.',
        'Remove everything that does not help: gridlines, borders, legends that could be direct labels, and any colour that does not encode meaning. What remains is usually clearer and always faster to read.',
      ],
    },
    {
      heading: 'Evaluation you can trust',
      paragraphs: [
        'The quickest way to fool yourself is to evaluate on data your model has already seen. With large language models, leakage is subtle: benchmark questions have a habit of turning up in training sets.',
        'We keep a private, held-out set of real examples from our own users, refreshed every quarter and never used for tuning. It is small, unglamorous and the only number we fully believe.',
      ],
    },
  ],
  lists: [
    {
      lead: 'Checks we run on every new dataset:',
      ordered: true,
      items: [
        'Row counts by day, looking for gaps and spikes',
        'Null rates for every column',
        'Distinct values for anything that looks like a category',
        'A handful of rows read by a human, slowly',
      ],
    },
    {
      lead: 'Before any A/B test, write down:',
      ordered: false,
      items: [
        'The hypothesis, in one sentence',
        'The primary metric and its minimum meaningful change',
        'The sample size and the end date',
        'What you will do if the result is flat',
      ],
    },
    {
      lead: 'What we removed from our default chart style:',
      ordered: false,
      items: [
        'Gridlines heavier than the data',
        '3D effects of any kind',
        'Legends that could be direct labels',
        'Rainbow colour scales',
      ],
    },
  ],
  quotes: [
    'All models are wrong, but some are useful, and the useful ones are usually the simple ones.',
    'If you torture the data long enough, it will confess to anything.',
    'The most valuable data skill is asking what question the number is actually answering.',
    'A chart without a conclusion is just decoration with axes.',
  ],
  code: [
    "SELECT\n  user_id,\n  created_at,\n  amount,\n  SUM(amount) OVER (\n    PARTITION BY user_id\n    ORDER BY created_at\n  ) AS running_total\nFROM payments\nWHERE created_at >= DATE '2025-01-01';",
    'import pandas as pd\n\nlatency = pd.read_parquet("requests.parquet")["latency_ms"]\nprint(latency.mean())            # 212 ms: looks fine\nprint(latency.median())          # 95 ms\nprint(latency.quantile(0.99))    # 10,840 ms: it is not fine',
    "WITH weekly AS (\n  SELECT date_trunc('week', signed_up_at) AS week, COUNT(*) AS signups\n  FROM users\n  GROUP BY 1\n)\nSELECT week, signups,\n       signups - LAG(signups) OVER (ORDER BY week) AS change\nFROM weekly\nORDER BY week;",
  ],
  closings: [
    'Data work is mostly careful, unglamorous checking. The insights are real, but they sit on top of a great deal of plumbing, and the plumbing deserves respect.',
    'Next time a number surprises you, assume the data is wrong before you assume the world has changed. You will be right more often than not.',
    'If you have a favourite way a dashboard has misled you, I would love to hear it. We all have one, and sharing them is how we stop repeating them.',
  ],
  captions: [
    'The same latency data as an average, and as a distribution.',
    'Our pipeline, drawn the way it actually works.',
    'A chart before and after removing everything it did not need.',
    'Held-out accuracy over four model versions.',
  ],
};
