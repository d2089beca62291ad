import type { TopicCorpus } from './types.ts';

export const productivity: TopicCorpus = {
  key: 'productivity',
  tags: ['productivity', 'remote-work', 'self-improvement', 'leadership'],
  titles: [
    {
      title: 'I Stopped Using a To-Do List for a Month',
      subtitle: 'What replaced it was shorter, stranger and far more useful',
    },
    {
      title: 'Deep Work in a Shallow Office',
      subtitle: 'Protecting four hours of focus in a calendar full of meetings',
    },
    {
      title: 'The Two-Minute Rule, Five Years Later',
      subtitle: 'Small tasks, big backlogs and what actually changed',
    },
    {
      title: 'Meetings Should Have Documents, Not Agendas',
      subtitle: 'How writing first made our meetings half as long',
    },
    { title: 'Rest Is Part of the Work', subtitle: 'Why my best ideas arrive on the days I do the least' },
    {
      title: 'The Weekly Review That Saved My Sanity',
      subtitle: 'Thirty minutes every Friday, and a clear head every Monday',
    },
    {
      title: 'Remote Work Is a Writing Job',
      subtitle: 'When the office is a chat window, clarity is a superpower',
    },
    { title: 'Saying No Without Burning Bridges', subtitle: 'A few scripts for protecting your time kindly' },
    {
      title: 'Notifications Are Someone Else’s Priorities',
      subtitle: 'What happened when I turned all of them off',
    },
    { title: 'Doing Less, Finishing More', subtitle: 'Work-in-progress limits are not just for factories' },
    {
      title: 'The Calendar Audit That Gave Me Back Six Hours',
      subtitle: 'Every recurring meeting had to justify itself',
    },
    {
      title: 'Why I Write Tomorrow’s Plan Tonight',
      subtitle: 'Five minutes in the evening, a calmer morning',
    },
    {
      title: 'Single-Tasking in a Multitasking World',
      subtitle: 'One tab, one task and surprisingly fewer mistakes',
    },
    {
      title: 'A Tidy Desk Is Not the Point',
      subtitle: 'What actually helps you focus, and what only looks like it',
    },
    {
      title: 'How Our Team Killed the Status Meeting',
      subtitle: 'Written updates, fewer interruptions and nobody misses it',
    },
    { title: 'The Power of a Shutdown Ritual', subtitle: 'Ending the workday on purpose' },
  ],
  subjects: [
    'time blocking',
    'inbox zero',
    'async communication',
    'habit tracking',
    'the weekly review',
    'focus',
    'note-taking',
    'burnout',
  ],
  intros: [
    'For most of my career, I measured a good day by how many things I crossed off. It took a burnout and three months off work to realise I had been crossing off the wrong things.',
    'My calendar used to look like a game of Tetris played by someone who was losing. Every gap was filled, every meeting ran into the next, and real work happened after dinner.',
    'I have tried every productivity system you have heard of and several you have not. The one that stuck fits on an index card.',
    'When our team went fully remote, we assumed the hard part would be staying connected. It turned out the hard part was staying *disconnected* long enough to think.',
    'The most productive person I ever worked with left at four every day. She was not faster than the rest of us. She was simply better at deciding what not to do.',
  ],
  sections: [
    {
      heading: 'Fewer things in progress',
      paragraphs: [
        'Every open task carries a small cognitive cost, even when you are not working on it. Ten half-finished projects feel like ten tabs open in your head, each one quietly using memory.',
        'Borrowing from [kanban](https://en.wikipedia.org/wiki/Kanban_%28development%29), I now limit myself to **three active projects** at a time. Anything else goes on a list called *later*, which I review weekly and am allowed to ignore the rest of the time.',
        'The effect was immediate: fewer things started, more things finished, and much less of that low hum of guilt.',
      ],
    },
    {
      heading: 'Protect the mornings',
      paragraphs: [
        'Attention is not constant through the day. For most people it peaks in the morning, which is exactly when most of us check email and attend stand-ups.',
        'I block nine until twelve, four days a week, for work that needs thinking. No meetings, no chat, phone in another room. It felt selfish at first. Now my colleagues schedule around it without asking.',
      ],
    },
    {
      heading: 'Write before you meet',
      paragraphs: [
        'Most meetings exist to share information that could have been written down. The rest exist to make decisions, and those go much faster when everyone has read the same page first.',
        'We now open every decision meeting with ten minutes of silent reading of a short document. It felt awkward for about two weeks. Meetings got shorter, and the decisions got **better recorded**.',
        'The document is the meeting’s real output. Six months later, nobody remembers what was said, but anyone can read why we chose what we chose.',
      ],
    },
    {
      heading: 'The weekly review',
      paragraphs: [
        'Every Friday afternoon I spend thirty minutes looking back and looking ahead. What got done? What slipped, and why? What are the three things that matter most next week?',
        'It is the single habit that has stuck longest, because it pays off immediately: I start Monday knowing exactly what to work on, instead of letting my inbox decide.',
      ],
    },
    {
      heading: 'Rest on purpose',
      paragraphs: [
        'Rest is not the absence of work. It is the condition for good work. The insight that solves a hard problem usually arrives in the shower or on a walk, not at the desk.',
        'I now schedule walks the way I schedule meetings. Nobody questions a calendar block, and my afternoons are noticeably sharper for it.',
      ],
    },
    {
      heading: 'Notifications off',
      paragraphs: [
        'Every notification is an interruption chosen by somebody else. I turned off all of them except calls from family and messages from my manager, and checked everything else on my own schedule.',
        'Nothing bad happened. A few people waited an hour longer for a reply. In exchange, I got back the ability to **think in paragraphs** instead of sentences.',
      ],
    },
  ],
  lists: [
    {
      lead: 'My weekly review, step by step:',
      ordered: true,
      items: [
        'Empty every inbox: email, notes, the paper tray',
        'Review last week’s calendar for loose ends',
        'Look at next week’s calendar and protect focus blocks',
        'Choose the three outcomes that matter most',
      ],
    },
    {
      lead: 'Signs you have too much in progress:',
      ordered: false,
      items: [
        'You cannot say what you finished last week',
        'Every status update starts with “still working on”',
        'You dread opening your task list',
        'Small tasks keep waiting behind big ones',
      ],
    },
    {
      lead: 'A polite way to say no:',
      ordered: true,
      items: [
        'Thank them for thinking of you',
        'Say what you are focused on right now',
        'Offer an alternative or a later date, if you mean it',
      ],
    },
  ],
  quotes: [
    'You do not need more time. You need fewer things competing for it.',
    'A calendar is a statement of priorities, whether you meant it to be or not.',
    'Busy is not a badge. It is usually a sign that something else needs saying no to.',
    'Focus is not about willpower. It is about removing the things that steal it.',
  ],
  closings: [
    'There is no perfect system. There is only the one you will actually use on a bad Wednesday. Build that one.',
    'Try one change for two weeks: protect a single morning, or limit your work in progress. Then decide whether it earned its place.',
    'I still have days when the inbox wins. The difference is that now I notice, and the next day I start again.',
  ],
  captions: [
    'The index card that replaced my to-do app.',
    'A typical week, before and after protecting the mornings.',
    'My desk on a Friday afternoon, mid-review.',
    'The walking route where most of my good ideas arrive.',
  ],
};
