import type { TopicCorpus } from './types.ts';

export const writing: TopicCorpus = {
  key: 'writing',
  tags: ['writing', 'creativity', 'books', 'self-improvement'],
  titles: [
    {
      title: 'The First Draft Is Allowed to Be Terrible',
      subtitle: 'How I finally stopped editing sentences I had not finished writing',
    },
    { title: 'Cut the Throat-Clearing', subtitle: 'Your essay probably starts in the third paragraph' },
    {
      title: 'What I Learned Writing Every Day for a Year',
      subtitle: 'Three hundred and sixty-five mornings, two notebooks and one finished book',
    },
    {
      title: 'Verbs Do the Heavy Lifting',
      subtitle: 'A small revision habit that makes every paragraph stronger',
    },
    {
      title: 'On Reading Your Work Aloud',
      subtitle: 'The cheapest editor you will ever hire is your own voice',
    },
    {
      title: 'How to Take Feedback Without Losing Your Voice',
      subtitle: 'Not every note is an instruction, and not every reader is your reader',
    },
    {
      title: 'The Paragraph Is the Unit of Thought',
      subtitle: 'Why structure matters more than style in nonfiction',
    },
    {
      title: 'Why I Keep a Commonplace Book',
      subtitle: 'An old habit for collecting sentences worth stealing from',
    },
    { title: 'Endings Are Promises Kept', subtitle: 'What the last line owes the first' },
    { title: 'Writing Through the Dry Season', subtitle: 'What to do on the days when nothing comes' },
    {
      title: 'The Sentence You Love Might Have to Go',
      subtitle: 'Killing darlings, and keeping them in a drawer',
    },
    { title: 'How to Write a Strong Opening Line', subtitle: 'Begin with motion, not with weather' },
    { title: 'Dialogue Is Not Conversation', subtitle: 'What to leave out so characters can speak' },
    {
      title: 'I Wrote a Novel in the Margins of a Day Job',
      subtitle: 'Early mornings, lunch breaks and one very patient family',
    },
    {
      title: 'Structure Is Freedom',
      subtitle: 'Outlines, index cards and the courage to move whole chapters',
    },
    { title: 'Why Short Sentences Hit Harder', subtitle: 'Rhythm, breath and the power of a full stop' },
    { title: 'Letters to a Young Essayist', subtitle: 'What I would tell myself at the start' },
    { title: 'The Rejection Folder', subtitle: 'Two hundred noes and the yes that made them worth it' },
  ],
  subjects: [
    'first drafts',
    'revision',
    'dialogue',
    'writer’s block',
    'the personal essay',
    'editing',
    'story structure',
    'reading habits',
  ],
  intros: [
    'For years I believed that writers were people who found writing easy. Then I met some, and learned that they are mostly people who found it hard and kept going anyway.',
    'My first editor returned a four-thousand-word essay with one note on the first page: *"Start here."* She had circled a sentence in the fifth paragraph. She was right.',
    'There is a drawer in my desk full of opening paragraphs. Some of them are quite good. None of them became anything, because I never let myself write the bad middle that follows a good beginning.',
    'I used to write only when I felt inspired. That turned out to be about four times a year, which is not enough to finish anything longer than a postcard.',
    'The blank page is not actually blank. It is full of every sentence you are afraid to write badly, and the only way through is to write one of them anyway.',
  ],
  sections: [
    {
      heading: 'Separate writing from editing',
      paragraphs: [
        'Drafting and editing use different muscles, and they interfere with each other. When I try to do both at once, I produce one polished sentence an hour and then give up.',
        'Now I draft fast and badly, with the inner critic politely asked to wait outside. I leave notes to myself in brackets, *[better word here]*, and keep moving.',
        'The critic gets its turn the next morning, with coffee and a red pen. It is much more useful when it has something finished to work on.',
      ],
    },
    {
      heading: 'Find where the piece begins',
      paragraphs: [
        'Most first drafts start with throat-clearing: background, definitions, a gentle approach to the subject. It feels polite. To a reader, it feels like waiting.',
        'Try deleting your first two paragraphs, as [Zinsser](https://en.wikipedia.org/wiki/On_Writing_Well) might advise, and reading what remains. More often than not, the piece **starts exactly there**, and the context you cut can be folded in later, in a sentence or two.',
      ],
    },
    {
      heading: 'Read it aloud',
      paragraphs: [
        'Your ear catches what your eye forgives. Reading aloud exposes sentences that are too long, rhythms that stumble, and words repeated so close together they clang.',
        'I read every piece aloud before I publish it, usually to an empty room and occasionally to a patient dog. Wherever I run out of breath, the sentence needs cutting.',
        'It is slow and a little embarrassing. It is also the single most effective revision technique I know.',
      ],
    },
    {
      heading: 'Strong verbs, fewer adverbs',
      paragraphs: [
        'An adverb is often a sign that the verb is not pulling its weight. *She walked slowly* is fine; *she shuffled* is better, because the picture arrives all at once.',
        'I do not ban adverbs, but I question every one. About half survive the question. The rest get replaced by a verb that was hiding behind them.',
      ],
    },
    {
      heading: 'Taking feedback well',
      paragraphs: [
        'When a reader says something is not working, they are almost always right. When they tell you how to fix it, they are almost always wrong. Listen for the problem, and find your own solution.',
        'I keep a simple rule: if one reader flags a passage, I consider it. If two readers flag the same passage independently, I rewrite it, **no arguments**.',
        'And I try to remember that not every reader is my reader. A note from someone who dislikes the genre tells me about their taste, not my work.',
      ],
    },
    {
      heading: 'A routine, not a mood',
      paragraphs: [
        'Inspiration is unreliable, but habits are not. I write for forty-five minutes before I look at my phone, every day, whatever happens. Some mornings produce three hundred words, some produce thirty.',
        'The point is not the word count. The point is showing up so reliably that, on the rare days when inspiration does arrive, it finds me already at the desk.',
      ],
    },
  ],
  lists: [
    {
      lead: 'My revision passes, in order:',
      ordered: true,
      items: [
        'Structure: does each section earn its place?',
        'Paragraphs: does each one make a single move?',
        'Sentences: read aloud, cut what stumbles',
        'Words: question every adverb and every "very"',
      ],
    },
    {
      lead: 'Books that changed how I write:',
      ordered: false,
      items: [
        '*On Writing Well* by William Zinsser',
        '*Bird by Bird* by Anne Lamott',
        '*Several Short Sentences About Writing* by Verlyn Klinkenborg',
        '*The Sense of Style* by Steven Pinker',
      ],
    },
    {
      lead: 'On a dry day, I do one of these instead of staring:',
      ordered: false,
      items: [
        'Copy out a paragraph I admire, by hand',
        'Write the worst possible version on purpose',
        'Describe the room I am sitting in for ten minutes',
        'Go for a walk without headphones',
      ],
    },
  ],
  quotes: [
    'You cannot edit a blank page, but you can edit a bad one.',
    'Write for one reader, and you will find many. Write for everyone, and you will reach no one.',
    'The first draft is you telling yourself the story. Every draft after that is you telling it to someone else.',
    'Clarity is a courtesy. Every sentence the reader has to reread is a small tax on their patience.',
  ],
  closings: [
    'If you are stuck, write one bad sentence. Then another. The good ones are hiding behind them, and there is no other way to reach them.',
    'None of this makes writing easy. It makes it possible, which is more useful.',
    'Go write something today. It does not have to be good. It only has to exist, so that tomorrow you can make it better.',
  ],
  captions: [
    'The notebook, on day two hundred and twelve.',
    'A marked-up first page, mostly red.',
    'My desk at six in the morning, before the world wakes up.',
    'Index cards for a book that is still not finished.',
  ],
};
