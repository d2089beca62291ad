import type { TopicCorpus } from './types.ts';

export const personalFinance: TopicCorpus = {
  key: 'personal-finance',
  tags: ['personal-finance', 'investing', 'money', 'self-improvement'],
  titles: [
    {
      title: 'The Budget That Finally Stuck',
      subtitle: 'After six failed spreadsheets, I tried something much simpler',
    },
    {
      title: 'Index Funds Are Boring, and That Is the Point',
      subtitle: 'Why the least exciting investment is often the best one',
    },
    {
      title: 'I Tracked Every Purchase for a Year',
      subtitle: 'What the numbers said about my habits, and what they did not',
    },
    {
      title: 'An Emergency Fund Is a Sleep Aid',
      subtitle: 'The return on three months of expenses is not measured in percent',
    },
    { title: 'How Compound Interest Actually Feels', subtitle: 'Slow for a decade, then suddenly obvious' },
    {
      title: 'Talking About Money With Your Partner',
      subtitle: 'A script for the conversation most couples avoid',
    },
    {
      title: 'The True Cost of a Car',
      subtitle: 'Insurance, depreciation and the payments you forgot to count',
    },
    { title: 'Lifestyle Creep Is Quiet', subtitle: 'Every raise I got disappeared until I made it visible' },
    {
      title: 'Paying Off Debt Without Losing Your Mind',
      subtitle: 'Avalanche, snowball and the method you will actually stick with',
    },
    {
      title: 'Money Rules I Wish I Had Learned at Twenty',
      subtitle: 'A letter to my younger, overdrawn self',
    },
    { title: 'What a Spending Freeze Taught Me', subtitle: 'Thirty days of buying only essentials' },
    { title: 'Renting Is Not Throwing Money Away', subtitle: 'A fair comparison, with real numbers' },
    {
      title: 'The Pension I Almost Ignored',
      subtitle: 'How a free employer match changed my retirement maths',
    },
    {
      title: 'Money Is Emotional, and That Is Fine',
      subtitle: 'Making peace with the feelings behind the numbers',
    },
    {
      title: 'A Simple Plan for Irregular Income',
      subtitle: 'Budgeting as a freelancer without losing sleep',
    },
    { title: 'Why I Stopped Checking My Portfolio', subtitle: 'Less information, better decisions' },
  ],
  subjects: [
    'emergency funds',
    'retirement saving',
    'credit card debt',
    'budgeting apps',
    'index funds',
    'renting versus buying',
    'financial independence',
    'side income',
  ],
  intros: [
    'At twenty-six I had a good salary, no savings and a vague sense that money was something other people understood. The turning point was not a book or a course. It was a rejected card at a grocery store.',
    'Personal finance advice tends to fall into two camps: stop buying coffee, or become a day trader. Most of what actually works lives in the unglamorous middle.',
    'For one year, I wrote down every single thing I spent money on, down to the parking meter. It was tedious. It was also the most honest conversation I have ever had with myself.',
    'Nobody taught me how money works. My parents did not talk about it, my school did not teach it, and my first credit card arrived before my first real paycheque.',
    'The most valuable financial decision I ever made took ten minutes: I set up an automatic transfer on payday and then tried very hard to forget about it.',
  ],
  sections: [
    {
      heading: 'Pay yourself first',
      paragraphs: [
        'The classic advice is to save what is left at the end of the month. In my experience, nothing is ever left. Reversing the order changed everything.',
        'On payday, a fixed percentage moves automatically into savings before I see it. I started at five percent, which felt impossible, and raised it by one point every few months.',
        'Because the money never landed in my everyday account, I did not miss it. **Automation beats willpower**, every time.',
      ],
    },
    {
      heading: 'The emergency fund',
      paragraphs: [
        'An emergency fund is the unglamorous foundation of every other financial goal. Without one, a broken boiler or a car repair goes on a credit card, and the interest undoes months of progress.',
        'The usual target is three to six months of essential expenses, kept somewhere boring and easy to reach. It will not earn much. That is not its job. Its job is to let you *say no* to bad options.',
      ],
    },
    {
      heading: 'Why boring investing wins',
      paragraphs: [
        '[Most professional fund managers](https://www.spglobal.com/spdji/en/research-insights/spiva/) fail to beat the market after fees over long periods. A low-cost index fund simply owns the market, and charges very little for the privilege.',
        'The hard part is not choosing the fund. It is leaving it alone when the headlines turn red. The investors who do best are often the ones who forget their passwords.',
        'Time in the market matters more than timing it. Missing a handful of the best days in a decade can cut returns dramatically, and those days tend to arrive right after the worst ones.',
      ],
    },
    {
      heading: 'Debt, in the right order',
      paragraphs: [
        'The *avalanche* method pays off the highest interest rate first and is mathematically optimal. The *snowball* method pays off the smallest balance first and is psychologically satisfying.',
        'I tried the avalanche and gave up after four months because nothing seemed to change. The snowball gave me a win in the first month. **The best method is the one you finish.**',
      ],
    },
    {
      heading: 'Making spending visible',
      paragraphs: [
        'Tracking every purchase showed me that my biggest leak was not coffee. It was subscriptions: eleven of them, totalling more than my phone bill, three of which I had forgotten existed.',
        'I now review recurring charges every quarter. Anything I would not sign up for again today gets cancelled on the spot.',
        'The goal is not to feel guilty about spending. It is to spend deliberately on what you value, and ruthlessly cut what you do not.',
      ],
    },
    {
      heading: 'Talking about it',
      paragraphs: [
        'Money is one of the most common sources of conflict in relationships, largely because couples avoid talking about it until something goes wrong.',
        'We now hold a short money meeting on the first Sunday of each month: what came in, what went out, what is coming up. It takes twenty minutes, and it has replaced a surprising number of arguments.',
      ],
    },
  ],
  lists: [
    {
      lead: 'The order I would tackle things in, starting from zero:',
      ordered: true,
      items: [
        'A starter emergency fund of one month of expenses',
        'Any employer pension match, which is free money',
        'High-interest debt, starting with credit cards',
        'A full emergency fund of three to six months',
        'Long-term investing in low-cost index funds',
      ],
    },
    {
      lead: 'Subscriptions I cancelled after my audit:',
      ordered: false,
      items: [
        'Two streaming services I watched once a month',
        'A gym I had visited twice in a year',
        'Premium cloud storage I was not using',
        'A meal kit that mostly went to waste',
      ],
    },
    {
      lead: 'Questions to ask before any big purchase:',
      ordered: true,
      items: [
        'Would I buy this if it were not on sale?',
        'How many hours of work does it cost?',
        'Will I still want it in thirty days?',
      ],
    },
  ],
  quotes: [
    'A budget is not a cage. It is telling your money where to go instead of wondering where it went.',
    'Wealth is mostly what you do not see: the car not bought, the upgrade not taken, the money quietly compounding.',
    'The best time to start saving was ten years ago. The second-best time is on your next payday.',
    'Financial freedom is not about being rich. It is about having options.',
  ],
  closings: [
    'None of this will make you rich quickly. It will make you calm slowly, which in my experience is worth more.',
    'Start small. Automate one thing this week. Future you will not remember the sacrifice, only the cushion.',
    'This is not financial advice, just the story of what worked for one formerly overdrawn person. Your situation will differ, so adapt freely.',
  ],
  captions: [
    'A year of spending, grouped by category.',
    'The notebook where every purchase went, including the embarrassing ones.',
    'Growth of a modest monthly investment over thirty years.',
    'The monthly money meeting, with snacks.',
  ],
};
