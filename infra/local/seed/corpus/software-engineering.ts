import type { TopicCorpus } from './types.ts';

export const softwareEngineering: TopicCorpus = {
  key: 'software-engineering',
  tags: ['software-engineering', 'programming', 'typescript', 'devops', 'technology'],
  titles: [
    {
      title: 'The Boring Architecture That Survived Three Rewrites',
      subtitle: 'Why the least clever part of our system is the one still running',
    },
    {
      title: 'Idempotency Is a Product Feature',
      subtitle: 'Retries will happen. The only question is whether your users notice.',
    },
    {
      title: 'I Deleted Half Our Tests and Shipped Faster',
      subtitle: 'A confession about coverage numbers and the tests that actually caught bugs',
    },
    {
      title: 'What a Pager Taught Me About Writing Code',
      subtitle: 'Six months on call changed how I read every pull request',
    },
    {
      title: 'Your Queue Is Not a Database',
      subtitle: 'On dead-letter queues, poison messages and the week we lost an invoice',
    },
    {
      title: 'Naming Things, Revisited',
      subtitle: 'The second hardest problem gets easier when you name the reason, not the mechanism',
    },
    {
      title: 'Stop Mocking the Thing You Are Testing',
      subtitle: 'A short guide to tests that fail for the right reasons',
    },
    {
      title: 'The Pull Request Nobody Wanted to Review',
      subtitle: 'How we cut our review queue from four days to four hours',
    },
    {
      title: 'Types Are Documentation That Cannot Lie',
      subtitle: 'Notes from migrating a large JavaScript codebase to strict TypeScript',
    },
    {
      title: 'A Gentle Introduction to Backpressure',
      subtitle: 'What to do when the producer is faster than the consumer, which is always',
    },
    {
      title: 'The Log Line That Saved Our Weekend',
      subtitle: 'Structured logging, request ids and the art of leaving breadcrumbs',
    },
    {
      title: 'Every Timeout Is a Product Decision',
      subtitle: 'Choosing how long to wait is choosing who waits',
    },
    {
      title: 'We Replaced Our Microservices With a Monolith',
      subtitle: 'Eleven services, one team and a very honest retrospective',
    },
    {
      title: 'The Case for Writing Design Docs Nobody Asked For',
      subtitle: 'Two pages of prose saved us two months of code',
    },
    {
      title: 'How We Made Our Flaky Tests Boring',
      subtitle: 'Quarantine, ownership and a weekly ten-minute ritual',
    },
    {
      title: 'Caching Is a Promise You Have to Keep',
      subtitle: 'Invalidation, stale reads and the bug that lived for a year',
    },
    {
      title: 'Reading a Stack Trace Like a Detective',
      subtitle: 'Start at the bottom, distrust the top and follow the data',
    },
    {
      title: 'Postmortems Without Blame',
      subtitle: 'How we turned our worst outage into our best documentation',
    },
    {
      title: 'Why Our Junior Engineers Review Senior Code',
      subtitle: 'Fresh eyes, shared context and fewer clever one-liners',
    },
    {
      title: 'The Database Migration That Took Nine Months',
      subtitle: 'Dual writes, backfills and a lot of patience',
    },
    { title: 'Rate Limits Are Kindness', subtitle: 'Protecting your users from each other, and from you' },
    {
      title: 'Small Pull Requests, Happier Teams',
      subtitle: 'Why two hundred lines is our unofficial ceiling',
    },
    {
      title: 'Observability Is a Question You Have Not Asked Yet',
      subtitle: 'Metrics tell you that; traces tell you why',
    },
    { title: 'What Ten Years of Legacy Code Taught Me', subtitle: 'Respect the code that pays the bills' },
    {
      title: 'A Week Without Merging to Main',
      subtitle: 'What a code freeze revealed about how we actually work',
    },
  ],
  subjects: [
    'code review',
    'feature flags',
    'on-call rotations',
    'database migrations',
    'monorepos',
    'technical debt',
    'error budgets',
    'integration tests',
  ],
  intros: [
    'Every team I have worked on has had a piece of code that everyone was afraid to touch. Ours was a four-hundred-line function called `processOrder`, and for two years it was **the most reliable thing we owned**. This is the story of why.',
    'The outage started, as they usually do, at 2:14 on a Sunday morning. A retry loop in a payment worker had been quietly charging a handful of customers twice, and nobody noticed until the support inbox lit up.',
    'There is a particular kind of silence that settles over a meeting when someone asks, *"Who actually understands how deployment works?"* I have been in that meeting more than once, and I have learned to treat that silence as a bug report.',
    'Most advice about software architecture is written by people describing the system they wish they had built. This is an attempt to describe the one we actually built, including the parts I would not repeat.',
    'A year ago our build took twenty-three minutes. Today it takes four. None of the changes were heroic; each one was small enough to fit in an afternoon, and most of them were deletions.',
  ],
  sections: [
    {
      heading: 'Start with the failure mode',
      paragraphs: [
        'Before we write a line of code, we now ask one question: *what happens when this runs twice?* It sounds paranoid until you remember that networks drop acknowledgements, load balancers retry, and users double-click.',
        'The answer shapes everything downstream. If running twice is harmless, we can retry freely and sleep well. If it is not, we need an idempotency key, a conditional write, or a very good reason.',
        'We keep the key on the request, not in memory. A client generates it once, sends it with every attempt, and the server stores the result under that key for a day. The second attempt gets the **first answer**, not a second charge.',
      ],
    },
    {
      heading: 'Make the common path obvious',
      paragraphs: [
        'Clever code optimises for the author. Obvious code optimises for the person reading it at three in the morning, who is usually tired, usually you, and usually missing context.',
        'We adopted a simple rule: the happy path reads top to bottom, with no early exits hidden inside helpers. Validation happens first, side effects happen last, and everything in between is a pure function you can test without a database.',
        'The rule is not sacred. But every time we broke it, we wrote down why, and after a year the list of exceptions was short enough to fit on a sticky note.',
      ],
    },
    {
      heading: 'Tests that earn their keep',
      paragraphs: [
        'We went through our suite and asked of each test: *has this ever failed for a real reason?* About a third had not. Worse, a handful failed every week for reasons that had nothing to do with the code under test.',
        'We kept the tests that exercised behaviour through a public interface and deleted the ones that asserted on private call sequences. The suite got smaller, faster and, strangely, **more trusted**.',
        'The tests that survived share a shape: arrange real collaborators where it is cheap, fake only what crosses a network boundary, and assert on what a user of the module would observe.',
      ],
    },
    {
      heading: 'Queues, retries and poison messages',
      paragraphs: [
        'A queue gives you time. It does not give you correctness. The first time a malformed message reached our consumer, it failed, went back on the queue, failed again, and blocked everything behind it for six hours.',
        'Now every consumer reports failures per message instead of per batch, and every queue has a [dead-letter queue](https://docs.aws.amazon.com/AWSSimpleQueueService/latest/SQSDeveloperGuide/sqs-dead-letter-queues.html) with an alarm on it. An alarm on an empty queue costs nothing; a silent one cost us a week.',
        'The part people skip is the replay tool. A dead-letter queue without a way to inspect and re-drive its messages is just a slower way of losing data.',
      ],
    },
    {
      heading: 'Deployments should be boring',
      paragraphs: [
        'We deploy about thirty times a day. That number is not a badge; it is a side effect of making each deployment so small that nobody needs to schedule it.',
        '[Feature flags](https://martinfowler.com/articles/feature-toggles.html) separate *deploying* code from *releasing* behaviour. The code goes out dark, the flag turns on for staff, then for one percent of traffic, then for everyone. Rolling back is flipping a switch, not reverting a commit under pressure.',
        'The cost is discipline: a flag that lives longer than a month becomes a branch in your code that nobody tests. We put an expiry date in every flag name and a lint rule that fails the build after it passes.',
      ],
    },
    {
      heading: 'Reading code is the job',
      paragraphs: [
        'Engineers spend far more time reading code than writing it, yet we practise reading almost never. I started blocking an hour every Friday to read a part of the codebase I did not own.',
        'It was the most useful habit I picked up that year. I found two bugs, one dead service still costing us money, and a utility function that three teams had each reimplemented slightly differently.',
      ],
    },
    {
      heading: 'Types as a design tool',
      paragraphs: [
        'Strict types are often sold as a way to catch typos. Their real value is earlier: writing the type first forces you to decide what states your data can be in, and which ones should be **impossible**.',
        'A discriminated union for a payment, `pending`, `settled` or `failed`, removed a whole class of bugs where code checked one boolean and forgot another. The compiler now asks the questions a reviewer used to miss.',
      ],
    },
  ],
  lists: [
    {
      lead: 'Before merging, every pull request on our team answers four questions:',
      ordered: true,
      items: [
        'What does this change, in one sentence?',
        'What happens if it runs twice?',
        'How would we know if it broke in production?',
        'How do we turn it off?',
      ],
    },
    {
      lead: 'The signals we watch after every deploy:',
      ordered: false,
      items: [
        'Error rate per endpoint, compared with the same hour last week',
        'p99 latency, not the average',
        'Depth of every queue and its dead-letter queue',
        'The support inbox, which is faster than any dashboard',
      ],
    },
    {
      lead: 'What we removed from the build:',
      ordered: false,
      items: [
        'A linter rule that nobody could explain',
        'Snapshot tests of markup that changed every sprint',
        'A second type-checking pass hidden in a test script',
        'Three unused dependencies and their transitive friends',
      ],
    },
  ],
  quotes: [
    'The fastest code is the code that does not run, and the most reliable feature is the one you never shipped.',
    'A retry without an idempotency key is just a bug with better timing.',
    'We did not need a new architecture. We needed to finish the one we had.',
    'Every alarm should be actionable, and every action should be written down before the alarm fires.',
  ],
  code: [
    "export async function handle(event: SQSEvent): Promise<SQSBatchResponse> {\n  const failures: { itemIdentifier: string }[] = [];\n  for (const record of event.Records) {\n    try {\n      await process(JSON.parse(record.body));\n    } catch (error) {\n      logger.error('message failed', { error, id: record.messageId });\n      failures.push({ itemIdentifier: record.messageId });\n    }\n  }\n  return { batchItemFailures: failures };\n}",
    "type Payment =\n  | { state: 'pending'; requestedAt: number }\n  | { state: 'settled'; settledAt: number; receiptId: string }\n  | { state: 'failed'; reason: string };\n\nfunction label(payment: Payment): string {\n  switch (payment.state) {\n    case 'pending': return 'Processing';\n    case 'settled': return `Paid (${payment.receiptId})`;\n    case 'failed': return `Failed: ${payment.reason}`;\n  }\n}",
    "await client.send(new PutCommand({\n  TableName: table,\n  Item: { pk: `IDEMPOTENCY#${key}`, result, expiresAt },\n  ConditionExpression: 'attribute_not_exists(pk)',\n}));",
    "const flag = flags.get('checkout-v2-expires-2026-03');\nif (flag.enabledFor(user)) {\n  return renderCheckoutV2(cart);\n}\nreturn renderCheckout(cart);",
  ],
  closings: [
    'None of this is new. Most of it is in books older than some of the engineers on my team. The hard part was never knowing it; it was **doing it on a Tuesday** when nothing was on fire.',
    'If you take one thing from this, make it the first question: what happens when this runs twice? Ask it in every review for a month and see what you find.',
    'We are still learning. The next rewrite will happen, as they always do, and I hope whoever does it finds the boring parts still standing.',
    'I would love to hear how your team handles this. Leave a response, or better, write it up. The industry needs more stories about systems that worked.',
  ],
  captions: [
    'The request path, simplified to the parts that failed.',
    'Build time over twelve months. Every drop is a deletion.',
    'Our dead-letter queue dashboard, the most boring screen we own.',
    'A whiteboard sketch from the first design review.',
  ],
};
