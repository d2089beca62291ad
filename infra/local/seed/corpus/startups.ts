import type { TopicCorpus } from './types.ts';

export const startups: TopicCorpus = {
  key: 'startups',
  tags: ['startups', 'entrepreneurship', 'leadership', 'technology'],
  titles: [
    {
      title: 'We Ran Out of Money, and Then We Found Product-Market Fit',
      subtitle: 'The four months between those two facts taught me more than five years before',
    },
    {
      title: 'Your First Ten Customers Will Not Come From Ads',
      subtitle: 'Do things that do not scale, then do them again',
    },
    {
      title: 'The Pricing Page We Were Afraid to Change',
      subtitle: 'We doubled our prices and lost two customers. Here is what we learned.',
    },
    {
      title: 'Hiring Your First Engineer',
      subtitle: 'What I looked for, what I missed and what I would do differently',
    },
    {
      title: 'Default Alive or Default Dead?',
      subtitle: 'The one spreadsheet every founder should update monthly',
    },
    { title: 'Why We Turned Down a Term Sheet', subtitle: 'Not all money is the same money' },
    {
      title: 'Talk to Users Until It Gets Boring',
      subtitle: 'Then keep talking, because that is when it gets useful',
    },
    {
      title: 'The Pivot Nobody Saw Coming, Including Us',
      subtitle: 'How a side feature became the whole company',
    },
    {
      title: 'Writing the Investor Update You Dread',
      subtitle: 'Bad news travels best when it travels early',
    },
    {
      title: 'Bootstrapping Is a Strategy, Not a Failure to Raise',
      subtitle: 'Three years, no investors and a business that pays for itself',
    },
    { title: 'Our Worst Launch Was Our Best Teacher', subtitle: 'Nobody came, and then we learned why' },
    {
      title: 'The Co-Founder Conversation We Should Have Had Sooner',
      subtitle: 'Equity, roles and what happens if one of us leaves',
    },
    {
      title: 'Sales Is Just Listening With a Calendar',
      subtitle: 'An engineer’s reluctant guide to selling',
    },
    {
      title: 'How We Lost Our Biggest Customer',
      subtitle: 'And the three changes we made so it would not happen again',
    },
    { title: 'Building in Public for a Year', subtitle: 'Revenue, mistakes and the strangers who helped' },
    {
      title: 'The First Hundred Days After Raising',
      subtitle: 'Money in the bank, and suddenly everything is harder',
    },
    { title: 'Culture Is What You Tolerate', subtitle: 'The small decisions that shaped our team' },
    { title: 'Why We Chose a Boring Business', subtitle: 'Invoices, spreadsheets and very loyal customers' },
  ],
  subjects: [
    'fundraising',
    'pricing',
    'early hiring',
    'customer interviews',
    'churn',
    'go-to-market',
    'founder burnout',
    'remote teams',
  ],
  intros: [
    'Our bank balance on the morning of March the fourth was enough for six weeks of salaries. I remember the number exactly, because I had been refreshing the page every hour.',
    'Every founder story you read is written by a survivor. This one is no exception, but I want to focus on the months when survival looked unlikely, because that is where the lessons were.',
    'The first version of our product took nine months to build and was used by exactly four people, two of whom were my co-founder’s parents.',
    'When we started, I thought the hard part of a startup was building the product. It turns out the hard part is **everything else**: sales, hiring, money and the small matter of not giving up.',
    'I have now been part of three startups. One failed quickly, one failed slowly and one is still alive. The differences between them were smaller than you would think.',
  ],
  sections: [
    {
      heading: 'Do things that do not scale',
      paragraphs: [
        'Our first ten customers came from personal emails, written one at a time, to people we had found by reading forum posts about the exact problem we were solving.',
        'We onboarded each of them on a video call, fixed their bugs the same day and sent handwritten thank-you cards. None of this was sustainable. All of it was **necessary**.',
        'Those ten customers became the source of our next hundred, through referrals we never asked for. They felt like they had helped build the product, because they had.',
      ],
    },
    {
      heading: 'Know your runway',
      paragraphs: [
        'A startup is [default alive](https://paulgraham.com/aord.html) if, at its current growth and spending, it reaches profitability before the money runs out. Otherwise it is *default dead*, and needs to change something.',
        'We updated that projection every month in a simple spreadsheet: cash in the bank, monthly burn, monthly revenue growth. It was often depressing. It was never surprising, and that mattered.',
      ],
    },
    {
      heading: 'Charge more than feels comfortable',
      paragraphs: [
        'Almost every founder underprices at first, because charging money feels like asking for a favour. It is not. It is the most honest signal of whether you are solving a real problem.',
        'When we doubled our prices, we lost two customers and gained a much clearer picture of who valued the product. Revenue went up, support tickets went down and we could finally afford to hire.',
      ],
    },
    {
      heading: 'Hiring the first engineer',
      paragraphs: [
        'Your first hires shape the culture more than any values document ever will. I hired for skill and got skill; I should have hired for ownership and judgement as well.',
        'The best early engineers are comfortable with ambiguity, happy to talk to customers and willing to build the boring infrastructure nobody will praise. They are rare. Take your time.',
        'Pay them well, give them meaningful equity and, above all, tell them the truth about the company’s position. They will find out anyway.',
      ],
    },
    {
      heading: 'Talking to users',
      paragraphs: [
        'Customer interviews are easy to do badly. If you describe your idea and ask whether they like it, people will be polite and you will learn nothing.',
        'Ask instead about the last time they had the problem. What did they do? What did it cost them? What have they already tried? **Past behaviour** is far more honest than future intentions.',
      ],
    },
    {
      heading: 'The founder’s mental health',
      paragraphs: [
        'Nobody talks about how lonely it is to be responsible for other people’s salaries. I hid the stress from my team, my family and, for a while, myself.',
        'What helped was a small group of other founders who met monthly to share numbers and worries honestly. Knowing I was not the only one struggling made the struggle lighter.',
      ],
    },
  ],
  lists: [
    {
      lead: 'What goes in our monthly investor update:',
      ordered: true,
      items: [
        'Headline numbers: revenue, burn, runway',
        'What went well, in three bullets',
        'What went badly, in three bullets',
        'Specific asks: introductions, hires, advice',
      ],
    },
    {
      lead: 'Questions that work in customer interviews:',
      ordered: false,
      items: [
        'Tell me about the last time this happened.',
        'What did you try before?',
        'What would happen if you did nothing?',
        'Who else should I talk to about this?',
      ],
    },
    {
      lead: 'Warning signs we ignored for too long:',
      ordered: false,
      items: [
        'Customers who loved the demo but never logged in again',
        'A sales pipeline built on one large prospect',
        'Engineers building features nobody had asked for',
        'A co-founder who had quietly stopped believing',
      ],
    },
  ],
  quotes: [
    'Startups do not die when they run out of money. They die when the founders run out of energy.',
    'If you are not embarrassed by your first version, you launched too late.',
    'Make something people want, then make sure they can find it and afford it.',
    'The market does not care how hard you worked. It only cares whether you solved the problem.',
  ],
  closings: [
    'We are still here, still small and still learning every week. That is not the ending I imagined, but it is a better one than most.',
    'If you are in the hard months right now, update the spreadsheet, call your first customers and get some sleep. The rest can wait until tomorrow.',
    'Startups are hard in ways that are difficult to explain to anyone who has not done one. If you have, I would love to hear what surprised you.',
  ],
  captions: [
    'Our first office, which was also someone’s kitchen.',
    'Monthly revenue in year one. The flat part felt longer than it looks.',
    'The whiteboard from the week we decided to pivot.',
    'Handwritten notes from our first twenty customer calls.',
  ],
};
