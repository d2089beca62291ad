import type { TopicCorpus } from './types.ts';

export const health: TopicCorpus = {
  key: 'health',
  tags: ['health', 'mental-health', 'fitness', 'self-improvement'],
  titles: [
    {
      title: 'Sleep Is the Performance Enhancer Nobody Sells',
      subtitle: 'What happened when I treated eight hours as non-negotiable',
    },
    {
      title: 'Running My First Marathon at Forty',
      subtitle: 'Slow miles, sore knees and the best shape of my life',
    },
    {
      title: 'Therapy Was the Best Money I Ever Spent',
      subtitle: 'A late, grateful review of six months on the couch',
    },
    { title: 'Walking Is Underrated Exercise', subtitle: 'The humble habit with the best return on effort' },
    {
      title: 'What My Doctor Wishes Patients Knew',
      subtitle: 'Notes from ten years of fifteen-minute appointments',
    },
    {
      title: 'Strength Training for People Who Hate Gyms',
      subtitle: 'Three exercises, twice a week, in your living room',
    },
    { title: 'The Quiet Burden of Chronic Pain', subtitle: 'Living well with something nobody can see' },
    {
      title: 'Eating Well Without a Diet',
      subtitle: 'Boring rules that actually last longer than a January',
    },
    {
      title: 'Loneliness Is a Health Problem',
      subtitle: 'The research is clear, and the remedy is simpler than you think',
    },
    {
      title: 'How I Learned to Breathe Again',
      subtitle: 'Panic attacks, box breathing and a slow return to calm',
    },
    {
      title: 'What Happened When I Stopped Drinking for a Year',
      subtitle: 'Better sleep, clearer mornings and some awkward parties',
    },
    {
      title: 'Stretching Is Not a Waste of Time',
      subtitle: 'Ten minutes a day and a back that no longer complains',
    },
    {
      title: 'The Anxiety Toolkit I Wish I Had at Twenty',
      subtitle: 'Small, practical habits for noisy minds',
    },
    {
      title: 'Your Steps Do Not Need to Reach Ten Thousand',
      subtitle: 'What the research actually says about walking',
    },
    { title: 'Cooking Is Self-Care', subtitle: 'How learning five recipes changed my week' },
    { title: 'Recovering From Burnout, Slowly', subtitle: 'The long road back from running on empty' },
  ],
  subjects: [
    'sleep',
    'strength training',
    'anxiety',
    'running',
    'nutrition',
    'posture',
    'digital detox',
    'recovery',
  ],
  intros: [
    'For years I wore my lack of sleep like a medal. Five hours a night, coffee by the litre, and a steady belief that rest was for people with less ambition. My body eventually disagreed.',
    'I started running at thirty-nine because a blood test came back with numbers my doctor did not like. Eighteen months later, I crossed the finish line of a marathon, slowly and in tears.',
    'The first panic attack happened in a supermarket queue. I was sure I was having a heart attack. The paramedics were kind, and the diagnosis was both a relief and the start of a long road.',
    'Health advice is everywhere and mostly contradictory. Underneath the noise, a few simple habits have decades of evidence behind them, and most of them are free.',
    'My grandmother walked two miles every morning until she was ninety-one. She never called it exercise. She called it *going to see the day*.',
  ],
  sections: [
    {
      heading: 'Sleep first',
      paragraphs: [
        'Sleep affects almost every system in the body: memory, mood, appetite, immunity and how well you recover from exercise. Skimping on it quietly undermines every other healthy habit.',
        'The changes that helped me most were dull: the same wake-up time every day, including weekends, no screens in the bedroom and the room a little cooler than felt comfortable.',
        'It took about three weeks to notice a difference. After that, I stopped needing an afternoon coffee, and **the evening snacking mostly disappeared**.',
      ],
    },
    {
      heading: 'Start slower than you think',
      paragraphs: [
        'Most new runners get injured by doing too much too soon. The heart and lungs adapt within weeks; tendons and bones take months.',
        'I followed a plan that alternated one minute of running with one minute of walking. It felt almost insultingly easy. That was the point: I finished every session wanting to do more.',
        'Eighty percent of my training is still at a pace slow enough to hold a conversation. Going slow most of the time is what lets you go fast occasionally, and without a physiotherapist on speed dial.',
      ],
    },
    {
      heading: 'Asking for help',
      paragraphs: [
        'It took me two years to book the first therapy appointment. I told myself my problems were not serious enough, that other people had it worse, that I should be able to fix this alone.',
        'The therapist did not fix anything. She gave me tools: noticing the thought, naming it and questioning whether it was true. The work was mine, but I could not have started it alone.',
        'If you are hesitating, consider this permission. You do not need to be in crisis to deserve help. **Maintenance counts too.**',
      ],
    },
    {
      heading: 'Strength for everyone',
      paragraphs: [
        'Muscle mass declines steadily from our thirties onwards, and with it balance, bone density and independence in later life. Strength training is one of the few things that reliably slows it down.',
        'You do not need a gym. Squats to a chair, push-ups against a wall and a backpack full of books for rows will take a beginner a long way. Twice a week is enough to see progress.',
      ],
    },
    {
      heading: 'Food without rules',
      paragraphs: [
        'Every diet I tried worked for about six weeks. What finally lasted was not a diet at all, just a few gentle defaults: vegetables at every meal, protein at breakfast and cooking at home most nights.',
        'I still eat cake. I just eat it on purpose, sitting down, rather than standing at the fridge at eleven at night wondering how the packet emptied itself.',
      ],
    },
    {
      heading: 'Connection as medicine',
      paragraphs: [
        '[Large studies](https://journals.plos.org/plosmedicine/article?id=10.1371/journal.pmed.1000316) have linked chronic loneliness to health risks comparable to smoking. We treat friendship as a nice extra, but the body seems to treat it as a necessity.',
        'The fix does not have to be dramatic. A weekly walk with a friend, a class, a volunteer shift: anything that brings regular, low-stakes contact with other people helps.',
      ],
    },
  ],
  lists: [
    {
      lead: 'The sleep rules I actually follow:',
      ordered: true,
      items: [
        'Same wake-up time, seven days a week',
        'Daylight within an hour of waking',
        'No caffeine after midday',
        'Phone charging outside the bedroom',
      ],
    },
    {
      lead: 'A beginner’s strength routine, twice a week:',
      ordered: false,
      items: [
        'Three sets of ten squats to a chair',
        'Three sets of wall or knee push-ups',
        'Three sets of rows with a loaded backpack',
        'A thirty-second plank to finish',
      ],
    },
    {
      lead: 'Box breathing, for when panic starts:',
      ordered: true,
      items: [
        'Breathe in slowly for a count of four',
        'Hold for four',
        'Breathe out for four',
        'Hold for four, and repeat until calmer',
      ],
    },
  ],
  quotes: [
    'Rest is not a reward for finishing the work. It is part of the work.',
    'The best exercise is the one you will still be doing in ten years.',
    'You cannot hate yourself into a healthier life. You can only care for yourself into one.',
    'Health is not the absence of struggle. It is having enough support to meet it.',
  ],
  closings: [
    'None of this is medical advice; talk to a professional about your own situation. But do talk to someone. That part I can recommend without reservation.',
    'Small habits, repeated for years, beat heroic efforts that last a month. Choose one and begin today.',
    'I am still slow, still anxious on bad days and still working on it. But I am here, and I am better, and that is worth writing down.',
  ],
  captions: [
    'The route of my first ten-kilometre run.',
    'A week of sleep data, before and after the changes.',
    'The living-room gym: a chair, a mat and a backpack of books.',
    'The morning walk, on a rare sunny day.',
  ],
};
